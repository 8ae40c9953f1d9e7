import OctavoSettings
import Testing

@Suite struct SettingsErrorTests {
    private func makeContainer() throws -> SettingsContainer {
        let container = SettingsContainer()
        try container.register {
            readonly("server.retries", default: 5)
            transient("server.timeout", releaseLocked: true, default: 2.5)
            transient("ui.colourScheme", default: "auto")
        }
        return container
    }

    @Test func unknownKeySuggestsANearMiss() throws {
        let container = try makeContainer()
        let error = SettingsError.unknownKey("server.retry", suggestion: "server.retries")
        #expect(throws: error) { try container.settingValue(for: "server.retry") }
        #expect(
            error.description == "No setting is registered with the key 'server.retry'. Did you mean 'server.retries'?")
        #expect(throws: SettingsError.unknownKey("ui.colorScheme", suggestion: "ui.colourScheme")) {
            try container.set("dark", for: "ui.colorScheme")
        }
    }

    @Test func unknownKeyWithoutCloseMatch() throws {
        let container = try makeContainer()
        let error = SettingsError.unknownKey("totally.different", suggestion: nil)
        #expect(throws: error) { try container.settingValue(for: "totally.different") }
        #expect(error.description == "No setting is registered with the key 'totally.different'.")
    }

    @Test func readOnlyMessages() throws {
        let container = try makeContainer()
        #expect(throws: SettingsError.readOnly("server.retries", releaseLocked: false)) {
            try container.set(1, for: "server.retries")
        }
        #expect(
            SettingsError.readOnly("server.retries", releaseLocked: false).description
                == "The setting 'server.retries' is read-only.")
        #expect(
            SettingsError.readOnly("server.timeout", releaseLocked: true).description
                == "The setting 'server.timeout' is locked in release builds and cannot be changed."
        )
    }

    @Test func typeMismatchNamesWhatTheSettingHolds() throws {
        let container = try makeContainer()
        let error = SettingsError.typeMismatch(key: "server.retries", holds: .int, requested: "String")
        #expect(throws: error) {
            let _: String = try container.value(for: "server.retries")
        }
        #expect(error.description == "The setting 'server.retries' holds an Int and cannot be read as String.")
    }

    @Test func invalidValueNamesWhatTheSettingHolds() throws {
        let container = try makeContainer()
        let error = SettingsError.invalidValue(key: "ui.colourScheme", holds: .string, given: .bool(true))
        #expect(throws: error) { try container.set(true, for: "ui.colourScheme") }
        #expect(error.description == "The setting 'ui.colourScheme' holds a String; a Bool value (true) does not fit.")
    }

    @Test func duplicateMessage() {
        #expect(SettingsError.duplicateRegistration("a.b").description == "The setting 'a.b' is already registered.")
    }

    @Test func sourceErrorMessages() {
        #expect(
            SettingsSourceError.sourceFailed(source: "/etc/octavo/defaults.json", reason: "invalid JSON").description
                == "Default values from /etc/octavo/defaults.json could not be read: invalid JSON"
        )
        #expect(
            SettingsSourceError.rejected(source: "bundled defaults.json", error: .unknownKey("x", suggestion: nil))
                .description
                == "Default value from bundled defaults.json ignored: No setting is registered with the key 'x'."
        )
    }
}
