import Dispatch
@testable import OctavoPublication
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
            // thread's end would wait here the whole five seconds.
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
        let followed = Atomic<Bool>(false)
        let work = BackgroundWork({ () throws -> Int in throw Refusal() }, then: { _ in followed.store(true, ordering: .relaxed) })
        #expect(throws: Refusal.self) { try work.value() }
        let didFollow = followed.load(ordering: .relaxed)
        #expect(!didFollow)
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
        let started = DispatchSemaphore(value: 0), finish = DispatchSemaphore(value: 0)
        let work = BackgroundWork<String>.leftToRun {
            started.signal()
            _ = finish.wait(timeout: .now() + 5)
            return "parsed"
        }
        let runner = BackgroundWork { work.runIfLeft() }
        started.wait()
        // Taken by the runner: this waiter must wait for it rather than run it again.
        let waiter = BackgroundWork { try work.value() }
        finish.signal()
        #expect(try waiter.value() == "parsed")
        try runner.value()
    }
}
