import Dispatch
import Synchronization

/// Work done once, by the first thread that asks for it; a thread asking meanwhile waits for
/// it, asleep.
///
/// Not a `static let`: a thread that asks for one while another is making it waits on a
/// priority-inheriting futex (strace shows `FUTEX_LOCK_PI`), and such a waiter spins in the
/// kernel while the thread it waits for runs, and keeps a processor busy that the loader's
/// interrupts then slow down.
final class LoadingOnce: Sendable {
    private let work: @Sendable () -> Void
    private let isClaimed = Mutex(false)
    private let done = DispatchGroup()

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }

    /// Does the work, unless another thread has begun it: then waits until it is done.
    func run() {
        let runsHere = isClaimed.withLock { isClaimed in
            defer { isClaimed = true }
            if !isClaimed { done.enter() }
            return !isClaimed
        }
        guard runsHere else {
            done.wait()
            return
        }
        work()
        done.leave()
    }
}
