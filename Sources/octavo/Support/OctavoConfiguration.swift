import FoundationEssentials
import OctavoNavigator
import OctavoPreferences
import OctavoSettings
import OctavoStore
import OctavoScreen
import OctavoSession

/// Octavo's own configuration, kept in the Locus-style settings container: hard-coded defaults,
/// then the bundled defaults, `/etc/octavo/defaults.json` (or `$OCTAVO_SYSTEM_DEFAULTS`), the
/// user's `defaults.json` and the environment, in that order, with the screen's choices saved in
/// `settings.json` in the configuration folder.
///
/// An administrator sets house defaults for the navigators there, for instance
/// `{"epub.defaults": {"fontSize": 1.2, "publisherStyles": false}}`.
struct OctavoConfiguration {
    enum Key: String, CaseIterable {
        case storeRoot = "store.root"
        case storeProfile = "store.profile"
        case colourScheme = "ui.colourScheme"
        case graphics = "ui.graphics"
        case keyBindings = "ui.keyBindings"
        case epubDefaults = "epub.defaults"
        case pdfDefaults = "pdf.defaults"
    }

    /// Read once per process, on first use.
    static let current = OctavoConfiguration.load()

    let container: SettingsContainer
    /// What the sources reported (a damaged defaults file, a wrong type), for stderr or the status line.
    let problems: [String]

    static func load(environment: [String: String] = ProcessEnvironment.variables) -> OctavoConfiguration {
        let container = SettingsContainer(fileURL: StandardSettingsLocations.settingsFile(environment: environment))
        do {
            try container.register {
                readonly(Key.storeRoot, default: StoreLocation.resolve(storeOption: nil, environment: environment.filter { $0.key != "OCTAVO_STORE" }).path)
                readonly(Key.storeProfile, default: "")
                persistent(Key.colourScheme, default: "auto")
                persistent(Key.graphics, default: "auto")
                persistent(Key.keyBindings, default: SettingValue.object([:]))
                readonly(Key.epubDefaults, default: SettingValue.object([:]))
                readonly(Key.pdfDefaults, default: SettingValue.object([:]))
            }
        } catch {
            preconditionFailure("Octavo's settings are registered once: \(error)")
        }
        let systemDefaults = environment["OCTAVO_SYSTEM_DEFAULTS"].map { URL(fileURLWithPath: $0, isDirectory: false) } ?? StandardSettingsLocations.systemDefaultsFile
        var sources = StandardSettingsLocations.defaultSources(systemDefaults: systemDefaults, environment: environment)
        sources.append(EnvironmentDefaultsSource(prefix: "", environment: environment, names: ["OCTAVO_STORE": Key.storeRoot.rawValue]))
        let problems = container.readNow(sources: sources).map { "\($0)" }
        return OctavoConfiguration(container: container, problems: problems + container.fileIssues.map { "\($0)" })
    }

    var storeRoot: String { (try? container.value(for: Key.storeRoot)) ?? "" }
    var profile: String? { ((try? container.value(for: Key.storeProfile)) as String?).flatMap { $0.isEmpty ? nil : $0 } }
    var colourScheme: String { (try? container.value(for: Key.colourScheme)) ?? "auto" }
    /// How the screen shows the page: `auto`, `kitty`, `sixel` or `symbols`; a wrong value is
    /// reported and `auto` used.
    var graphics: (choice: GraphicsChoice, problem: String?) {
        let text: String = (try? container.value(for: Key.graphics)) ?? "auto"
        guard let choice = GraphicsChoice(rawValue: text) else {
            return (.auto, "ui.graphics: \(text) is not one of \(GraphicsChoice.allCases.map(\.rawValue).joined(separator: ", ")); using auto")
        }
        return (choice, nil)
    }

    /// The screen's keys with the user's `ui.keyBindings` applied, and what was wrong in them.
    var keyMap: (map: KeyMap, problems: [String]) {
        guard case .object(let object)? = try? container.settingValue(for: Key.keyBindings) else { return (.standard, []) }
        var overrides: [String: String] = [:]
        var problems: [String] = []
        for (action, value) in object {
            if case .string(let key) = value { overrides[action] = key } else { problems.append("ui.keyBindings: the key for \(action) must be a string, such as \"z\" or \"<c-z>\"") }
        }
        let remapped = KeyMap.standard.remapped(overrides)
        return (remapped.map, problems.sorted() + remapped.problems)
    }

    var epubDefaults: EPUBDefaults { defaults(Key.epubDefaults) }
    var pdfDefaults: PDFDefaults { defaults(Key.pdfDefaults) }

    /// Navigator defaults read from a settings object, leniently: a wrong key is reported by the
    /// decoder and ignored rather than refusing to start.
    /// Without house defaults (the usual case) nothing is decoded: decoding walks the format's
    /// whole declaration table, which an EPUB's screen never needs for PDFs.
    private func defaults<Defaults: KeyedPreferences>(_ key: Key) -> Defaults {
        guard case .object(let object)? = try? container.settingValue(for: key), !object.isEmpty else { return Defaults() }
        var warnings: [PreferencesDecodingWarning] = []
        return Defaults(jsonObject: object, warnings: &warnings)
    }
}
