import Foundation
import OctavoPreferences

/// Whole `octavo` commands on the large books, as a script runs them: `info` on a book of 3,000
/// documents and table-of-contents entries, and `preview --page 2000` of a 4 MB book.
struct LargeBookBenchmarks {
    let octavo: URL
    let books: LargeBooks
    let runs: Int
    /// A folder of this run's own, removed by the caller.
    let scratch: URL

    func measure() throws -> JSONValue {
        let environment = CommandRun.isolatedEnvironment(in: scratch.appendingPathComponent("large-books-home"))
        let commands = [
            ("infoManyDocuments", "info of 3,000 documents", ["info", books.manyDocuments.path]),
            ("previewPage2000OfFourMegabytes", "preview --page 2000 of 4 MB", ["preview", "--page", "2000", books.fourMegabytes.path]),
            ("previewOneChapterOf10MB", "preview of one chapter of 10 MB (every page counted first)", ["preview", books.oneLargeChapter.path]),
        ]
        var report: [String: JSONValue] = [
            "documents": .integer(LargeBooks.documents),
            "fourMegabytesOfText": .integer(books.fourMegabytesOfText),
        ]
        for (name, label, arguments) in commands {
            report[name] = try CommandRun.measure("octavo \(label)", octavo, arguments: arguments, environment: environment, runs: runs)
        }
        return .object(report)
    }
}
