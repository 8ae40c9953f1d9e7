import CBuildInfo
import CLibz
import OctavoGraphics
import OctavoNavigator
import OctavoTerminal

/// What `octavo --version` prints, and with `--verbose` what the binary was built from and the
/// libraries it reads books and draws with on this machine, for a bug report.
enum VersionReport {
    /// The version of the newest release in CHANGELOG.md (a test keeps the two the same).
    static let version = "0.1.0"

    /// Whether the arguments ask for the verbose report: `--version --verbose`, in either order.
    static func isVerboseRequest(_ arguments: [String]) -> Bool {
        arguments.count == 2 && Set(arguments) == ["--version", "--verbose"]
    }

    static var verboseText: String {
        let commit = String(cString: octavo_build_commit())
        let date = String(cString: octavo_build_date())
        let compiler = String(cString: octavo_build_compiler())
        let development = "not recorded (a development build)"
        var lines = [
            "octavo \(version)",
            "commit: \(commit.isEmpty ? development : commit)",
            "built: \(date.isEmpty ? development : date)",
            "compiler: \(compiler.isEmpty ? development : compiler)",
            "ncurses: \(Terminal.libraryVersion)",
            "zlib: \(String(cString: zlibVersion()))",
            "libhyphen: \(hyphenationLibraryVersion)",
        ]
        for (library, libraryVersion) in GraphicsLibraryVersions.describe() {
            lines.append("\(library): \(libraryVersion)")
        }
        return lines.joined(separator: "\n")
    }

    /// libhyphen's version, from the name of its file: it is opened to be asked, as the first
    /// hyphenated page would open it.
    private static var hyphenationLibraryVersion: String {
        guard (try? HyphenLibrary.loaded.get()) != nil else { return "not installed (Debian package \(HyphenLibrary.debianPackage))" }
        return MappedLibraryFile.version(of: HyphenLibrary.file).map { "\($0) (of its file)" } ?? "installed, version not known"
    }
}
