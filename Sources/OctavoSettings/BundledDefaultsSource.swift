import Foundation

/// Defaults shipped inside a bundle as a JSON object, Octavo's counterpart of an iOS
/// `Settings.bundle`: the values a fresh install starts with.
public struct BundledDefaultsSource: DefaultValueSource {
    private let resourceURL: URL?
    private let resourceName: String

    /// Octavo's own defaults, `Resources/defaults.json` in this module.
    public init() {
        self.init(bundle: .module)
    }

    /// Defaults from `<resource>.json` in another bundle, for apps embedding the container.
    public init(bundle: Bundle, resource: String = "defaults") {
        resourceURL = bundle.url(forResource: resource, withExtension: "json")
        resourceName = resource + ".json"
    }

    public var name: String { "bundled \(resourceName)" }

    public func readDefaults() async throws -> [String: SettingValue] {
        guard let resourceURL else { throw DefaultValueSourceError.missingResource(resourceName) }
        return try SettingValue.jsonObject(from: Data(contentsOf: resourceURL))
    }
}
