import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

/// A writer killed with SIGKILL at random instants: every file must still decode, and every value
/// the writer reported as committed must still be there (or the one it was writing next).
@Suite struct CrashConsistencyTests {
    @Test func killingAWriterAtAnyInstantNeverTearsAFileNorLosesACommit() async throws {
        let t = try TemporaryStore()
        var possibleSizes: Set<Double?> = [nil]
        var possibleLanguages: Set<Language?> = [nil]
        var roundsWithCommits = 0
        for round in 0..<300 {
            let (process, output) = try CrashWriter.start(store: t.root, key: "fontSize", count: 100_000)
            try await Task.sleep(for: .microseconds(Int.random(in: 0...25_000)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let steps = CrashWriter.committedSteps(output)

            if let last = steps.last {
                roundsWithCommits += 1
                possibleSizes = [CrashWriter.value(at: last), CrashWriter.value(at: last + 1)]
                possibleLanguages = [Language("x-step-\(last)"), Language("x-step-\(last + 1)")]
            } else {
                possibleSizes.insert(CrashWriter.value(at: 1))
                possibleLanguages.insert(Language("x-step-1"))
            }
            let loaded = try t.store.load(EPUBPreferences.self, publication: "urn:test:book", profile: "default")
            #expect(loaded.problems.isEmpty, "round \(round): \(loaded.problems)")
            #expect(possibleSizes.contains(loaded.merged.fontSize), "round \(round): fontSize \(String(describing: loaded.merged.fontSize)) not in \(possibleSizes)")
            #expect(possibleLanguages.contains(loaded.merged.language), "round \(round): language \(String(describing: loaded.merged.language))")
            if loaded.problems.isEmpty == false { break }
        }
        #expect(roundsWithCommits > 50, "the writer was killed too early to test anything")
    }

    @Test func twoWriterProcessesKeepEachOthersKeys() throws {
        let t = try TemporaryStore()
        let (first, firstOutput) = try CrashWriter.start(store: t.root, key: "fontSize", count: 150)
        let (second, secondOutput) = try CrashWriter.start(store: t.root, key: "pageMargins", count: 150)
        let firstSteps = CrashWriter.committedSteps(firstOutput)
        let secondSteps = CrashWriter.committedSteps(secondOutput)
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        #expect(firstSteps.count == 150 && secondSteps.count == 150)
        let merged = try t.store.load(EPUBPreferences.self, publication: "urn:test:book", profile: "default").merged
        #expect(merged.fontSize == CrashWriter.value(at: 150))
        #expect(merged.pageMargins == CrashWriter.value(at: 150))
    }
}
