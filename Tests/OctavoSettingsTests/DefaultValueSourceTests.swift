import Foundation
import OctavoSettings
import Testing

@Suite struct DefaultValueSourceTests {
    private func makeContainer() throws -> SettingsContainer {
        let container = SettingsContainer()
        try container.register {
            readonly("store.profile", default: "none")
            persistent("ui.colourScheme", default: "light")
            readonly("ui.keyBindings", default: SettingValue.object(["quit": "x"]))
            readonly("server.retries", default: 1)
            readonly("server.timeout", default: 1.0)
            readonly("reader.hyphenate", default: false)
            readonly("reader.fonts", default: ["Serif"])
        }
        return container
    }

    @Test func bundledDefaultsShipWithTheModule() async throws {
        let container = try makeContainer()
        let problems = await container.read(sources: [BundledDefaultsSource()])
        #expect(problems.isEmpty)
        #expect(try container.value(for: "store.profile") == "")
        #expect(try container.value(for: "ui.colourScheme") == "auto")
        #expect(try container.settingValue(for: "ui.keyBindings") == .object([:]))
    }

    @Test func standardSourcesLayerFromGeneralToSpecific() async throws {
        try await withTemporaryDirectory { directory in
            let system = directory.appendingPathComponent("etc-defaults.json")
            let user = directory.appendingPathComponent("user-defaults.json")
            try writeJSON(#"{"ui.colourScheme": "system", "ui.keyBindings": {"undo": "z"}, "server.retries": 3}"#, to: system)
            try writeJSON(#"{"ui.colourScheme": "user", "server.retries": 4}"#, to: user)
            let environment = ["OCTAVO_SERVER_RETRIES": "6", "HOME": "/nonexistent"]

            let container = try makeContainer()
            let sources = StandardSettingsLocations.defaultSources(
                systemDefaults: system,
                userDefaults: user,
                environment: environment
            )
            let problems = await container.read(sources: sources)

            #expect(problems.isEmpty)
            #expect(try container.value(for: "store.profile") == "")
            #expect(try container.settingValue(for: "ui.keyBindings") == .object(["undo": "z"]))
            #expect(try container.value(for: "ui.colourScheme") == "user")
            #expect(try container.value(for: "server.retries") == 6)
        }
    }

    /// Start-up code reads local sources on its own thread (`readNow`): the same values win and
    /// the same problems are reported as when a task reads them.
    @Test func localSourcesReadNowAsATaskReadsThem() async throws {
        try await withTemporaryDirectory { directory in
            let user = directory.appendingPathComponent("user-defaults.json")
            let broken = directory.appendingPathComponent("broken.json")
            try writeJSON(#"{"ui.colourScheme": "user", "server.retries": 4}"#, to: user)
            try writeJSON("{ nope", to: broken)
            let sources = StandardSettingsLocations.defaultSources(
                systemDefaults: broken, userDefaults: user, environment: ["OCTAVO_SERVER_TIMEOUT": "2.5", "HOME": "/nonexistent"]
            )
            let now = try makeContainer(), later = try makeContainer()
            let problemsNow = now.readNow(sources: sources).map { "\($0)" }
            let problemsLater = await later.read(sources: sources).map { "\($0)" }
            #expect(problemsNow == problemsLater && problemsNow.count == 1 && problemsNow[0].contains("broken.json"))
            for key in ["ui.colourScheme", "server.retries", "server.timeout", "store.profile"] {
                #expect(try now.settingValue(for: key) == later.settingValue(for: key), "\(key)")
            }
            #expect(try now.value(for: "server.timeout") == 2.5 && now.value(for: "server.retries") == 4)
        }
    }

    @Test func aNullInADefaultsFileIsNamedAsTheCause() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("defaults.json")
            try writeJSON(#"{"server.timeout": null}"#, to: file)
            let problems = try await makeContainer().read(sources: [JSONFileDefaultsSource(url: file)])
            guard case .sourceFailed(file.path, let reason)? = problems.first else {
                Issue.record("no failure reported: \(problems)")
                return
            }
            #expect(reason.hasPrefix("null is not a setting value"), "\(reason)")
        }
    }

    @Test func failingSourceIsReportedAndOthersStillApply() async throws {
        try await withTemporaryDirectory { directory in
            let invalid = directory.appendingPathComponent("broken.json")
            try writeJSON("{ nope", to: invalid)
            let container = try makeContainer()

            let problems = await container.read(sources: [
                FixedSource(name: "first", values: ["server.retries": 2]),
                FailingSource(),
                JSONFileDefaultsSource(url: invalid),
                FixedSource(name: "last", values: ["server.timeout": 9]),
            ])

            #expect(problems.count == 2)
            #expect(problems.first == .sourceFailed(source: "failing source", reason: "server unreachable"))
            // The cause in words, not the type of the error that carried it.
            #expect(problems.last == .sourceFailed(source: invalid.path, reason: "invalid JSON"))
            #expect(try container.value(for: "server.retries") == 2)
            #expect(try container.value(for: "server.timeout") == 9.0)
        }
    }

    @Test func unregisteredKeysAndWrongTypesAreReportedNotFatal() async throws {
        let container = try makeContainer()
        let problems = await container.read(sources: [
            FixedSource(name: "fixed", values: ["server.retrys": 3, "server.timeout": "slow", "store.profile": "work"])
        ])
        #expect(
            problems == [
                .rejected(source: "fixed", error: .unknownKey("server.retrys", suggestion: "server.retries")),
                .rejected(source: "fixed", error: .invalidValue(key: "server.timeout", holds: .double, given: "slow")),
            ]
        )
        #expect(try container.value(for: "store.profile") == "work")
    }

    @Test func missingFileIsSkippedQuietly() async throws {
        try await withTemporaryDirectory { directory in
            let container = try makeContainer()
            let source = JSONFileDefaultsSource(path: directory.appendingPathComponent("absent.json").path)
            #expect(await container.read(sources: [source]).isEmpty)
        }
    }

    @Test func completionHandlerVariantReportsProblems() async throws {
        let container = try makeContainer()
        let problems = await withCheckedContinuation { continuation in
            container.read(sources: [FailingSource()]) { problems in
                continuation.resume(returning: problems)
            }
        }
        #expect(problems == [.sourceFailed(source: "failing source", reason: "server unreachable")])
    }
}
