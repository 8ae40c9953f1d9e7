import Foundation
import Testing

@Suite struct ExportImportCommandTests {
    @Test(arguments: TestBook.allCases)
    func exportThenImportGivesBackThePreferences(book: TestBook) throws {
        let sandbox = try CLISandbox()
        let arguments = try book.arguments(in: sandbox)
        let settings = book.isPDF
            ? [("scroll", "on"), ("backgroundColor", "#102030"), ("readingProgression", "rtl")]
            : [("fontSize", "130%"), ("theme", "sepia"), ("textColor", "#102030"), ("language", "de")]
        for (key, value) in settings { try sandbox.run(["set", key, value] + arguments) }
        let exported = try sandbox.run(["export"] + arguments)
        #expect(exported.status == 0)
        let object = try exported.object()
        #expect(object["backgroundColor"] as? Int == 0x102030 || object["textColor"] as? Int == 0x102030, "colours as numbers")
        let file = try sandbox.write(exported.stdout, to: "export.json")

        try sandbox.run(["reset"] + arguments)
        #expect(try sandbox.run(["export"] + arguments).object().isEmpty)
        let imported = try sandbox.run(["import", file, "--json"] + arguments)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try imported.object()["imported"] as? [String] == settings.map(\.0).sorted())
        #expect(try sandbox.run(["export"] + arguments).stdout == exported.stdout)
    }

    /// The README's `octavo export a.epub | octavo import /dev/stdin b.epub`: a pipe is read
    /// to its end as a file is.
    @Test func importReadsAPipe() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(["import", "/dev/stdin", "--json"], input: Data(#"{"fontSize": 1.4, "theme": "sepia"}"#.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.object()["imported"] as? [String] == ["fontSize", "theme"])
        #expect(try sandbox.run("get", "fontSize").stdout.hasPrefix("140%"))
    }

    @Test func importReportsRepairedKeys() throws {
        let sandbox = try CLISandbox()
        let file = try sandbox.write(#"{"fontSize": 99, "theme": "neon", "fromTheFuture": 1}"#, to: "repair.json")
        let result = try sandbox.run("import", file)
        #expect(result.status == 0)
        #expect(result.stderr.contains("\"fontSize\": 99 is out of range"))
        #expect(result.stderr.contains("\"theme\""))
        #expect(result.stderr.contains("fromTheFuture"))
        let exported = try sandbox.run("export").object()
        #expect(exported["fontSize"] as? Double == 5)
        #expect(exported["theme"] == nil)
        #expect(exported["fromTheFuture"] as? Int == 1, "unknown keys are kept")
    }

    @Test(arguments: ["{\"fontSize\": ", "[1, 2]", "\"text\""])
    func invalidFilesExitWith3AndWriteNothing(contents: String) throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "fontSize", "2")
        let before = sandbox.storeSnapshot()
        let file = try sandbox.write(contents, to: "bad.json")
        let result = try sandbox.run("import", file)
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("octavo: \(file): "))
        #expect(sandbox.storeSnapshot() == before)
        #expect(try sandbox.run("import", sandbox.root.appendingPathComponent("missing.json").path).status == 3)
    }
}
