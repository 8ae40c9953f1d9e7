import Dispatch
import Foundation
import Synchronization
import Testing
@testable import OctavoGraphics

@Suite struct LoadingOnceTests {
    /// A thread that asks while another does the work waits until the work is done, and the work
    /// is done once: the screen's main thread, asking for poppler's libraries while the opening
    /// thread loads them, must find them loaded when it goes on.
    @Test func aThreadAskingWhileAnotherWorksWaitsForTheWorkAndDoesNotRepeatIt() {
        let runs = Mutex(0)
        let started = DispatchSemaphore(value: 0), mayFinish = DispatchSemaphore(value: 0)
        let loading = LoadingOnce {
            runs.withLock { $0 += 1 }
            started.signal()
            mayFinish.wait()
        }
        let first = DispatchSemaphore(value: 0), second = DispatchSemaphore(value: 0)
        // Threads of their own: the tests running beside this one may hold every thread of a queue.
        Thread { loading.run(); first.signal() }.start()
        started.wait()
        Thread { loading.run(); second.signal() }.start()
        let returnedEarly = second.wait(timeout: .now() + 0.2) == .success
        mayFinish.signal()
        first.wait()
        let returnedAfter = second.wait(timeout: .now() + 5) == .success
        #expect(!returnedEarly, "the second caller went on before the work was done")
        #expect(returnedAfter)
        loading.run()
        #expect(runs.withLock { $0 } == 1)
    }
}
