import Foundation
import Testing

/// The documented exit codes and one-line errors, for the failures every command shares.
@Suite struct ExitCodeTests {
    static let commands: [[String]] = [
        ["list"], ["get", "fontSize"], ["set", "fontSize", "2"], ["reset"], ["explain", "fontSize"],
        ["preview"], ["export"], ["info"],
    ]

    @Test(arguments: commands)
    func anUnreadablePublicationExitsWith3(command: [String]) throws {
        let sandbox = try CLISandbox()
        let book = try sandbox.write("this is not a book", to: "broken.epub")
        let result = try sandbox.run(command + [book])
        #expect(result.status == 3)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("octavo: \(book): "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try sandbox.run(command + [sandbox.root.appendingPathComponent("missing.epub").path]).status == 3)
    }

    @Test(arguments: commands)
    func aStoreThatCannotBeWrittenExitsWith4(command: [String]) throws {
        let sandbox = try CLISandbox()
        let file = try sandbox.write("a file where the store folder should be", to: "store")
        let result = try sandbox.run(command + ["--store", file])
        #expect(result.status == 4)
        #expect(result.stderr.hasPrefix("octavo: \(file)"), "\(result.stderr)")
    }

    @Test func aDamagedStoreFileStopsReadingButNotWriting() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "fontSize", "2")
        try Data("{ not json".utf8).write(to: sandbox.store.appendingPathComponent("profiles/default/epub.json"))
        let list = try sandbox.run("list")
        #expect(list.status == 3)
        #expect(list.stderr.contains("epub.json: is not valid JSON"))
        let set = try sandbox.run("set", "theme", "dark")
        #expect(set.status == 0)
        #expect(set.stderr.contains("warning"))
        #expect(try sandbox.run("get", "theme").stdout == "Dark\n")
    }

    @Test(arguments: [
        ["get"], ["set", "fontSize"], ["list", "--bogus"], ["preview", "--width", "wide"], ["profiles", "rename", "a"],
        ["rules", "--format", "mobi"], ["import"],
    ])
    func usageErrorsExitWith2(command: [String]) throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(command)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("octavo: "))
        #expect(result.stderr.contains("--help"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func helpHasExamplesForEveryCommand() throws {
        let sandbox = try CLISandbox()
        for command in ["list", "get", "set", "reset", "explain", "rules", "preview", "export", "import", "profiles", "info"] {
            let result = try sandbox.run(command, "--help")
            #expect(result.status == 0)
            #expect(result.stdout.contains("Examples:"), "\(command)")
        }
        #expect(try sandbox.run(["--help"], addingStore: false).stdout.contains("--generate-completion-script"))
        #expect(try sandbox.run(["--generate-completion-script", "bash"], addingStore: false).stdout.contains("_octavo"))
    }
}
