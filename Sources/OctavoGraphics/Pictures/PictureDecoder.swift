import CGLib
import CChafa

/// Decodes a picture (PNG, JPEG, GIF, SVG, WebP: whatever gdk-pixbuf has a loader for) into
/// pixels. A picture larger than `maxPixels` is decoded at a smaller size that keeps its
/// proportions, so a hostile book cannot make Octavo allocate gigabytes for one picture.
public enum PictureDecoder {
    /// Enough for a full-screen picture at the densest sixel cell size Octavo asks for.
    public static let maxPixels = 4_000_000

    public static func decode(_ bytes: [UInt8], maxPixels: Int = maxPixels) throws(PictureError) -> PixelImage {
        try GraphicsLock.withLock { () throws(PictureError) -> PixelImage in try decodeLocked(bytes, maxPixels: maxPixels) }
    }

    private static func decodeLocked(_ bytes: [UInt8], maxPixels: Int) throws(PictureError) -> PixelImage {
        let library: GdkPixbuf
        switch GdkPixbuf.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error): throw PictureError(error.description)
        }
        guard !bytes.isEmpty else { throw PictureError("the picture file is empty") }
        guard let loader = library.loaderNew() else { throw PictureError("gdk-pixbuf could not start a decoder") }
        defer { library.glib.objectUnref(UnsafeMutableRawPointer(loader)) }
        var limit = maxPixels
        var error: UnsafeMutablePointer<OctavoGError>?
        var closeError: UnsafeMutablePointer<OctavoGError>?
        let (written, closed) = withUnsafeMutablePointer(to: &limit) { limit in
            // The handler is told the limit through its data pointer, which lives until the
            // loader is closed, the last moment it can be called.
            _ = library.glib.signalConnect(UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(limitSize, to: (@convention(c) () -> Void).self), limit, nil, 0)
            let written = bytes.withUnsafeBufferPointer { library.loaderWrite(loader, $0.baseAddress, $0.count, &error) }
            return (written, library.loaderClose(loader, &closeError))
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
        let sentence = reason.split(separator: ".", maxSplits: 1).first.map(String.init) ?? reason
        return "the picture could not be decoded (\(sentence.prefix(160)))"
    }

    /// The "size-prepared" handler: scales a picture over the limit (an `Int` at `data`) down
    /// before it is decoded.
    private static let limitSize: octavo_gdk_pixbuf_size_prepared_fn = { loader, width, height, data in
        guard let loader, let data, width > 0, height > 0, case .success(let library) = GdkPixbuf.loaded else { return }
        let limit = Double(data.load(as: Int.self))
        let pixels = Double(width) * Double(height)
        guard pixels > limit else { return }
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
