import Foundation
import OctavoCanvas
import OctavoGraphics
import OctavoNavigator
import OctavoPreferences
import OctavoPublication

/// What real pages and pictures cost (issue 12): one PDF page rendered by poppler and turned
/// into 120×40 cells by chafa, and the first frame of `octavo preview` as a whole process on a
/// PDF, on the sample (whose picture is on its first page at 120×40) and on an EPUB without
/// pictures, whose figure shows that the graphics libraries are not loaded for it.
struct GraphicsBenchmarks {
    let octavo: URL?
    let liveManual: URL
    let runs: Int
    let slowRuns: Int
    let scratch: URL

    static let size = Size(width: 120, height: 40)

    func measure() throws -> JSONValue {
        let folder = scratch.appendingPathComponent("graphics")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pdf = folder.appendingPathComponent("report.pdf")
        try BenchmarkPDF.data(pages: 40).write(to: pdf)
        let publication = try Publication.open(at: pdf)

        var page = 0
        let render = try Stopwatch.measure("PDF: render one page into 120×40 cells", runs: runs) { _ in
            page = (page + 1) % publication.pageSizeTable.count
            guard let pixels = publication.renderPage(page, width: Self.size.width * 4, height: Self.size.height * 8) else {
                throw BenchmarkError("poppler could not render page \(page + 1)")
            }
            _ = try SymbolRenderer.render(pixels, columns: Self.size.width, rows: Self.size.height, depth: .truecolor)
        }
        let openAndDraw = try Stopwatch.measure("PDF: open and draw the first spread at 120×40", runs: slowRuns) { _ in
            let navigator = try PDFNavigator(publication: try Publication.open(at: pdf), initialLocation: nil, config: .init(preferences: PDFPreferences()))
            navigator.viewport = Viewport(width: Self.size.width, height: Self.size.height)
            _ = navigator.renderCanvas()
        }
        var report: [String: JSONValue] = [
            "pdfPageInto120x40Cells": render.json,
            "pdfOpenAndFirstSpread": openAndDraw.json,
            "pdfPages": .integer(publication.pageSizeTable.count),
        ]
        guard let octavo else { return .object(report) }
        let environment = CommandRun.isolatedEnvironment(in: folder)
        let size = ["--width", "\(Self.size.width)", "--height", "\(Self.size.height)", "--color"]
        let previews = [
            ("previewPDF", "the 40-page PDF", ["preview", pdf.path] + size),
            ("previewSampleWithPicture", "the sample", ["preview"] + size),
            ("previewEPUBWithoutPictures", "the Live Manual", ["preview", liveManual.path] + size),
        ]
        for (name, book, arguments) in previews {
            report[name] = try CommandRun.measure("octavo preview of \(book) at 120×40", octavo, arguments: arguments, environment: environment, runs: slowRuns)
        }
        return .object(report)
    }
}
