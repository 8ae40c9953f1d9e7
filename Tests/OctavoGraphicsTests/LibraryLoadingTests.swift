import Testing
@testable import OctavoGraphics

@Suite struct LibraryLoadingTests {
    /// A library missing at run time is named in one line with the package that provides it,
    /// which is what callers show in place of the picture.
    @Test func aMissingLibraryNamesItselfAndItsPackage() {
        #expect {
            try LoadedLibrary(["libdoesnotexist.so.9"], package: "libdoesnotexist9", purpose: "Pictures")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("Pictures need libdoesnotexist.so.9, which could not be loaded (")
                && text.hasSuffix("; install the Debian package libdoesnotexist9") && !text.contains("\n")
        }
    }

    @Test func aMissingFunctionIsNamed() throws {
        let glib = try LoadedLibrary(["libglib-2.0.so.0"], package: "libglib2.0-0", purpose: "Pictures")
        #expect(throws: GraphicsLibraryError.self) { try glib.function("octavo_no_such_function", as: UnsafeRawPointer.self) }
    }
}
