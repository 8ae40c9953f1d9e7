import Foundation
import OctavoNavigator
import OctavoPublication
import OctavoTestSupport
import Testing

/// Issue 35's "lines break as a CSS engine breaks them": the paragraphs of three real chapters
/// (the Live Systems Manual's), set in the same content box, font, size and line height by
/// Octavo and by WeasyPrint (a CSS engine on Pango), end their lines at the same word at least
/// nine times in ten. WeasyPrint's lines are read back from its PDF with pdftotext's layout.
@Suite struct CSSLineBreakTests {
    static let chapters = ["OEBPS/about-manual.xhtml", "OEBPS/about-project.xhtml", "OEBPS/contributing-to-project.xhtml"]

    @Test(arguments: chapters)
    func linesEndAtTheWordsWeasyPrintEndsThemAt(chapter: String) throws {
        let paragraphs = try Self.paragraphs(of: chapter)
        try #require(paragraphs.count >= 5)
        let ours = try Self.octavoLines(paragraphs)
        let theirs = try Self.weasyPrintLines(paragraphs, name: chapter)
        let ourEnds = Self.lineEnds(ours), theirEnds = Self.lineEnds(theirs)
        let agreeing = ourEnds.intersection(theirEnds).count
        let share = Double(agreeing) / Double(max(ourEnds.count, theirEnds.count))
        print("\(chapter): \(agreeing) of \(ourEnds.count) line ends agree with WeasyPrint's \(theirEnds.count) (\(Int(share * 100))%)")
        let differing = zip(ours, theirs).filter { $0 != $1 }.prefix(3).map { "Octavo: \($0)\nWeasyPrint: \($1)" }
        #expect(share >= 0.9, "\(chapter): \(Int(share * 100))% of the line ends agree; paragraphs that differ:\n\(differing.joined(separator: "\n"))")
    }

    /// The chapter's paragraphs as plain text, whitespace collapsed.
    static func paragraphs(of href: String) throws -> [String] {
        let publication = try NavigatorBooks.liveManual()
        let index = try #require(publication.readingOrder.firstIndex { $0.href == href })
        return try publication.contentDocument(at: index).blocks.compactMap { block in
            guard case .paragraph = block.kind else { return nil }
            let text = block.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return text.count >= 40 ? text : nil
        }
    }

    /// The set where each line ends, as (paragraph, letters before the end): a line that ends
    /// at the same word in both engines has the same pair. Letters are counted without spaces,
    /// so a line broken after a hyphen counts as the word's first part.
    static func lineEnds(_ lines: [[String]]) -> Set<[Int]> {
        var ends = Set<[Int]>()
        for (number, paragraph) in lines.enumerated() {
            var letters = 0
            for line in paragraph.dropLast() {
                letters += letterCount(line)
                ends.insert([number, letters])
            }
        }
        return ends
    }

    static func letterCount(_ text: String) -> Int { text.unicodeScalars.count { !$0.properties.isWhitespace } }

    /// Octavo's lines, paragraph by paragraph, at 600 pixels wide (a 560-pixel content box).
    static func octavoLines(_ paragraphs: [String]) throws -> [[String]] {
        let book = try PixelPages.paragraphs(paragraphs.map(Self.escaped))
        let navigator = try PixelPages.navigator(book, preferences: EPUBPreferences(publisherStyles: false), device: PixelDevice(width: 600, height: 4000))
        var lines: [String] = []
        repeat {
            lines += try PixelPages.render(navigator).lines.map(\.text)
        } while navigator.goForward()
        return group(lines, into: paragraphs)
    }

    /// WeasyPrint's lines for the same paragraphs in the same box and font.
    static func weasyPrintLines(_ paragraphs: [String], name: String) throws -> [[String]] {
        let folder = TestEPUB.folder.appendingPathComponent("weasyprint-" + name.replacingOccurrences(of: "/", with: "-"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let html = folder.appendingPathComponent("chapter.html"), pdf = folder.appendingPathComponent("chapter.pdf")
        let body = paragraphs.map { "<p>\(escaped($0))</p>" }.joined(separator: "\n")
        try Data("""
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>
            @page { size: 600px 16000px; margin: 20px 20px; }
            body { margin: 0; font-family: "DejaVu Serif"; font-size: 16px; line-height: 1.2; }
            p { margin: 0 0 16px 0; text-align: left; hyphens: manual; }
            </style></head><body>\(body)</body></html>
            """.utf8).write(to: html)
        try DebianTool("weasyprint", package: "weasyprint").run([html.path, pdf.path])
        // The lines as laid out, from the words pdftotext finds on each (its plain text joins a
        // word broken after a hyphen back onto one line).
        let layout = String(decoding: try DebianTool("pdftotext", package: "poppler-utils").run(["-bbox-layout", pdf.path, "-"]), as: UTF8.self)
        let lines = layout.components(separatedBy: "</line>").compactMap { block -> String? in
            let words = block.matches(of: /<word [^>]*>([^<]*)<\/word>/).map { unescaped(String($0.1)) }
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
        return group(lines, into: paragraphs)
    }

    /// Lines cut back into their paragraphs, by counting each paragraph's letters.
    static func group(_ lines: [String], into paragraphs: [String]) -> [[String]] {
        var grouped: [[String]] = []
        var remaining = lines[...]
        for paragraph in paragraphs {
            let total = letterCount(paragraph)
            var letters = 0
            var own: [String] = []
            while letters < total, let line = remaining.first {
                own.append(line)
                letters += letterCount(line)
                remaining = remaining.dropFirst()
            }
            grouped.append(own)
        }
        return grouped
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
