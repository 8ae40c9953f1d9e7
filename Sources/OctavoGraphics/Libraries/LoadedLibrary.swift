#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A shared library opened with `dlopen` on first use. The graphics libraries are big (poppler
/// and cairo bring some thirty libraries with them), so linking them would make every start pay
/// for them; opened here, they cost nothing until a page or a picture is drawn.
package struct LoadedLibrary {
    package let handle: UnsafeMutableRawPointer
    package let file: String

    /// Tries each file name in turn (the soname first), and names the Debian package in the
    /// error, which is what a user has to install.
    ///
    /// Lazily bound: the functions Octavo calls are looked up at once (`function(_:)`), but the
    /// libraries' calls into each other are bound on first use, rather than all of them before
    /// poppler can start on the first page.
    package init(_ files: [String], package: String, purpose: String) throws(GraphicsLibraryError) {
        var reason = "not found"
        for file in files {
            if let handle = dlopen(file, RTLD_LAZY | RTLD_LOCAL) {
                self.handle = handle
                self.file = file
                return
            }
            if let message = dlerror() { reason = String(cString: message) }
        }
        throw GraphicsLibraryError(library: files[0], package: package, purpose: purpose, reason: reason)
    }

    /// The function `name`, as the pointer type `T` the shim header declares for it.
    package func function<T>(_ name: String, as type: T.Type = T.self) throws(GraphicsLibraryError) -> T {
        guard let symbol = dlsym(handle, name) else {
            throw GraphicsLibraryError(library: file, package: nil, purpose: "", reason: "it has no function \(name)")
        }
        return unsafeBitCast(symbol, to: T.self)
    }
}
