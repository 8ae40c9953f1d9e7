import Foundation
import Testing

/// The graphics libraries cost nothing until a picture or a PDF page is on screen (issue 12):
/// the dynamic loader's own log (`LD_DEBUG=files`) says which ones a run opened.
@Suite struct GraphicsLoadingTests {
    private func librariesOpened(_ arguments: [String], sandbox: CLISandbox) throws -> Set<String> {
        sandbox.environment["LD_DEBUG"] = "files"
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        let names = ["libpoppler-glib", "libchafa", "libgdk_pixbuf", "libcairo"]
        return Set(names.filter { name in result.stderr.contains("file=\(name)") || result.stderr.contains("/\(name)") })
    }

    /// The sample's first screen at 80×24 has no picture; its second has the lighthouse.
    @Test func picturesLoadTheirLibrariesOnlyWhenOnScreen() throws {
        let sandbox = try CLISandbox()
        #expect(try librariesOpened(["preview"], sandbox: sandbox).isEmpty)
        #expect(try librariesOpened(["preview", "--page", "2"], sandbox: sandbox) == ["libchafa", "libgdk_pixbuf"])
    }

    @Test func aPDFLoadsPoppler() throws {
        let sandbox = try CLISandbox()
        let opened = try librariesOpened(["preview", try TestPDF.write(in: sandbox.root)], sandbox: sandbox)
        #expect(opened.isSuperset(of: ["libpoppler-glib", "libchafa", "libcairo"]))
    }
}
