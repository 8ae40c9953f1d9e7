import ArgumentParser
import FoundationEssentials
import OctavoFiles
import OctavoGraphics
import OctavoNavigator
import OctavoPreferences
import OctavoPublication
import OctavoSession

extension PreviewCommand {
    /// --pixel-size and --device-pixel-ratio as a device.
    func pixelDevice() throws -> PixelDevice {
        let pixelSize = self.pixelSize ?? "1000x1400"
        let parts = pixelSize.lowercased().split { $0 == "x" || $0 == "×" }
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (16...PixelSurface.maximumSide).contains(width), (16...PixelSurface.maximumSide).contains(height) else {
            throw ValidationError("--pixel-size takes WIDTHxHEIGHT in pixels, from 16x16 to 16384x16384 (it was \(pixelSize))")
        }
        guard devicePixelRatio.isFinite, (1...4).contains(devicePixelRatio) else {
            throw ValidationError("--device-pixel-ratio must be from 1 to 4 (it was \(devicePixelRatio))")
        }
        return PixelDevice(width: width, height: height, devicePixelRatio: devicePixelRatio)
    }

    /// The page in pixels: saved as a PNG file with --png, printed inline with --graphics kitty
    /// or sixel, and its geometry with --json.
    func previewPixels(of session: PreferencesSession) throws {
        let device = try pixelDevice()
        let publication = session.publication
        let size = "\(device.width)×\(device.height) pixels"
        let page: PixelPage?
        switch session.navigator {
        case let epub as EPUBNavigator:
            do {
                try epub.usePixels(device)
            } catch {
                throw CommandFailure("--png: \(error)", exit: OctavoExit.unreadable)
            }
            _ = epub.paginate(until: nil)
            try goToRequestedPage(epub, publication: publication, size: size)
            page = epub.renderPixelPage()
            for warning in epub.contentWarnings { TextOutput.message("warning: \(warning)") }
        case let pdf as PDFNavigator:
            // One page at a time in pixels, so --page is the page's own number, not a spread's.
            if let number = self.page {
                guard pdf.go(toPage: number) else {
                    throw CommandFailure("--page \(number): the publication has \(publication.readingOrder.count) pages", exit: OctavoExit.usage)
                }
            } else {
                try goToRequestedPage(pdf, publication: publication, size: size)
            }
            page = pdf.renderPixelPage(device: device)
        default:
            page = nil
        }
        guard let page else {
            throw CommandFailure("--png: the page could not be drawn at \(size)", exit: OctavoExit.unreadable)
        }
        if let png { try save(page.image, to: png) }
        let location = session.navigator.currentLocation.map(JSONOutput.value(of:)) ?? .null
        if json {
            JSONOutput.print(Self.json(page, navigator: session.navigator, locator: location))
            return
        }
        if graphics != .symbols { print(try Self.inline(page.image, as: graphics)) }
        print(JSONOutput.line(location))
    }

    private func save(_ image: PixelImage, to path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try PNGFile.encode(image)
        } catch {
            throw CommandFailure("--png: \(error)", exit: OctavoExit.unreadable)
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        do {
            try AtomicFile.write(Data(bytes), to: absolute, root: "/", mode: 0o666)
        } catch {
            throw CommandFailure("\(path): \(error.reason)", exit: OctavoExit.cannotWrite)
        }
    }

    /// The page as the escape sequence of a pixel protocol, as wide as the terminal (80 columns
    /// when it is not one), as tall as its proportions make it in cells twice as tall as wide.
    private static func inline(_ image: PixelImage, as graphics: GraphicsProtocol) throws -> String {
        let columns = TerminalPixelSize.cells().columns
        let rows = max(1, Int((Double(columns) * Double(image.height) / Double(image.width) / 2).rounded()))
        do {
            return try GraphicsEncoder.encode(image, columns: columns, rows: rows, as: graphics)
        } catch {
            throw CommandFailure("--graphics \(graphics.rawValue): \(error.reason)", exit: OctavoExit.unreadable)
        }
    }

    private static func json(_ page: PixelPage, navigator: any VisualNavigator, locator: JSONValue) -> JSONValue {
        func box(_ box: PixelPage.Box) -> [String: JSONValue] {
            ["x": .integer(box.x), "y": .integer(box.y), "width": .integer(box.width), "height": .integer(box.height)]
        }
        return .object([
            "page": navigator.pageNumber.map(JSONValue.integer) ?? .null,
            "pageCount": navigator.pageCount.map(JSONValue.integer) ?? .null,
            "pixelSize": .object(["width": .integer(page.device.width), "height": .integer(page.device.height)]),
            "devicePixelRatio": .number(page.device.devicePixelRatio),
            "fontSizePx": page.fontSize.map(JSONValue.number) ?? .null,
            "fontFamily": page.fontFamily.map(JSONValue.string) ?? .null,
            "fontSubstitution": page.fontSubstitution.map(JSONValue.string) ?? .null,
            "contentBox": .object(box(page.contentBox)),
            "lines": .array(page.lines.map { line in
                var object = box(line.box)
                object["text"] = .string(line.text)
                object["baseline"] = .number((line.baseline * 100).rounded() / 100)
                return .object(object)
            }),
            "pictures": .array(page.pictures.map { picture in
                var object = box(picture.box)
                object["source"] = .string(picture.source)
                return .object(object)
            }),
            "locator": locator,
        ])
    }
}
