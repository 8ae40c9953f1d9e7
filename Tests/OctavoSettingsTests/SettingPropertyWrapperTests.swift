import OctavoSettings
import Testing

@Suite struct SettingPropertyWrapperTests {
    struct ReaderOptions {
        @Setting<Double> var timeout: Double
        @Setting<String> var serverUrl: String

        init(container: SettingsContainer) {
            _timeout = Setting(SettingKey.serverTimeout, container: container)
            _serverUrl = Setting("server.url", container: container)
        }
    }

    @Test func readsTheCurrentValueOnEveryAccess() async throws {
        let container = SettingsContainer()
        try container.register {
            readonly(SettingKey.serverTimeout, default: 30.0)
            transient(SettingKey.serverUrl, default: "http://localhost")
        }
        let options = ReaderOptions(container: container)
        #expect(options.timeout == 30.0)
        #expect(options.serverUrl == "http://localhost")

        #expect(await container.read(sources: [FixedSource(name: "fixed", values: ["server.timeout": 45.5])]).isEmpty)
        try container.set("http://example.org", for: SettingKey.serverUrl)
        #expect(options.timeout == 45.5)
        #expect(options.serverUrl == "http://example.org")

        options.serverUrl = "http://changed"
        #expect(try container.value(for: "server.url") == "http://changed")
    }
}
