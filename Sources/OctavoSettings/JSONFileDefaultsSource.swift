import FoundationEssentials
import OctavoFiles

/// Defaults from a local JSON object file, such as the system-wide `/etc/octavo/defaults.json`
/// or one in the user's configuration folder.
///
/// A missing file yields no values without complaint, because these files are optional by
/// design; a file that exists but cannot be read or parsed is an error worth reporting.
public struct JSONFileDefaultsSource: LocalDefaultValueSource {
    public let url: URL

    public init(path: String) {
        url = URL(fileURLWithPath: path, isDirectory: false)
    }

    public init(url: URL) {
        self.url = url
    }

    public var name: String { url.path }

    public func readDefaultsNow(registered: [String: SettingValue.Kind]) throws -> [String: SettingValue] {
        guard FileReading.exists(url.path) else { return [:] }
        return try SettingValue.jsonObject(from: Data(contentsOf: url))
    }
}
