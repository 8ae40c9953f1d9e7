import CGLib
import CChafa

/// Decodes a picture (PNG, JPEG, GIF, SVG, WebP: whatever gdk-pixbuf has a loader for) into
/// pixels. A picture larger than `maxPixels` is decoded at a smaller size that keeps its
/// proportions: SVG is drawn at that size and JPEG scaled while it loads (to an eighth of each
/// side at most); other formats are decoded whole and then scaled. A picture whose smallest
/// decoding passes `decodeLimit` pixels is refused before any is decoded, and the page shows its
/// alt text with the reason: a hostile book cannot make Octavo allocate gigabytes for one.
public enum PictureDecoder {
    /// Enough for a full-screen picture at the densest sixel cell size Octavo asks for.
    public static let maxPixels = 4_000_000
    /// The most pixels decoded at full size, for a format that cannot be scaled while it loads:
    /// 80 MB at four bytes a pixel.
    public static let decodeLimit = 20_000_000

    public static func decode(_ bytes: [UInt8], maxPixels: Int = maxPixels) throws(PictureError) -> PixelImage {
        try GraphicsLock.withLock { () throws(PictureError) -> PixelImage in try decodeLocked(bytes, maxPixels: maxPixels) }
    }

    /// What the "size-prepared" handler is told, and what it says back.
    private struct SizeRequest {
        let maxPixels: Int
        let scalesWhileLoading: Bool
        /// The picture's size when it is too large to decode.
        var refused: (width: Int, height: Int)?
    }

    /// How much is handed to the decoder at first: enough for any format's header, little
    /// enough that a picture refused on its header has decoded next to nothing.
    private static let firstWrite = 4_096

    private static func decodeLocked(_ bytes: [UInt8], maxPixels: Int) throws(PictureError) -> PixelImage {
        let library: GdkPixbuf
        switch GdkPixbuf.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error): throw PictureError(error.description)
        }
        guard !bytes.isEmpty else { throw PictureError("the picture file is empty") }
        let jpeg = isJPEG(bytes), svg = !jpeg && isSVG(bytes)
        let scalesWhileLoading = jpeg || svg
        // The fewest pixels the decoder makes: an SVG is drawn at the size asked for, a JPEG at an
        // eighth of each side at least, anything else whole. In floating point: a header's two
        // sides may each be up to 2^32 − 1.
        if !svg, let size = PictureDimensions.read(bytes) {
            let shrink = jpeg ? 8.0 : 1.0
            if (Double(size.width) / shrink).rounded(.up) * (Double(size.height) / shrink).rounded(.up) > Double(decodeLimit) { throw tooLarge(size) }
        }
        guard let loader = library.loaderNew() else { throw PictureError("gdk-pixbuf could not start a decoder") }
        defer { library.glib.objectUnref(UnsafeMutableRawPointer(loader)) }
        var request = SizeRequest(maxPixels: maxPixels, scalesWhileLoading: scalesWhileLoading)
        var error: UnsafeMutablePointer<OctavoGError>?
        var closeError: UnsafeMutablePointer<OctavoGError>?
        let (written, closed) = withUnsafeMutablePointer(to: &request) { request in
            // The handler is told the request through its data pointer, which lives until the
            // loader is closed, the last moment it can be called.
            _ = library.glib.signalConnect(UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(limitSize, to: (@convention(c) () -> Void).self), request, nil, 0)
            // The header first, then the rest unless the handler refused the picture.
            let written = bytes.withUnsafeBufferPointer { buffer in
                let head = min(buffer.count, firstWrite)
                guard library.loaderWrite(loader, buffer.baseAddress, head, &error) != 0 else { return Int32(0) }
                guard request.pointee.refused == nil, head < buffer.count else { return Int32(1) }
                return library.loaderWrite(loader, buffer.baseAddress! + head, buffer.count - head, &error)
            }
            return (written, library.loaderClose(loader, &closeError))
        }
        if let refused = request.refused {
            _ = library.glib.take(error)
            _ = library.glib.take(closeError)
            throw tooLarge(refused)
        }
        if written == 0 || closed == 0 {
            // Each error is taken (and freed) exactly once; the write's says most.
            let writeReason = library.glib.take(error), closeReason = library.glib.take(closeError)
            throw PictureError(describe(writeReason ?? closeReason ?? "unknown error"))
        }
        guard let decoded = library.loaderPixbuf(loader) else { throw PictureError("the picture could not be decoded") }
        // The loader owns `decoded`; the turned copy (EXIF orientation) is ours to release.
        guard let pixbuf = library.applyOrientation(decoded) else { throw PictureError("the picture could not be decoded") }
        defer { library.glib.objectUnref(UnsafeMutableRawPointer(pixbuf)) }
        return pixels(of: pixbuf, library: library)
    }

    private static func tooLarge(_ size: (width: Int, height: Int)) -> PictureError {
        PictureError("the picture is \(size.width) × \(size.height) pixels, more than the \(decodeLimit / 1_000_000) million Octavo decodes")
    }

    private static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        let mark = Array("<svg".utf8)
        let head = bytes.prefix(4_096)
        return head.indices.contains { head[$0...].starts(with: mark) }
    }

    private static func pixels(of pixbuf: OpaquePointer, library: GdkPixbuf) -> PixelImage {
        let width = Int(library.width(pixbuf)), height = Int(library.height(pixbuf))
        let stride = Int(library.rowstride(pixbuf)), channels = Int(library.channels(pixbuf))
        let alpha = library.hasAlpha(pixbuf) != 0
        let source = UnsafePointer(library.pixels(pixbuf)!)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = source + y * stride
                for x in 0..<width {
                    let i = x * channels, o = (y * width + x) * 4
                    if channels >= 3 {
                        out[o] = row[i]; out[o + 1] = row[i + 1]; out[o + 2] = row[i + 2]
                    } else {
                        out[o] = row[i]; out[o + 1] = row[i]; out[o + 2] = row[i]
                    }
                    if alpha { out[o + 3] = row[i + channels - 1] }
                }
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// gdk-pixbuf's messages name the file format's internals; the first sentence is enough.
    private static func describe(_ reason: String) -> String {
        let line = reason.split(whereSeparator: \.isNewline).first.map(String.init) ?? reason
        let sentence = line.split(separator: ".", maxSplits: 1).first.map(String.init) ?? line
        return "the picture could not be decoded (\(sentence.prefix(160)))"
    }

    /// The "size-prepared" handler: scales a picture over the limit down before it is decoded,
    /// or refuses one too large to decode whole when its format cannot be scaled while it loads
    /// (the loader is then given no more of it).
    private static let limitSize: octavo_gdk_pixbuf_size_prepared_fn = { loader, width, height, data in
        guard let loader, let data, width > 0, height > 0, case .success(let library) = GdkPixbuf.loaded else { return }
        let request = data.assumingMemoryBound(to: SizeRequest.self)
        let limit = Double(request.pointee.maxPixels)
        let pixels = Double(width) * Double(height)
        guard pixels > limit else { return }
        if !request.pointee.scalesWhileLoading, pixels > Double(decodeLimit) {
            request.pointee.refused = (Int(width), Int(height))
            return
        }
        let scale = (limit / pixels).squareRoot()
        library.loaderSetSize(loader, max(1, Int32(Double(width) * scale)), max(1, Int32(Double(height) * scale)))
    }
}

/// Why a picture could not be drawn, in words, shown in place of the picture with its alt text.
public struct PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) { self.reason = reason }

    public var description: String { reason }
}
