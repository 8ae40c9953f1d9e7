import FoundationEssentials
import OctavoFiles

/// Where the store lives: `--store DIR`, else `$OCTAVO_STORE`, else `$XDG_CONFIG_HOME/octavo`
/// (only when absolute, as the XDG spec says a relative value is to be ignored), else
/// `~/.config/octavo`.
public enum StoreLocation {
    public static func resolve(
        storeOption: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: String? = nil
    ) -> URL {
        // A store is a folder: said so, the URL is made without asking the file system.
        if let storeOption, !storeOption.isEmpty {
            return URL(fileURLWithPath: storeOption, isDirectory: true).standardizedFileURL
        }
        if let store = environment["OCTAVO_STORE"], !store.isEmpty {
            return URL(fileURLWithPath: store, isDirectory: true).standardizedFileURL
        }
        return XDGDirectories(environment: environment, homeDirectory: homeDirectory).config
    }
}
