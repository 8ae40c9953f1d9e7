import Foundation
import Testing

/// `octavo preview` on real pages and pictures (issue 12): colours from the PDF's content,
/// pictures listed in `--json`, pixels over sixel and kitty with `--graphics`.
@Suite struct PreviewPicturesTests {
    static let colorsPDF = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PDF/colors.pdf").path

    /// The 24-bit background colours of the cells in the output, as "R;G;B".
    private func backgrounds(_ text: String) -> Set<String> {
        Set(text.matches(of: /48;2;(\d+);(\d+);(\d+)/).map { "\($0.1);\($0.2);\($0.3)" })
    }

    @Test func aPDFPageShowsItsBlackAndRedAreasAndItsText() throws {
        let sandbox = try CLISandbox()
        let colored = try sandbox.run(["preview", Self.colorsPDF, "--color", "--json"]).object()
        let text = try #require(colored["text"] as? String)
        #expect(backgrounds(text).isSuperset(of: ["0;0;0", "255;0;0", "255;255;255"]), "\(backgrounds(text))")
        let pictures = try #require(colored["pictures"] as? [[String: Any]])
        #expect(pictures.count == 1)
        #expect(pictures.first?["source"] as? String == "page 1")
        #expect(pictures.first?["failure"] is NSNull)

        // Without colour, the ink is shapes: the black area is symbols, not blanks.
        let plain = try sandbox.run(["preview", Self.colorsPDF, "--json"]).object()
        let rows = try #require(plain["text"] as? String).split(separator: "\n").map(String.init)
        let x = try #require(pictures.first?["x"] as? Int) + 2, y = try #require(pictures.first?["y"] as? Int) + 3
        #expect(Array(rows[y])[x] != " ", "row \(y): \(rows[y])")

        let background = try sandbox.run(["set", "backgroundColor", "#102030", "--store", sandbox.store.path, Self.colorsPDF])
        #expect(background.status == 0, "\(background.stderr)")
        let recoloured = try #require(try sandbox.run(["preview", Self.colorsPDF, "--color", "--json"]).object()["text"] as? String)
        #expect(backgrounds(recoloured).contains("16;32;48"))
    }

    @Test func picturesAreListedWhereTheyWereDrawn() throws {
        let sandbox = try CLISandbox()
        let page = try sandbox.run(["preview", "--page", "2", "--json"]).object()
        let pictures = try #require(page["pictures"] as? [[String: Any]])
        let picture = try #require(pictures.first)
        #expect(picture["alt"] as? String == "A lighthouse on a rocky shore at dusk")
        #expect(picture["source"] as? String == "OEBPS/lighthouse.png")
        #expect((picture["width"] as? Int ?? 0) > 0 && (picture["height"] as? Int ?? 0) > 0)
        let first = try sandbox.run(["preview", "--json"]).object()
        #expect((first["pictures"] as? [Any])?.isEmpty == true)
    }

    @Test func graphicsSendPixelsOverSixelAndKitty() throws {
        let sandbox = try CLISandbox()
        let sixel = try sandbox.run(["preview", "--page", "2", "--graphics", "sixel"])
        #expect(sixel.status == 0, "\(sixel.stderr)")
        #expect(sixel.stdout.contains("\u{1B}7") && sixel.stdout.contains("\u{1B}P") && sixel.stdout.contains("\u{1B}8"))
        let kitty = try sandbox.run(["preview", "--page", "2", "--graphics", "kitty"])
        #expect(kitty.stdout.contains("\u{1B}_G"))
        let refused = try sandbox.run(["preview", "--graphics", "iterm"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--graphics"))
    }

    @Test func infoListsEachPDFPageSize() throws {
        let sandbox = try CLISandbox()
        let info = try sandbox.run(["info", Self.colorsPDF, "--json"]).object()
        let sizes = try #require(info["pageSizes"] as? [[String: Int]])
        #expect(sizes == [["width": 400, "height": 300]])
        let epub = try sandbox.run(["info", "--json"]).object()
        #expect(epub["pageSizes"] is NSNull)
    }
}
