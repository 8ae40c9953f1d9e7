import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

/// A writer killed with SIGKILL in the middle of a commit: every file must still decode, and every
/// value the writer reported as committed must still be there (or the one it was writing). The
/// kill follows the writer's own word that a commit has begun, so the test does the same on a
/// fast machine and a busy one.
@Suite struct CrashConsistencyTests {
    @Test func killingAWriterInTheMiddleOfACommitNeverTearsAFileNorLosesOne() throws {
        var random = SeededGenerator.announced("killingAWriterInTheMiddleOfACommitNeverTearsAFileNorLosesOne")
        let t = try TemporaryStore()
        var possibleSizes: Set<Double?> = [nil]
        var possibleLanguages: Set<Language?> = [nil]
        for round in 0..<120 {
            let (process, output) = try CrashWriter.start(store: t.root, key: "fontSize", count: 100_000)
            // Which commit is interrupted, and how far into it: the first phases (the temporary
            // file, its fsync) take most of a commit, the rename and the folder's fsync the rest.
            let target = Int.random(in: 1...12, using: &random)
            let delay = Int.random(in: 0...1_500, using: &random)
            let read = CrashWriter.read(output, untilWriting: target)
            if delay > 0 { usleep(UInt32(delay)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let steps = CrashWriter.committedSteps(output, after: read)
            #expect(steps.count >= target - 1, "round \(round): the writer said it was writing \(target) after \(steps.count) commits")

            if let last = steps.last {
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
