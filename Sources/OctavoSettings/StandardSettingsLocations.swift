import FoundationEssentials
import OctavoFiles

/// Where Octavo keeps its settings on Linux, following the XDG base-directory convention, and
/// the order in which its default-value sources are layered.
public enum StandardSettingsLocations {
    /// `$XDG_CONFIG_HOME/octavo`, or `~/.config/octavo` when the variable is unset or not absolute.
    public static func configDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        XDGDirectories(environment: environment).config
    }

    /// The file holding current values of `.file` settings.
    public static func settingsFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        configDirectory(environment: environment).appendingPathComponent("settings.json", isDirectory: false)
    }

    /// Defaults an administrator sets for every user of the machine.
    public static let systemDefaultsFile = URL(fileURLWithPath: "/etc/octavo/defaults.json", isDirectory: false)

    /// Defaults a user sets by hand, as opposed to values the app saves.
    public static func userDefaultsFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        configDirectory(environment: environment).appendingPathComponent("defaults.json", isDirectory: false)
    }

    /// Octavo's sources from most general to most specific, so each can override the previous:
    /// bundled defaults, then the system file, then the user's file, then the environment.
    public static func defaultSources(
        systemDefaults: URL = systemDefaultsFile,
        userDefaults: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [any LocalDefaultValueSource] {
        [
            BundledDefaultsSource(),
            JSONFileDefaultsSource(url: systemDefaults),
            JSONFileDefaultsSource(url: userDefaults ?? userDefaultsFile(environment: environment)),
            EnvironmentDefaultsSource(environment: environment),
        ]
    }
}
