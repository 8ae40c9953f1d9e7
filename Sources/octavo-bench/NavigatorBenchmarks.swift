import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoPreferences

/// Opening, re-laying out and paging through a real book, as a reader feels them: every figure
/// includes drawing the resulting page into terminal cells.
struct NavigatorBenchmarks {
    let runs: Int
    let slowRuns: Int

    static let viewport = Viewport(width: 80, height: 24)
    /// How far into the book the font-size change happens, so that the navigator has to keep a
    /// location that is not the start.
    static let pagesBeforeRelayout = 50
    static let pagesTurned = 100

    /// Every figure for the book at `url`, named `name` in the lines on stderr.
    func measure(book url: URL, named name: String) throws -> JSONValue {
        let open = try Stopwatch.measure("\(name): open and draw the first page", runs: slowRuns) { _ in
            _ = try makeNavigator(for: try Publication.open(at: url)).renderCanvas()
        }
        let publication = try Publication.open(at: url)

        let navigator = try makeNavigator(for: publication)
        var pagesBefore = 0
        while pagesBefore < Self.pagesBeforeRelayout, navigator.goForward() { pagesBefore += 1 }
        let relayout = Stopwatch.measure("\(name): font size 1.0 ↔ 1.5 after \(pagesBefore) pages", runs: runs) { index in
            navigator.submitPreferences(EPUBPreferences(fontSize: index.isMultiple(of: 2) ? 1.5 : 1.0))
            _ = navigator.renderCanvas()
        }

        var pagesTurned = 0
        let turning = try Stopwatch.measure(
            "\(name): turn \(Self.pagesTurned) pages",
            runs: slowRuns,
            prepare: { _ in
                let fresh = try makeNavigator(for: publication)
                _ = fresh.renderCanvas()
                return fresh
            },
            { navigator, _ in
                pagesTurned = 0
                while pagesTurned < Self.pagesTurned, navigator.goForward() {
                    _ = navigator.renderCanvas()
                    pagesTurned += 1
                }
            }
        )

        return .object([
            "openAndFirstPage": open.json,
            "relayoutAfterFontSizeChange": relayout.json.adding("pagesBefore", .integer(pagesBefore)),
            "turnPages": turning.json.adding("pages", .integer(pagesTurned)),
            "readingOrderCount": .integer(publication.readingOrder.count),
            "fileBytes": .integer(Self.size(of: url)),
        ])
    }

    /// A navigator on a fresh location with the default preferences, in a standard terminal.
    private func makeNavigator(for publication: Publication) throws -> EPUBNavigator {
        let navigator = try EPUBNavigator(
            publication: publication, initialLocation: nil,
            config: .init(preferences: EPUBPreferences(), defaults: EPUBDefaults())
        )
        navigator.viewport = Self.viewport
        return navigator
    }

    private static func size(of url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
