import Foundation
import OctavoPreferences
import ZIPFoundation

/// `octavo preview` on a book made to be hard: one paragraph that is a single word of five
/// million letters. Issue 14 asks for its first page under 10 s and 300 MB in a release build;
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
            var peak = 0.0
            let timing = try Stopwatch.measure("huge word: preview \(name)", runs: runs) { _ in
                let run = try CommandRun.run(octavo, arguments: arguments, environment: environment)
                guard run.status == 0 else { throw BenchmarkError("octavo \(arguments.joined(separator: " ")) exited with \(run.status)") }
                peak = max(peak, run.peakMegabytes)
            }
            Progress.say("huge word: preview \(name): peak \(peak) MB")
            report[name] = timing.json.adding("peakMemoryMB", .number(peak))
        }
        return .object(report)
    }

    /// An EPUB whose only chapter is one paragraph holding one word of `wordLength` letters.
    private static func hugeWordBook() throws -> Data {
        let archive = try Archive(accessMode: .create)
        func add(_ path: String, _ text: String) throws {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: path == "mimetype" ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", "application/epub+zip")
        try add("META-INF/container.xml", """
            <?xml version="1.0"?>
            <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            <rootfiles><rootfile full-path="package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        try add("package.opf", """
            <?xml version="1.0"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:octavo-bench:huge-word</dc:identifier>
            <dc:title>Huge word</dc:title><dc:language>en</dc:language></metadata>
            <manifest><item id="c" href="chapter.xhtml" media-type="application/xhtml+xml"/></manifest>
            <spine><itemref idref="c"/></spine></package>
            """)
        try add("chapter.xhtml", """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter</title></head>
            <body><p>\(String(repeating: "a", count: wordLength))</p></body></html>
            """)
        guard let data = archive.data else { throw BenchmarkError("the huge-word book could not be zipped") }
        return data
    }
}
