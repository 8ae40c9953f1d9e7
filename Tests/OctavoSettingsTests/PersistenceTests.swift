import Foundation
import OctavoSettings
import Testing

@Suite struct PersistenceTests {
    @Test func noneIsReadOnly() throws {
        let container = SettingsContainer()
        try container.register { readonly("server.retries", default: 5) }

        #expect(throws: SettingsError.readOnly("server.retries", releaseLocked: false)) {
            try container.set(7, for: "server.retries")
        }
        #expect(throws: SettingsError.readOnly("server.retries", releaseLocked: false)) {
            try container.resetToDefault("server.retries")
        }
        #expect(try container.value(for: "server.retries") == 5)
    }

    @Test func transientIsWritableAndForgottenByNewContainer() throws {
        let container = SettingsContainer()
        try container.register { transient(SettingKey.serverUrl, default: "http://localhost") }

        try container.set("http://example.org", for: SettingKey.serverUrl)
        #expect(try container.value(for: SettingKey.serverUrl) == "http://example.org")
        #expect(try container.defaultValue(for: SettingKey.serverUrl) == "http://localhost")

        try container.resetToDefault(SettingKey.serverUrl)
        #expect(try container.value(for: SettingKey.serverUrl) == "http://localhost")

        let next = SettingsContainer()
        try next.register { transient(SettingKey.serverUrl, default: "http://localhost") }
        #expect(try next.value(for: SettingKey.serverUrl) == "http://localhost")
    }

    @Test func currentValueWinsOverLaterDefaults() async throws {
        let container = SettingsContainer()
        try container.register { transient("page.size", default: 10) }
        try container.set(20, for: "page.size")

        let problems = await container.read(sources: [FixedSource(name: "fixed", values: ["page.size": 30])])
        #expect(problems.isEmpty)
        #expect(try container.value(for: "page.size") == 20)
        #expect(try container.defaultValue(for: "page.size") == 30)

        try container.resetToDefault("page.size")
        #expect(try container.value(for: "page.size") == 30)
    }

    @Test func releaseLockedIsWritableInDebugBuilds() throws {
        let container = SettingsContainer()
        try container.register {
            transient("server.url", releaseLocked: true, default: "http://localhost")
            readonly("fixed", default: 1)
        }
        #if DEBUG
            #expect(try container.configuration(for: "server.url").isWritable)
            try container.set("http://debug.local", for: "server.url")
            #expect(try container.value(for: "server.url") == "http://debug.local")
        #else
            #expect(throws: SettingsError.readOnly("server.url", releaseLocked: true)) {
                try container.set("http://debug.local", for: "server.url")
            }
        #endif
        #expect(try !container.configuration(for: "fixed").isWritable)
    }

    @Test func fileWithoutURLBehavesAsTransient() throws {
        let container = SettingsContainer()
        try container.register { persistent("ui.colourScheme", default: "auto") }
        try container.set("dark", for: "ui.colourScheme")
        #expect(try container.value(for: "ui.colourScheme") == "dark")
        #expect(container.fileIssues.isEmpty)
    }
}
