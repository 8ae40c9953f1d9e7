import OctavoGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Work that starts on another processor at once and is waited for where its value is needed,
/// so that start-up overlaps steps that do not depend on each other: the book opens while the
/// store is read, the first page's chapter is parsed while the settings rows are built.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private let outcome = Completion<Result<Value, any Error>>()
    /// Joined by the first `value()`, so that the thread has ended, the clean-up of its
    /// libraries' thread-local data included, before the process exits: a PDF opened here
    /// crashed one command in 150 when poppler's clean-up ran as the process ended.
    private let thread = Mutex<pthread_t?>(nil)
    /// The body of work left to a thread that is busy now (`leftToRun(_:)`), until one takes it.
    private let leftBody = Mutex<(@Sendable () throws -> Value)?>(nil)

    /// The work runs on a thread of its own, not in the shared dispatch pool: Swift's tasks run
    /// in that pool too (the configuration is read by one), and on two processors a task queued
    /// while the pool was busy with this work waited until it ended. It starts beside the
    /// caller unless `placement` says otherwise.
    public convenience init(_ body: @escaping @Sendable () throws -> Value) {
        self.init(on: .besideCaller, body)
    }

    init(on placement: ThreadPlacement, _ body: @escaping @Sendable () throws -> Value) {
        let started = ThreadStart.joinable(on: placement) { [self] in
            outcome.give(Result { try body() })
        }
        thread.withLock { $0 = started }
    }

    /// Work that gives its value as soon as `body` returns it, then goes on with `followUp` on
    /// the same thread: an EPUB's opening hands the book over, then parses the chapter shown
    /// first where it is, with no thread to start and no processor to change. `value()` returns
    /// the value, or what `body` threw (and nothing follows). The thread is never joined, so
    /// this is only for work that loads no library whose thread-local clean-up could meet the
    /// process's exit: an EPUB's opening, not a PDF's.
    public init(_ body: @escaping @Sendable () throws -> Value, then followUp: @escaping @Sendable (Value) -> Void) {
        let run: @Sendable () -> Void = { [self] in
            let result = Result { try body() }
            outcome.give(result)
            if case .success(let value) = result { followUp(value) }
        }
        if !ThreadStart.detached(run) { run() }
    }

    private init(leftToRun body: @escaping @Sendable () throws -> Value) {
        leftBody.withLock { $0 = body }
    }

    /// Work that no thread starts for: the thread that made it runs it once free (`runIfLeft()`),
    /// or the first `value()` runs it itself, so it is never waited for in vain.
    static func leftToRun(_ body: @escaping @Sendable () throws -> Value) -> BackgroundWork {
        BackgroundWork(leftToRun: body)
    }

    /// Runs the work on this thread if it was left to run and no one has taken it yet.
    func runIfLeft() {
        guard let body = leftBody.withLock({ left in
            defer { left = nil }
            return left
        }) else { return }
        outcome.give(Result { try body() })
    }

    /// Work never waited for (a chapter prepared but not shown) leaves its thread detached.
    deinit {
        if let unjoined = thread.withLock({ $0 }) { pthread_detach(unjoined) }
    }

    /// Waits until the work is done (for `init(_:then:)`, until `body` is), then gives its value
    /// or throws its error; every call gets the same outcome.
    public func value() throws -> Value {
        let outcome = Result { try finishedValue() }
        join()
        return try outcome.get()
    }

    /// As `value()`, without waiting for the thread to end, as its end (its libraries'
    /// thread-local clean-up, its stack given back) was on the way to a first frame. Only for
    /// work that is `awaitedAtExit()`, which is joined then.
    func finishedValue() throws -> Value {
        if !outcome.isGiven {
            runIfLeft()
            letRunAnywhere()
        }
        return try outcome.awaitedValue.get()
    }

    /// Whether the work is done (its thread may still be ending).
    var isOver: Bool { outcome.isGiven }

    /// Lets the thread run on the caller's processor too, for a caller about to wait for it:
    /// it was started beside its parent, and may not have started yet.
    func letRunAnywhere() {
        // Under the lock, so that another waiter cannot have joined (and freed) the thread, and
        // only while the work is unfinished: a thread that has ended has no processors.
        thread.withLock { running in
            if let running, !outcome.isGiven { ProcessorPlacement.allowEverywhereCallerMay(running) }
        }
    }

    private func join() {
        guard let running = thread.withLock({ running -> pthread_t? in
            defer { running = nil }
            return running
        }) else { return }
        pthread_join(running, nil)
    }
}
