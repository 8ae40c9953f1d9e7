import FoundationEssentials

/// Defaults shipped with the program as a JSON object, Octavo's counterpart of an iOS
/// `Settings.bundle`: the values a fresh install starts with.
public struct BundledDefaultsSource: LocalDefaultValueSource {
    private enum Origin {
        case resource(URL?)
        case builtIn([String: SettingValue])
    }

    private let origin: Origin
    private let resourceName: String

    /// Octavo's own defaults, compiled into the program: a resource bundle would have to travel
    /// with the executable (a copied `octavo` stopped at start without it), and finding one
    /// costs every start a look through the file system. They are values, not JSON text, as
    /// the first use of the JSON decoder weighed on every start.
    public init() {
        origin = .builtIn(Self.octavoDefaults)
        resourceName = "defaults.json"
    }

    /// Defaults from a JSON file an app embedding the container ships, such as
    /// `Bundle.main.url(forResource: "defaults", withExtension: "json")`; nil, a resource the
    /// app could not find, is reported as missing when the defaults are read. (A URL rather than
    /// a `Bundle`: Octavo links only FoundationEssentials, which has none.)
    public init(resource url: URL?, name: String = "defaults.json") {
        origin = .resource(url)
        resourceName = name
    }

    public var name: String { "bundled \(resourceName)" }

    public func readDefaultsNow(registered: [String: SettingValue.Kind]) throws -> [String: SettingValue] {
        switch origin {
        case .builtIn(let values):
            return values
        case .resource(let url):
            guard let url else { throw DefaultValueSourceError.missingResource(resourceName) }
            return try SettingValue.jsonObject(from: Data(contentsOf: url))
        }
    }

    private static let octavoDefaults: [String: SettingValue] = [
        "store.profile": .string(""),
        "ui.colourScheme": .string("auto"),
        "ui.keyBindings": .object([:]),
    ]
}
