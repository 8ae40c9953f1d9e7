import OctavoSettings
import Testing

@Suite struct SettingUpdateStreamTests {
    @Test func everySubscriberReceivesTheSameUpdates() async throws {
        let container = SettingsContainer()
        try container.register {
            transient("ui.colourScheme", default: "auto")
            readonly("server.retries", default: 1)
        }
        let first = container.updates()
        let second = container.updates()

        try container.set("dark", for: "ui.colourScheme")
        try container.set("dark", for: "ui.colourScheme")
        _ = await container.read(sources: [FixedSource(name: "fixed", values: ["server.retries": 3])])
        try container.resetToDefault("ui.colourScheme")

        let expected = [
            SettingUpdate(key: "ui.colourScheme", value: "dark", change: .currentValue),
            SettingUpdate(key: "server.retries", value: 3, change: .defaultValue),
            SettingUpdate(key: "ui.colourScheme", value: "auto", change: .currentValue),
        ]
        async let firstReceived = collect(3, from: first)
        async let secondReceived = collect(3, from: second)
        #expect(await firstReceived == expected)
        #expect(await secondReceived == expected)
    }

    @Test func streamFinishesWhenTheContainerGoesAway() async throws {
        var container: SettingsContainer? = SettingsContainer()
        try container?.register { transient("a", default: 1) }
        let stream = try #require(container?.updates())
        try container?.set(2, for: "a")
        container = nil

        let received = await collect(10, from: stream, timeout: .seconds(5))
        #expect(received == [SettingUpdate(key: "a", value: 2, change: .currentValue)])
    }

    @Test func cancelledSubscriberDoesNotStopOthers() async throws {
        let container = SettingsContainer()
        try container.register { transient("a", default: 1) }
        let kept = container.updates()
        let cancelled = Task { for await _ in container.updates() {} }
        cancelled.cancel()
        await cancelled.value

        try container.set(5, for: "a")
        #expect(await collect(1, from: kept) == [SettingUpdate(key: "a", value: 5, change: .currentValue)])
    }
}
