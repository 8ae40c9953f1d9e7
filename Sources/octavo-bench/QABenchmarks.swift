import Foundation
import OctavoPreferences

/// `octavo qa` as a tester runs it, the whole process with every processor: on a book of about
/// 300 pages at the report's default page size (960×640 pixels, 120×40 cells), which must take
/// 10 s at most on a 2-core machine.
struct QABenchmarks {
    let octavo: URL
    let runs: Int
    /// A folder of this run's own, removed by the caller.
    let scratch: URL

    /// Chapters of 60 paragraphs: about 300 pages in all at 120×40.
    static let chapters = 22

    func measure() throws -> JSONValue {
        let book = scratch.appendingPathComponent("qa-three-hundred-pages.epub")
        try BenchmarkEPUB.data(
            identifier: "urn:octavo-bench:qa", title: "Three Hundred Pages",
            chapters: (1...Self.chapters).map { "<h1>Chapter \($0)</h1>\n" + BenchmarkEPUB.paragraphs(60, seed: $0) },
            navigation: true
        ).write(to: book)
        let output = scratch.appendingPathComponent("qa-report")
        let environment = CommandRun.isolatedEnvironment(in: scratch.appendingPathComponent("qa-home"))
        let timing = try CommandRun.measure(
            "octavo qa of a book of about 300 pages", octavo, arguments: ["qa", book.path, "--output", output.path], environment: environment, runs: runs
        )
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("report.json"))) as? [String: Any]
        let pages = (report?["book"] as? [String: Any])?["pageCount"] as? Int
        Progress.say("octavo qa: the book has \(pages.map(String.init) ?? "an unknown number of") pages")
        return timing.adding("pages", pages.map(JSONValue.integer) ?? .null)
    }
}
