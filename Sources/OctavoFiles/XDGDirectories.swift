import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The XDG base directories Octavo uses, resolved once for everyone: the store and the settings
/// (`$XDG_CONFIG_HOME/octavo`) and the cache holding the sample book (`$XDG_CACHE_HOME/octavo`).
/// A relative value is ignored, as the specification says, and the home folder's default used.
public struct XDGDirectories: Sendable {
    public let environment: [String: String]
    private let givenHomeDirectory: String?

    /// `homeDirectory` stands in for `$HOME` when that is unset or empty; nil: the account's.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, homeDirectory: String? = nil) {
        self.environment = environment
        givenHomeDirectory = homeDirectory
    }

    /// The account's home folder is looked up only when `$HOME` does not say: the lookup goes
    /// through the user database, on every start otherwise.
    public var homeDirectory: String { givenHomeDirectory ?? Self.accountHomeDirectory() }

    /// The home folder the user database gives this account; "/" if it gives none.
    private static func accountHomeDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let path = buffer.withUnsafeMutableBufferPointer { strings -> String? in
            var entry = passwd()
            var found: UnsafeMutablePointer<passwd>?
            guard let storage = strings.baseAddress, getpwuid_r(getuid(), &entry, storage, strings.count, &found) == 0, found != nil,
                  let home = entry.pw_dir else { return nil }
            return String(cString: home)
        }
        return path.flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    }

    /// `$XDG_CONFIG_HOME/octavo`, else `~/.config/octavo`.
    public var config: URL { folder("XDG_CONFIG_HOME", default: ".config") }

    /// `$XDG_CACHE_HOME/octavo`, else `~/.cache/octavo`.
    public var cache: URL { folder("XDG_CACHE_HOME", default: ".cache") }

    /// Folders, said so: a URL left to find out asks the file system at each step.
    private func folder(_ variable: String, default relative: String) -> URL {
        if let base = environment[variable], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("octavo", isDirectory: true).standardizedFileURL
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeDirectory
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(relative, isDirectory: true)
            .appendingPathComponent("octavo", isDirectory: true).standardizedFileURL
    }
}
