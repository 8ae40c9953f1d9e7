import Foundation
import OctavoQA
import OctavoSample
import OctavoTestSupport
import Testing

/// The report in a real browser (Debian's chromium-headless-shell): it loads with no console
/// message, which is where a script error, a refused script or style, or a file of the page that
/// cannot be loaded would show; and a page with a missing picture is caught, so the check can fail.
@Suite struct QAReportBrowserTests {
    static let browser = "/usr/bin/chromium-headless-shell"

    /// The console lines the browser printed while loading `page`.
    static func consoleMessages(loading page: URL) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: browser) else {
            Issue.record("\(browser) is missing: install it with scripts/install-packages.sh test")
            return []
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000",
            "--user-data-dir=" + page.deletingLastPathComponent().appendingPathComponent(".browser").path,
            "--dump-dom", page.absoluteString,
        ]
        let errors = page.deletingLastPathComponent().appendingPathComponent(".browser.err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the browser exited with \(process.terminationStatus)")
        return try String(contentsOf: errors, encoding: .utf8).split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
    }

    @Test func theReportLoadsWithNoConsoleMessage() throws {
        let store = try TemporaryStore()
        for book in [try SampleBook.url(in: store.root), try QAReportPageTests.hostileBook()] {
            let folder = store.root.appendingPathComponent("qa-\(book.deletingPathExtension().lastPathComponent)")
            let report = try QARunnerTests.report(on: book, in: store).0
            try QAReportFolder.write(report, QARunnerTests.presentation, to: folder.path)
            let messages = try Self.consoleMessages(loading: folder.appendingPathComponent("index.html"))
            #expect(messages.isEmpty, "\(messages)")
        }
    }

    @Test func aPictureMissingFromTheFolderIsCaught() throws {
        let store = try TemporaryStore()
        let report = try QARunnerTests.report(on: try SampleBook.url(in: store.root), in: store).0
        let folder = store.root.appendingPathComponent("qa")
        try QAReportFolder.write(report, QARunnerTests.presentation, to: folder.path)
        let page = folder.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</footer>", with: "<img src=\"page-1.png\" alt=\"\"></footer>").write(to: page, atomically: true, encoding: .utf8)
        let messages = try Self.consoleMessages(loading: page)
        #expect(messages.contains { $0.contains("octavo qa: cannot load") && $0.contains("page-1.png") }, "\(messages)")
    }
}
