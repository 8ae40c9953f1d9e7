#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The fonts a book embeds, made known to fontconfig for this process only, so that Pango sets
/// the book's text in them as a reading system does. Each font is written to a file that is
/// removed at once and kept open: fontconfig and FreeType read it by its `/proc/self/fd` name
/// for as long as the process runs, and nothing is left on disk.
public enum ApplicationFonts {
    private typealias ConfigGetCurrent = @convention(c) () -> OpaquePointer?
    private typealias AddFile = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>) -> Int32
    private typealias Query = @convention(c) (UnsafePointer<UInt8>, Int32, OpaquePointer?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    private typealias GetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
    private typealias Destroy = @convention(c) (OpaquePointer?) -> Void

    private struct FontConfig {
        let current: ConfigGetCurrent
        let addFile: AddFile
        let query: Query
        let getString: GetString
        let destroy: Destroy
    }

    private static let fontConfig: FontConfig? = {
        guard let library = try? LoadedLibrary(["libfontconfig.so.1"], package: "libfontconfig1", purpose: "Books' own fonts") else { return nil }
        return try? FontConfig(
            current: library.function("FcConfigGetCurrent"), addFile: library.function("FcConfigAppFontAddFile"),
            query: library.function("FcFreeTypeQuery"), getString: library.function("FcPatternGetString"),
            destroy: library.function("FcPatternDestroy")
        )
    }()

    /// Families of the fonts registered so far, by the key they were registered under, and the
    /// bytes kept for them.
    private static let registered = Mutex<(families: [String: String?], bytes: Int, count: Int)>(([:], 0, 0))

    /// A process registers at most this many fonts and bytes of them: each keeps a file open,
    /// and a hostile book could name thousands.
    static let countLimit = 64
    static let byteLimit = 128 << 20

    /// Whether no more fonts can be registered in this process: a navigator stops reading a
    /// book's fonts then.
    public static var isFull: Bool {
        registered.withLock { $0.count >= countLimit || $0.bytes + largestFont > byteLimit }
    }

    /// The largest font a book may hold (`Publication.fontData`): a registry without room for
    /// one is full before a font is read.
    static let largestFont = 32 << 20

    /// Registers the font `bytes` under `key` (a font is registered once a process, whichever
    /// navigator asks first) and returns the family fontconfig names it by; nil when fontconfig
    /// cannot read it (a damaged font, a format FreeType does not know) or is missing.
    public static func register(_ bytes: [UInt8], key: String) -> String? {
        let admitted = registered.withLock { registered -> String?? in
            if let known = registered.families[key] { return .some(known) }
            guard registered.count < countLimit, registered.bytes + bytes.count <= byteLimit else { return .some(nil) }
            registered.bytes += bytes.count
            registered.count += 1
            return .none
        }
        if let admitted { return admitted }
        FontConfiguration.setUpHere()
        FontConfiguration.waitUntilReady()
        let family = GraphicsLock.withLock { () -> String? in
            guard let fontConfig, let path = keptFile(with: bytes) else { return nil }
            return path.withCString { name -> String? in
                name.withMemoryRebound(to: UInt8.self, capacity: path.utf8.count + 1) { file -> String? in
                    var count: Int32 = 0
                    guard let pattern = fontConfig.query(file, 0, nil, &count) else { return nil }
                    defer { fontConfig.destroy(pattern) }
                    var value: UnsafeMutablePointer<UInt8>?
                    guard fontConfig.getString(pattern, "family", 0, &value) == 0, let value else { return nil }
                    let family = String(cString: value)
                    guard fontConfig.addFile(fontConfig.current(), file) != 0 else { return nil }
                    return family
                }
            }
        }
        registered.withLock { $0.families[key] = .some(family) }
        return family
    }

    /// A file holding `bytes`, removed from its folder at once and kept open; its
    /// `/proc/self/fd` name, or nil when it cannot be written.
    private static func keptFile(with bytes: [UInt8]) -> String? {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/octavo-font-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                close(descriptor)
                return nil
            }
            written += count
        }
        return "/proc/self/fd/\(descriptor)"
    }
}
