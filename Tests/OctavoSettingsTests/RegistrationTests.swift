import Foundation
import OctavoSettings
import Testing

@Suite struct RegistrationTests {
    @Test func registersWithStringAndEnumKeys() throws {
        let container = SettingsContainer()
        try container.register {
            readonly("server.retries", default: 5)
            transient(SettingKey.serverUrl, releaseLocked: true, default: "http://localhost")
            persistent("ui.colourScheme", default: "auto")
            SettingConfiguration("x", persistence: .transient, releaseLocked: false, default: 1.0)
            SettingConfiguration(SettingKey.serverTimeout, default: 30.0)
        }

        #expect(container.registeredKeys == ["server.retries", "server.timeout", "server.url", "ui.colourScheme", "x"])
        #expect(try container.value(for: "server.retries") == 5)
        #expect(try container.value(for: SettingKey.serverUrl) == "http://localhost")
        #expect(try container.value(for: "server.url") == "http://localhost")
        #expect(try container.value(for: SettingKey.serverTimeout) == 30.0)
        #expect(try container.configuration(for: SettingKey.serverUrl).releaseLocked)
        #expect(try container.configuration(for: "ui.colourScheme").persistence == .file)
        #expect(try container.configuration(for: "server.retries").persistence == .none)
    }

    @Test func builderSupportsConditionsAndLoops() throws {
        let container = SettingsContainer()
        let includeDebug = false
        try container.register {
            if includeDebug {
                transient("debug.trace", default: false)
            }
            for index in 1...3 {
                readonly("slot.\(index)", default: index)
            }
        }
        #expect(container.registeredKeys == ["slot.1", "slot.2", "slot.3"])
    }

    @Test func duplicateRegistrationRegistersNothing() throws {
        let container = SettingsContainer()
        try container.register { readonly("a", default: 1) }

        #expect(throws: SettingsError.duplicateRegistration("a")) {
            try container.register {
                readonly("b", default: 2)
                readonly("a", default: 3)
            }
        }
        #expect(throws: SettingsError.duplicateRegistration("c")) {
            try container.register {
                readonly("c", default: 1)
                transient("c", default: 2)
            }
        }
        #expect(container.registeredKeys == ["a"])
        #expect(try container.value(for: "a") == 1)
    }

    @Test func registeringReportsTypeFromDefault() throws {
        let container = SettingsContainer()
        try container.register {
            readonly("flag", default: true)
            readonly("list", default: ["a", "b"])
            readonly("map", default: ["k": 1])
            readonly("url", default: URL(string: "https://example.org")!)
        }
        #expect(try container.configuration(for: "flag").kind == .bool)
        #expect(try container.configuration(for: "list").kind == .array)
        #expect(try container.configuration(for: "map").kind == .object)
        #expect(try container.configuration(for: "url").kind == .string)
    }
}
