import CHyphen
import OctavoGraphics

/// libhyphen, opened when a page is first hyphenated: most starts hyphenate nothing, and each
/// library linked is opened and relocated before `main`.
package struct HyphenLibrary: Sendable {
    /// The library, or why it could not be opened (then pages are not hyphenated).
    package static let loaded = Result { () throws(GraphicsLibraryError) -> HyphenLibrary in try HyphenLibrary() }
    /// Its file, by soname, and the Debian package that installs it.
    package static let file = "libhyphen.so.0"
    package static let debianPackage = "libhyphen0"

    let load: octavo_hnj_hyphen_load_fn
    let free: octavo_hnj_hyphen_free_fn
    let hyphenate: octavo_hnj_hyphen_hyphenate2_fn

    private init() throws(GraphicsLibraryError) {
        let library = try LoadedLibrary([Self.file], package: Self.debianPackage, purpose: "Hyphenation")
        load = try library.function("hnj_hyphen_load")
        free = try library.function("hnj_hyphen_free")
        hyphenate = try library.function("hnj_hyphen_hyphenate2")
    }
}
