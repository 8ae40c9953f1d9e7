import Dispatch
import Foundation
@testable import OctavoPublication
import OctavoTestSupport
import Synchronization
import Testing

/// Work that gives its value and goes on, and work left for a busy thread to run: a waiter gets
/// the value as the body returns it, never waits for what follows it, and never waits for work
/// that no thread will run.
@Suite struct BackgroundWorkHandOverTests {
    private struct Refusal: Error {}

    @Test func theValueComesWhenTheBodyReturnsNotWhenTheFollowUpEnds() throws {
        let goOn = DispatchSemaphore(value: 0), followedUp = DispatchSemaphore(value: 0)
        let followUp = Mutex<(value: Int, released: DispatchTimeoutResult)?>(nil)
        let work = BackgroundWork({ 42 }, then: { value in
            // Released only once the value has been read: a value() that waited for the
            // follow-up would wait here the whole five seconds.
            let released = goOn.wait(timeout: .now() + 5)
            followUp.withLock { $0 = (value, released) }
            followedUp.signal()
        })
        #expect(try work.value() == 42)
        goOn.signal()
        #expect(followedUp.wait(timeout: .now() + 10) == .success)
        #expect(followUp.withLock { $0?.value } == 42)
        #expect(followUp.withLock { $0?.released } == .success)
        #expect(try work.value() == 42)
    }

    @Test func whatTheBodyThrowsIsTheOutcomeAndNothingFollows() {
        let followedUp = DispatchSemaphore(value: 0)
        let work = BackgroundWork({ () throws -> Int in throw Refusal() }, then: { _ in followedUp.signal() })
        #expect(throws: Refusal.self) { try work.value() }
        #expect(followedUp.wait(timeout: .now() + 0.2) == .timedOut)
    }

    @Test func workLeftToRunIsRunByItsFirstWaiterWhenNoThreadTookIt() throws {
        let runs = Atomic<Int>(0)
        let work = BackgroundWork<Int>.leftToRun {
            runs.add(1, ordering: .relaxed)
            return 5
        }
        #expect(try work.value() == 5)
        work.runIfLeft()
        #expect(try work.value() == 5)
        let runCount = runs.load(ordering: .relaxed)
        #expect(runCount == 1)
    }

    @Test func workLeftToRunIsWaitedForWhileAnotherThreadRunsIt() throws {
        let runs = Atomic<Int>(0)
        let started = DispatchSemaphore(value: 0), finish = DispatchSemaphore(value: 0)
        let work = BackgroundWork<String>.leftToRun {
            runs.add(1, ordering: .relaxed)
            started.signal()
            _ = finish.wait(timeout: .now() + 5)
            return "parsed"
        }
        let runner = BackgroundWork { work.runIfLeft() }
        try #require(started.wait(timeout: .now() + 5) == .success)
        // Taken by the runner: the waiter must wait for it, not run it again. It is let go
        // once it has had time to start waiting.
        let waiter = BackgroundWork { try work.value() }
        Thread.sleep(forTimeInterval: 0.05)
        finish.signal()
        #expect(try waiter.value() == "parsed")
        try runner.value()
        let runCount = runs.load(ordering: .relaxed)
        #expect(runCount == 1)
    }

    /// The screen's opening thread hands the book over, then parses the first chapter itself; a
    /// reader who asks for the chapter first parses it instead.
    @Test func aChapterLeftToTheOpeningThreadIsParsedThereOrByItsFirstReader() throws {
        let url = try TestEPUB(chapters: [
            ("one.xhtml", "<h1>One</h1><p>First <em>words</em>.</p>"),
            ("two.xhtml", "<h1>Two</h1><p>Second.</p>"),
        ]).write()
        let direct = try Publication.open(at: url)
        let left = try Publication.open(at: url, preparingToShow: 0, leavingTheParseToCaller: true)
        #expect(!left.hasPreparedDocument(at: 0), "nothing parses it until the caller does")
        left.prepareWhatWasLeftToCaller()
        #expect(left.hasPreparedDocument(at: 0))
        left.prepareWhatWasLeftToCaller()
        #expect(try left.contentDocument(at: 0) == direct.contentDocument(at: 0))

        let taken = try Publication.open(at: url, preparingToShow: 1, leavingTheParseToCaller: true)
        #expect(try taken.contentDocument(at: 1) == direct.contentDocument(at: 1))
        taken.prepareWhatWasLeftToCaller()
        #expect(try taken.contentDocument(at: 1) == direct.contentDocument(at: 1))
    }
}
