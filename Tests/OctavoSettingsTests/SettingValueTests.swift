import Foundation
import OctavoSettings
import Testing

@Suite struct SettingValueTests {
    private func makeContainer() throws -> SettingsContainer {
        let container = SettingsContainer()
        try container.register {
            transient("server.retries", default: 5)
            transient("server.timeout", default: 2.5)
            transient("ui.colourScheme", default: "auto")
            transient("reader.hyphenate", default: true)
            transient("reader.fonts", default: ["Serif", "Sans"])
            transient("reader.margins", default: ["top": 1, "bottom": 2])
            transient(SettingKey.serverUrl, default: URL(string: "http://localhost")!)
        }
        return container
    }

    @Test func typedAccessReadsEachKind() throws {
        let container = try makeContainer()
        let retries: Int = try container.value(for: "server.retries")
        let hyphenate: Bool = try container.value(for: "reader.hyphenate")
        let fonts: [String] = try container.value(for: "reader.fonts")
        let margins: [String: Int] = try container.value(for: "reader.margins")
        let url: URL = try container.value(for: SettingKey.serverUrl)
        let raw = try container.settingValue(for: "reader.margins")

        #expect(retries == 5)
        #expect(hyphenate)
        #expect(fonts == ["Serif", "Sans"])
        #expect(margins == ["top": 1, "bottom": 2])
        #expect(url.absoluteString == "http://localhost")
        #expect(raw == .object(["top": .integer(1), "bottom": .integer(2)]))
    }

    @Test func setStoresTypedValues() throws {
        let container = try makeContainer()
        try container.set(7, for: "server.retries")
        try container.set(false, for: "reader.hyphenate")
        try container.set(["Mono"], for: "reader.fonts")
        try container.set(URL(string: "https://example.org")!, for: SettingKey.serverUrl)

        #expect(try container.value(for: "server.retries") == 7)
        #expect(try container.value(for: "reader.hyphenate") == false)
        #expect(try container.value(for: "reader.fonts") == ["Mono"])
        #expect(try container.value(for: SettingKey.serverUrl) == "https://example.org")
    }

    @Test func integersAreReadableAsDoubles() throws {
        let container = try makeContainer()
        let retries: Double = try container.value(for: "server.retries")
        #expect(retries == 5.0)

        try container.set(3, for: "server.timeout")
        #expect(try container.settingValue(for: "server.timeout") == .number(3))
    }

    @Test func doublesAreReadableAsIntegersOnlyWhenWhole() throws {
        let container = try makeContainer()
        #expect(throws: SettingsError.typeMismatch(key: "server.timeout", holds: .double, requested: "Int")) {
            let _: Int = try container.value(for: "server.timeout")
        }
        try container.set(4.0, for: "server.timeout")
        #expect(try container.value(for: "server.timeout") == 4)

        try container.set(8.0, for: "server.retries")
        #expect(try container.settingValue(for: "server.retries") == .integer(8))
        #expect(throws: SettingsError.invalidValue(key: "server.retries", holds: .int, given: 8.5)) {
            try container.set(8.5, for: "server.retries")
        }
    }

    @Test func jsonRoundTrip() throws {
        let value: SettingValue = ["b": true, "i": 3, "d": 0.5, "s": "x", "a": [1, "two"], "o": ["k": "v"]]
        let decoded = try SettingValue(json: value.jsonData())
        #expect(decoded == value)
        #expect(throws: DecodingError.self) { try SettingValue(json: Data("null".utf8)) }
        #expect(throws: DefaultValueSourceError.notAnObject) { try SettingValue.jsonObject(from: Data("[1]".utf8)) }
    }

    @Test func descriptionsReadLikeJSON() {
        let value: SettingValue = ["a": [1, 2.5, "x", false]]
        #expect(value.description == #"{"a": [1, 2.5, "x", false]}"#)
    }

    @Test func subscriptReadsAndWrites() throws {
        let container = try makeContainer()
        let retries: Int = container["server.retries"]
        #expect(retries == 5)
        container["server.retries"] = 9
        container[SettingKey.serverUrl] = "http://other"
        #expect(container["server.retries"] as Int == 9)
        #expect(container[SettingKey.serverUrl] as String == "http://other")
    }

    @Test func subscriptStopsOnProgrammerErrors() async {
        await #expect(processExitsWith: .failure) {
            let container = SettingsContainer()
            let _: Int = container["missing"]
        }
        await #expect(processExitsWith: .failure) {
            let container = SettingsContainer()
            try? container.register { readonly("fixed", default: 1) }
            container["fixed"] = 2
        }
    }
}
