import OctavoSettings
import Testing

@Suite struct EnvironmentDefaultsSourceTests {
    @Test func derivesVariableNamesFromKeys() {
        #expect(EnvironmentDefaultsSource.variableName(for: "ui.colourScheme") == "OCTAVO_UI_COLOUR_SCHEME")
        #expect(EnvironmentDefaultsSource.variableName(for: "server.retries") == "OCTAVO_SERVER_RETRIES")
        #expect(
            EnvironmentDefaultsSource.variableName(for: "http2.maxStreams", prefix: "APP_") == "APP_HTTP2_MAX_STREAMS")
        #expect(EnvironmentDefaultsSource.variableName(for: "store-path") == "OCTAVO_STORE_PATH")
    }

    @Test func parsesValuesByRegisteredType() async throws {
        let container = SettingsContainer()
        try container.register {
            readonly("ui.colourScheme", default: "auto")
            readonly("server.retries", default: 1)
            readonly("server.timeout", default: 1.0)
            readonly("reader.hyphenate", default: false)
            readonly("reader.fonts", default: ["Serif"])
            readonly("reader.margins", default: ["top": 0])
            readonly("ui.code", default: "x")
        }
        let environment = [
            "OCTAVO_UI_COLOUR_SCHEME": "dark",
            "OCTAVO_SERVER_RETRIES": "4",
            "OCTAVO_SERVER_TIMEOUT": "2.5",
            "OCTAVO_READER_HYPHENATE": "Yes",
            "OCTAVO_READER_FONTS": #"["Mono", "Sans"]"#,
            "OCTAVO_READER_MARGINS": #"{"top": 3}"#,
            "OCTAVO_UI_CODE": "42",
            "OTHER_UI_COLOUR_SCHEME": "ignored",
        ]
        let problems = await container.read(sources: [EnvironmentDefaultsSource(environment: environment)])

        #expect(problems.isEmpty)
        #expect(try container.value(for: "ui.colourScheme") == "dark")
        #expect(try container.value(for: "server.retries") == 4)
        #expect(try container.value(for: "server.timeout") == 2.5)
        #expect(try container.value(for: "reader.hyphenate") == true)
        #expect(try container.value(for: "reader.fonts") == ["Mono", "Sans"])
        #expect(try container.value(for: "reader.margins") == ["top": 3])
        #expect(try container.value(for: "ui.code") == "42")
    }

    @Test func unparseableTextIsReportedForItsKey() async throws {
        let container = SettingsContainer()
        try container.register { readonly("server.retries", default: 1) }
        let source = EnvironmentDefaultsSource(environment: ["OCTAVO_SERVER_RETRIES": "many"])
        let problems = await container.read(sources: [source])
        #expect(
            problems == [
                .rejected(
                    source: "environment (OCTAVO_*)",
                    error: .invalidValue(key: "server.retries", holds: .int, given: "many")
                )
            ]
        )
    }

    @Test func explicitNamesReplaceDerivedOnes() async throws {
        let container = SettingsContainer()
        try container.register { readonly("ui.colourScheme", default: "auto") }
        let source = EnvironmentDefaultsSource(
            environment: ["OCTAVO_UI_COLOUR_SCHEME": "derived", "THEME": "explicit"],
            names: ["THEME": "ui.colourScheme"]
        )
        #expect(await container.read(sources: [source]).isEmpty)
        #expect(try container.value(for: "ui.colourScheme") == "explicit")
        #expect(try await source.readDefaults() == ["ui.colourScheme": "explicit"])
    }
}
