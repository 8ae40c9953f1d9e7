import Foundation
import OctavoTestSupport
import Testing

/// `octavo --version` and what `--version --verbose` adds for a bug report.
@Suite struct VersionCommandTests {
    /// The newest release heading of CHANGELOG.md, "## [0.1.0] - 2026-11-27".
    static func newestRelease() throws -> String {
        let changelog = try String(contentsOf: Fixtures.folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        return String(heading.dropFirst(4).prefix { $0 != "]" })
    }

    @Test func versionIsTheChangelogsNewestRelease() throws {
        let result = try CLISandbox().run(["--version"], addingStore: false)
        #expect(result.status == 0)
        #expect(result.stdout == "\(try Self.newestRelease())\n")
    }

    @Test func verboseVersionNamesTheBuildAndEachLibrary() throws {
        for arguments in [["--version", "--verbose"], ["--verbose", "--version"]] {
            let result = try CLISandbox().run(arguments, addingStore: false)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "octavo \(try Self.newestRelease())")
            let fields = Dictionary(lines.dropFirst().compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            }, uniquingKeysWith: { first, _ in first })
            #expect(Set(fields.keys) == ["commit", "built", "compiler", "ncurses", "zlib", "libhyphen", "poppler", "cairo", "chafa", "gdk-pixbuf"])
            // The test build records nothing of itself, and says so rather than printing blanks.
            #expect(fields["commit"] == "not recorded (a development build)")
            #expect(fields["ncurses"]?.hasPrefix("ncurses 6.") == true, "\(fields)")
            #expect(fields["zlib"]?.first?.isNumber == true, "\(fields)")
            // The libraries a PDF and a picture need are installed where the tests run.
            for library in ["libhyphen", "poppler", "cairo", "chafa", "gdk-pixbuf"] {
                #expect(fields[library]?.first?.isNumber == true, "\(library): \(fields[library] ?? "missing")")
            }
        }
    }
}
