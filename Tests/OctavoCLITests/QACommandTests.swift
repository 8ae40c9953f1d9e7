import Foundation
import Testing

/// `octavo qa` as a tester runs it: the folder and its two files, the JSON on stdout, and the
/// usual one-line errors for a book that cannot be opened and a folder that cannot be written.
@Suite struct QACommandTests {
    @Test func writesTheFolderAndPrintsTheReportWithJSON() throws {
        let sandbox = try CLISandbox()
        let folder = sandbox.root.appendingPathComponent("report")
        let result = try sandbox.run(["qa", "--output", folder.path, "--pixel-size", "640x480", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try result.object()
        let preferences = try #require(report["preferences"] as? [[String: Any]])
        #expect(preferences.count == 27)
        #expect((report["book"] as? [String: Any])?["grid"] as? [String: Int] == ["columns": 80, "lines": 30])
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any]
        #expect((written?["preferences"] as? [[String: Any]])?.count == 27)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("QA report: The Octavo Sampler"))
        // Not a terminal: no progress bar on stderr.
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func aBookThatCannotBeOpenedExitsWith3() throws {
        let sandbox = try CLISandbox()
        let book = try sandbox.write("this is not a book", to: "broken.epub")
        let result = try sandbox.run(["qa", book, "--output", sandbox.root.appendingPathComponent("qa").path])
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("octavo: \(book): "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("qa").path))
    }

    @Test func aFolderThatCannotBeWrittenExitsWith4AndSaysWhy() throws {
        let sandbox = try CLISandbox()
        let file = try sandbox.write("a file where the folder should be", to: "taken")
        let result = try sandbox.run(["qa", "--output", file])
        #expect(result.status == 4)
        #expect(result.stderr == "octavo: \(file): is not a folder; the report is not written\n", "\(result.stderr)")
    }

    @Test func aWrongPixelSizeIsAUsageError() throws {
        let result = try CLISandbox().run(["qa", "--pixel-size", "big"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--pixel-size takes WIDTHxHEIGHT"), "\(result.stderr)")
    }
}
