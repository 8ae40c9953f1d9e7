import CPango

/// Pixels as the bytes of a compressed PNG file, written by cairo: what `octavo preview --png`
/// saves.
public enum PNGFile {
    private static let cairo = Result { () throws(GraphicsLibraryError) -> Cairo in try Cairo(purpose: "PNG files") }

    /// The PNG file of `image`, with its alpha.
    public static func encode(_ image: PixelImage) throws(GraphicsLibraryError) -> [UInt8] {
        let cairo = try cairo.get()
        var words = CairoPixels.argb(of: image)
        let sink = Sink()
        let status = GraphicsLock.withLock { () -> Int32 in
            words.withUnsafeMutableBytes { bytes -> Int32 in
                guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let surface = cairo.surfaceCreateForData(base, Int32(OCTAVO_CAIRO_FORMAT_ARGB32), Int32(image.width), Int32(image.height), Int32(image.width * 4))
                else { return -1 }
                defer { cairo.surfaceDestroy(surface) }
                return cairo.writeToPNGStream(surface, { closure, data, length in
                    guard let closure, let data else { return Int32(OCTAVO_CAIRO_STATUS_WRITE_ERROR) }
                    Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return 0
                }, Unmanaged.passUnretained(sink).toOpaque())
            }
        }
        guard status == 0 else {
            throw GraphicsLibraryError(library: "libcairo.so.2", package: "libcairo2", purpose: "PNG files", reason: "cairo could not encode the picture (status \(status))")
        }
        return sink.bytes
    }

    /// Where cairo's callback appends the file's bytes.
    private final class Sink {
        var bytes: [UInt8] = []
    }
}
