import Foundation
import OctavoGraphics
import OctavoNavigator
import OctavoPreferences
import OctavoPublication

/// Pages in pixels (issue 35): typesetting with Pango and drawing with cairo, on the Live
/// Systems Manual at 1000×1400 pixels, in process, and `octavo preview --png` as a whole.
struct PixelBenchmarks {
    let octavo: URL?
    let liveManual: URL
    let runs: Int
    let slowRuns: Int
    let scratch: URL

    static let device = PixelDevice(width: 1000, height: 1400)
    static let pagesBeforeEdit = 20

    func measure() throws -> JSONValue {
        let open = try Stopwatch.measure("pixels: open the Live Manual and draw its first page at 1000×1400", runs: slowRuns) { _ in
            let navigator = try makeNavigator(for: try Publication.open(at: liveManual))
            guard navigator.renderPixelPage() != nil else { throw BenchmarkError("the first page could not be drawn in pixels") }
        }
        let navigator = try makeNavigator(for: try Publication.open(at: liveManual))
        var pages = 0
        while pages < Self.pagesBeforeEdit, navigator.goForward() { pages += 1 }
        // What an edit costs before the terminal: the page laid out again, typeset and drawn.
        let edit = try Stopwatch.measure("pixels: font size 1.0 ↔ 1.1, the new page typeset and drawn", runs: runs) { index in
            navigator.submitPreferences(EPUBPreferences(fontSize: index.isMultiple(of: 2) ? 1.1 : 1.0))
            guard navigator.renderPixelPage() != nil else { throw BenchmarkError("the page could not be drawn in pixels") }
        }
        let colour = try Stopwatch.measure("pixels: theme light ↔ sepia, the page drawn again", runs: runs) { index in
            navigator.submitPreferences(EPUBPreferences(theme: index.isMultiple(of: 2) ? .sepia : .light))
            guard navigator.renderPixelPage() != nil else { throw BenchmarkError("the page could not be drawn in pixels") }
        }
        let page = try navigator.renderPixelPage().map { $0.image } ?? { throw BenchmarkError("no page") }()
        let png = try Stopwatch.measure("pixels: a 1000×1400 page encoded as PNG", runs: runs) { _ in _ = try PNGFile.encode(page) }
        let kitty = Stopwatch.measure("pixels: a 1000×1400 page encoded for kitty (deflated, base64)", runs: runs) { _ in
            _ = KittyGraphics.display(page, id: 1, columns: 100, rows: 70)
        }
        var report: [String: JSONValue] = [
            "openAndFirstPage": open.json,
            "editFontSize": edit.json.adding("pagesBefore", .integer(pages)),
            "editTheme": colour.json,
            "encodePNG": png.json,
            "encodeKitty": kitty.json,
        ]
        if let octavo {
            report["kittyKeyToPage"] = try KittyPageBenchmark(octavo: octavo, liveManual: liveManual, runs: runs, scratch: scratch).measure()
            let environment = CommandRun.isolatedEnvironment(in: scratch.appendingPathComponent("pixels-home"))
            let file = scratch.appendingPathComponent("pixels-page.png").path
            report["previewPNG"] = try CommandRun.measure(
                "octavo preview --png of the Live Manual's page 12 at 1000×1400 (every page counted first)", octavo,
                arguments: ["preview", liveManual.path, "--page", "12", "--png", file, "--pixel-size", "1000x1400"], environment: environment, runs: slowRuns
            )
        }
        return .object(report)
    }

    private func makeNavigator(for publication: Publication) throws -> EPUBNavigator {
        let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init())
        try navigator.usePixels(Self.device)
        return navigator
    }
}
