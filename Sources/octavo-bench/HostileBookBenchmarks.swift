import Foundation
import OctavoPreferences

/// `octavo preview` on a book made to be hard: one paragraph that is a single word of five
/// million letters. Issue 14 sets a time and memory budget for its first page in a release build;
/// the layout breaks such a block a few hundred lines at a time, so both stay near a small
/// book's figures.
struct HostileBookBenchmarks {
    let octavo: URL
    let runs: Int
    /// A folder of this run's own, removed by the caller.
    let scratch: URL

    static let wordLength = 5_000_000

    func measure() throws -> JSONValue {
        let folder = scratch.appendingPathComponent("hostile")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let book = folder.appendingPathComponent("huge-word.epub")
        try Self.hugeWordBook().write(to: book)
        let environment = CommandRun.isolatedEnvironment(in: folder)
        var report: [String: JSONValue] = ["wordCharacters": .integer(Self.wordLength)]
        for (name, arguments) in [("firstPage", ["preview", book.path]), ("page2000", ["preview", "--page", "2000", book.path])] {
            report[name] = try CommandRun.measure("huge word: preview \(name)", octavo, arguments: arguments, environment: environment, runs: runs)
        }
        return .object(report)
    }

    /// An EPUB whose only chapter is one paragraph holding one word of `wordLength` letters.
    private static func hugeWordBook() throws -> Data {
        try BenchmarkEPUB.data(
            identifier: "urn:octavo-bench:huge-word", title: "Huge word",
            chapters: ["<p>\(String(repeating: "a", count: wordLength))</p>"]
        )
    }
}
