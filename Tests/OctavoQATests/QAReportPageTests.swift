import Foundation
import OctavoPublication
import OctavoQA
import OctavoSession
import OctavoTestSupport
import Testing

/// The web page and the folder: book text never becomes markup, the one script is the page's
/// own and its policy allows no other, and a report is replaced whole.
@Suite struct QAReportPageTests {
    /// A book titled `<script>alert(1)</script> & "quotes"` (escaped in its package document, as
    /// a publisher would write it), whose text looks like markup too.
    static func hostileBook() throws -> URL {
        try TestEPUB(
            title: "&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"quotes\"",
            chapters: [("c1.xhtml", "<h1>&lt;img src=x onerror=alert(2)&gt;</h1><p>Text with &lt;b&gt;tags&lt;/b&gt; in it.</p>")]
        ).write()
    }

    static func hostileReport(in store: TemporaryStore) throws -> QAReport {
        try QARunnerTests.report(on: hostileBook(), in: store).0
    }

    @Test func aTitleThatLooksLikeMarkupIsShownAsText() throws {
        let store = try TemporaryStore()
        let html = try Self.hostileReport(in: store).html(QARunnerTests.presentation)
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        #expect(html.components(separatedBy: "<script>").count == 2, "one script: the checklist's")
    }

    @Test func thePolicyAllowsExactlyThePagesOwnScript() throws {
        let store = try TemporaryStore()
        let html = try Self.hostileReport(in: store).html(QARunnerTests.presentation)
        let policy = try #require(html.firstRange(of: "script-src 'sha256-")).upperBound
        let hash = String(html[policy...].prefix { $0 != "'" })
        let script = try #require(html.firstRange(of: "<script>")).upperBound
        let end = try #require(html.firstRange(of: "</script>")).lowerBound
        let digest = try Self.sha256Base64(String(html[script..<end]))
        #expect(hash == digest)
        #expect(html.contains("default-src 'none'"))
    }

    @Test func aReportReplacesTheOneBeforeItWhole() throws {
        let store = try TemporaryStore()
        let report = try Self.hostileReport(in: store)
        let folder = store.root.appendingPathComponent("qa")
        try QAReportFolder.write(report, QARunnerTests.presentation, to: folder.path)
        try Data("left from before".utf8).write(to: folder.appendingPathComponent("stale.txt"))
        try QAReportFolder.write(report, QARunnerTests.presentation, to: folder.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["index.html", "report.json"])
        let siblings = try FileManager.default.contentsOfDirectory(atPath: store.root.path).filter { $0.hasPrefix(".qa") }
        #expect(siblings.isEmpty, "\(siblings)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any]
        #expect((json?["book"] as? [String: Any])?["title"] as? String == "<script>alert(1)</script> & \"quotes\"")
    }

    @Test func aFileWhereTheFolderShouldBeIsRefusedAndKept() throws {
        let store = try TemporaryStore()
        let report = try Self.hostileReport(in: store)
        let file = store.root.appendingPathComponent("taken")
        try Data("mine".utf8).write(to: file)
        #expect(throws: (any Error).self) { try QAReportFolder.write(report, QARunnerTests.presentation, to: file.path) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
    }

    /// SHA-256 by `sha256sum`, so the page's hash is checked by another implementation.
    static func sha256Base64(_ text: String) throws -> String {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-qa-script-\(UUID().uuidString)")
        try Data(text.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [input.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let hex = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        return Data(HexBytes.decode(hex) ?? []).base64EncodedString()
    }
}
