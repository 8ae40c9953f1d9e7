#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The graphics libraries this machine would draw pages and pictures with, and their versions,
/// for `octavo --version --verbose`: each is opened to be asked, as the first PDF or picture
/// would open it.
public enum GraphicsLibraryVersions {
    /// One line per library: its name and version, or why it cannot be opened.
    public static func describe() -> [(library: String, version: String)] {
        [
            ("poppler", version(["libpoppler-glib.so.8"], package: "libpoppler-glib8", function: "poppler_get_version")),
            ("cairo", version(["libcairo.so.2"], package: "libcairo2", function: "cairo_version_string")),
            ("chafa", version(["libchafa.so.0"], package: "libchafa0", function: nil)),
            ("gdk-pixbuf", version(["libgdk_pixbuf-2.0.so.0"], package: "libgdk-pixbuf-2.0-0", variable: "gdk_pixbuf_version")),
        ]
    }

    /// The string a function of the library returns, or, for a library with no such function,
    /// the version in the name of its file.
    private static func version(_ files: [String], package: String, function: String?) -> String {
        let library: LoadedLibrary
        do { library = try LoadedLibrary(files, package: package, purpose: "") } catch { return "not installed (Debian package \(package))" }
        if let function, let ask = try? library.function(function, as: (@convention(c) () -> UnsafePointer<CChar>?).self), let text = ask() {
            return String(cString: text)
        }
        return MappedLibraryFile.version(of: library.file).map { "\($0) (of its file, \(MappedLibraryFile.path(of: library.file) ?? library.file))" } ?? "installed, version not known"
    }

    /// The string a variable of the library holds.
    private static func version(_ files: [String], package: String, variable: String) -> String {
        let library: LoadedLibrary
        do { library = try LoadedLibrary(files, package: package, purpose: "") } catch { return "not installed (Debian package \(package))" }
        guard let symbol = dlsym(library.handle, variable) else { return "installed, version not known" }
        guard let text = symbol.assumingMemoryBound(to: UnsafePointer<CChar>?.self).pointee else { return "installed, version not known" }
        return String(cString: text)
    }
}
