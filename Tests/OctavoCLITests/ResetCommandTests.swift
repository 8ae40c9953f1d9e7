import Foundation
import Testing

@Suite struct ResetCommandTests {
    @Test func resetsOneKeyAndLeavesTheOthers() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "fontSize", "2")
        try sandbox.run("set", "theme", "dark")
        let result = try sandbox.run("reset", "fontSize")
        #expect(result.status == 0)
        #expect(try sandbox.run("get", "fontSize", "--json").object()["value"] is NSNull)
        #expect(try sandbox.run("get", "theme").stdout == "Dark\n")
    }

    @Test func resetsEverything() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "fontSize", "2")
        try sandbox.run("set", "language", "fr")
        #expect(try sandbox.run("reset").status == 0)
        #expect(try sandbox.run("export").object().isEmpty)
    }

    @Test func thePublicationMayFollowOrPrecedeTheKeys() throws {
        let sandbox = try CLISandbox()
        let pdf = try TestPDF.write(in: sandbox.root)
        try sandbox.run("set", "scroll", "on", pdf)
        try sandbox.run("set", "fit", "width", pdf)
        try sandbox.run("set", "spread", "never", pdf)
        #expect(try sandbox.run("reset", "fit", "scroll", pdf).status == 0)
        #expect(try sandbox.run("export", pdf).object().keys.sorted() == ["spread"])
        #expect(try sandbox.run("reset", pdf, "spread").status == 0)
        #expect(try sandbox.run("export", pdf).object().isEmpty)
    }

    @Test func anUnknownKeyResetsNothing() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "fontSize", "2")
        let before = sandbox.storeSnapshot()
        #expect(try sandbox.run("reset", "theme", "bogus").status == 1)
        #expect(sandbox.storeSnapshot() == before)
    }
}
