import Foundation
import OctavoGraphics
import Testing

/// `octavo preview --png` (issue 35): the page in pixels as a PNG file, its geometry with
/// --json, and one-line errors for a wrong size, a page past the end and a file that cannot be
/// written.
@Suite struct PreviewPNGTests {
    private func picture(at path: String) throws -> PixelImage {
        try PictureDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func anEPUBPageIsWrittenWithItsGeometry() throws {
        let sandbox = try CLISandbox()
        let file = sandbox.root.appendingPathComponent("page.png").path
        let result = try sandbox.run(["preview", TestBook.liveManualPath, "--page", "12", "--png", file, "--pixel-size", "600x800", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try result.object()
        #expect(Set(object.keys) == ["page", "pageCount", "pixelSize", "devicePixelRatio", "fontSizePx", "fontFamily", "fontSubstitution", "contentBox", "lines", "pictures", "locator"])
        #expect(object["page"] as? Int == 12)
        #expect(object["fontSizePx"] as? Double == 16)
        #expect(object["fontFamily"] as? String == "DejaVu Serif")
        #expect(object["fontSubstitution"] is NSNull, "serif is fontconfig's alias: nothing stands in for it")
        #expect(object["contentBox"] as? [String: Int] == ["x": 20, "y": 20, "width": 560, "height": 760])
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.contains { ($0["text"] as? String)?.hasPrefix("This manual serves as a single access point") == true }, "\(lines)")
        let image = try picture(at: file)
        #expect(image.width == 600 && image.height == 800)
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o044 } == 0o044, "an exported picture is readable by others, as the umask allows")
    }

    /// A family that is not installed is set in fontconfig's nearest, and the page says so;
    /// OpenDyslexic, which the tests install, is set in itself.
    @Test func aFamilyThatIsNotInstalledIsNamedWithWhatStandsInForIt() throws {
        let sandbox = try CLISandbox()
        let file = sandbox.root.appendingPathComponent("page.png").path
        for (family, substituted) in [("AccessibleDfA", true), ("OpenDyslexic", false)] {
            try #require(try sandbox.run(["set", "fontFamily", family, TestBook.liveManualPath, "--activate"]).status == 0)
            let object = try sandbox.run(["preview", TestBook.liveManualPath, "--png", file, "--json"]).object()
            let used = try #require(object["fontFamily"] as? String)
            if substituted {
                #expect(object["fontSubstitution"] as? String == "\(family) is not installed: set in \(used)")
            } else {
                #expect(used == family && object["fontSubstitution"] is NSNull, "\(object["fontSubstitution"] ?? "")")
            }
        }
    }

    @Test func aPDFPageIsDrawnWholeAndCentred() throws {
        let sandbox = try CLISandbox()
        let pdf = try TestPDF.write(in: sandbox.root)
        let file = sandbox.root.appendingPathComponent("pdf.png").path
        let result = try sandbox.run(["preview", pdf, "--page", "2", "--png", file, "--pixel-size", "800x800", "--json"])
        try #require(result.status == 0, "\(result.stderr)")
        let object = try result.object()
        #expect((object["lines"] as? [Any])?.isEmpty == true)
        #expect(object["fontFamily"] is NSNull)
        let box = try #require(object["contentBox"] as? [String: Int])
        #expect(box["height"] == 800 && (box["x"] ?? 0) > 0)
        let image = try picture(at: file)
        #expect(image.color(x: 1, y: 400) == 0x808080, "the grey around the page")
        #expect(image.color(x: 400, y: 2) != 0x808080, "the page itself")
    }

    @Test(arguments: ["kitty", "sixel"])
    func thePagePrintsInlineOverAPixelProtocol(graphics: String) throws {
        let result = try CLISandbox().run(["preview", "--pixel-size", "400x500", "--graphics", graphics])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(graphics == "kitty" ? "\u{1B}_G" : "\u{1B}P"), "\(result.stdout.prefix(20).debugDescription)")
        let last = try #require(result.stdout.split(separator: "\n").last)
        #expect(last.hasPrefix("{\"href\":"), "the locator ends the output")
    }

    @Test func aWrongPixelSizeIsAUsageError() throws {
        let result = try CLISandbox().run(["preview", "--png", "x.png", "--pixel-size", "9x9000000"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--pixel-size takes WIDTHxHEIGHT"), "\(result.stderr)")
    }

    @Test func aPagePastTheEndIsAUsageError() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(["preview", "--png", sandbox.root.appendingPathComponent("x.png").path, "--page", "100000"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("octavo: --page 100000: the publication has "), "\(result.stderr)")
        #expect(result.stderr.contains("1000×1400 pixels"))
    }

    @Test func aFileThatCannotBeWrittenExitsWith4() throws {
        let sandbox = try CLISandbox()
        let file = sandbox.root.appendingPathComponent("missing/folder/page.png").path
        let result = try sandbox.run(["preview", "--png", file])
        #expect(result.status == 4)
        #expect(result.stderr.hasPrefix("octavo: \(file): "), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
