import Foundation

/// The books the issue on speed names, written once per run: what a first screen, `info` and
/// `--page` must cost on them does not depend on their size.
struct LargeBooks {
    /// One chapter of 10 MB of prose.
    let oneLargeChapter: URL
    /// 20,000 pages with the resources real writers put on each.
    let longPDF: URL
    /// 3,000 documents, each an entry of the table of contents.
    let manyDocuments: URL
    /// 4 MB of prose in 40 chapters, about 2,700 pages at 80×24.
    let fourMegabytes: URL
    /// The size of its chapters' text, before zipping.
    let fourMegabytesOfText: Int

    static let longPDFPages = 20_000
    static let documents = 3_000

    init(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        oneLargeChapter = folder.appendingPathComponent("one-large-chapter.epub")
        longPDF = folder.appendingPathComponent("long.pdf")
        manyDocuments = folder.appendingPathComponent("many-documents.epub")
        fourMegabytes = folder.appendingPathComponent("four-megabytes.epub")

        Progress.say("writing the large books in \(folder.path)")
        try BenchmarkEPUB.data(
            identifier: "urn:octavo-bench:one-large-chapter", title: "One Large Chapter",
            chapters: ["<h1>The only chapter</h1>\n" + BenchmarkEPUB.paragraphs(16_000, seed: 1)]
        ).write(to: oneLargeChapter)
        try BenchmarkPDF.long(pages: Self.longPDFPages).write(to: longPDF)
        try BenchmarkEPUB.data(
            identifier: "urn:octavo-bench:many-documents", title: "Many Documents",
            chapters: (1...Self.documents).map { "<h1>Part \($0)</h1>\n" + BenchmarkEPUB.paragraphs(1, seed: $0) },
            navigation: true
        ).write(to: manyDocuments)
        let chapters = (1...40).map { "<h1>Chapter \($0)</h1>\n" + BenchmarkEPUB.paragraphs(160, seed: $0) }
        fourMegabytesOfText = chapters.reduce(0) { $0 + $1.utf8.count }
        try BenchmarkEPUB.data(
            identifier: "urn:octavo-bench:four-megabytes", title: "Four Megabytes", chapters: chapters, navigation: true
        ).write(to: fourMegabytes)
    }
}
