import Foundation
import Testing

/// The `octavo` binary links FoundationEssentials only: all of Foundation, with CoreFoundation,
/// cost every start 0.6 ms and 160 page faults before `main`. An `import Foundation` in a module
/// the binary is built from would bring it back.
@Suite struct FoundationFreeTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    /// The benchmark, the fuzzer and the remote settings source are built apart from `octavo`.
    static let elsewhere: Set<String> = ["octavo-bench", "octavo-fuzz", "OctavoSettingsRemote"]

    @Test func noModuleOfTheBinaryImportsFoundation() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !Self.elsewhere.contains($0) }
        #expect(modules.contains("octavo") && modules.contains("OctavoPublication"))
        var importing: [String] = []
        for module in modules {
            let folder = Self.sources.appendingPathComponent(module)
            for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" }) {
                    importing.append(module + "/" + file)
                }
            }
        }
        #expect(importing.isEmpty, "import FoundationEssentials instead in \(importing)")
    }
}
