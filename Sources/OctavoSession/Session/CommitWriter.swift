import CPendingWrites
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import FoundationEssentials
import OctavoGraphics
import OctavoPublication
import OctavoStore
import Synchronization

/// Writes a session's commits on a thread of its own, in order, so that a key press draws its
/// frame without waiting for the disk: each commit is still a full durable write (temporary
/// file, fsync, rename, folder fsync, under the store's lock). Commits queued while one is
/// being written are joined into one, so a burst of keys costs a write or two, not one each.
///
/// A write starts once the screen has drawn the edit's frame (`startQueuedWrites`), or at the
/// latest `frameWait` after it was queued, so that the frame does not share the processors with
/// the write, and an edit is still never held for long (the terminal's signal handler waits a
/// bounded time for `octavo_pending_writes` to reach zero). `flush()` waits for all of
/// them, as the screen does before it exits and before switching profile.
final class CommitWriter<Preferences: StorablePreferences>: Sendable {
    /// One `PreferencesStore.commit`, as the session would have made it.
    struct Commit: Sendable {
        var edited: Preferences
        var original: Preferences
        var publication: String
        var profile: String
        var placements: [String: PreferenceSource]
        var exact: Bool

        /// `self` followed by `next`, as one commit: from this one's original to the next one's
        /// result, with both sets of placements. Commits that differ in kind (an exact one among
        /// ordinary ones) or in target are not joined.
        func joined(with next: Commit) -> Commit? {
            guard exact == next.exact, publication == next.publication, profile == next.profile else { return nil }
            var joined = self
            joined.edited = next.edited
            joined.placements.merge(next.placements) { _, later in later }
            return joined
        }
    }

    private struct State: Sendable {
        var queue: [Commit] = []
        var writing = false
        var stopped = false
        var flushWaiters = 0
        var failures: [StoreError] = []
        /// The files' signature after the last write, for the session to recognise its own
        /// writes when it looks for changes made by others.
        var signature: String?
        /// No thread could start: each commit is written as it is queued, on the caller's
        /// thread, rather than left waiting for a writer that does not exist.
        var writesInPlace = false
        /// Commits were queued whose frame has not been drawn yet.
        var awaitingFrame = false
    }

    private let store: PreferencesStore
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let drained = DispatchSemaphore(value: 0)
    private let frameDrawn = DispatchSemaphore(value: 0)
    /// The longest a queued commit waits for its frame.
    static var frameWait: Duration { .milliseconds(50) }

    init(store: PreferencesStore) {
        self.store = store
        if !ThreadStart.detached({ [self] in run() }) { state.withLock { $0.writesInPlace = true } }
    }

    func enqueue(_ commit: Commit) {
        if state.withLock({ $0.writesInPlace }) {
            write(commit)
            return
        }
        octavo_pending_writes_add(1)
        state.withLock {
            $0.queue.append(commit)
            $0.awaitingFrame = true
        }
        wake.signal()
    }

    /// Lets the queued commits be written now: their frame is drawn.
    func startQueuedWrites() {
        let waiting = state.withLock { state -> Bool in
            defer { state.awaitingFrame = false }
            return state.awaitingFrame
        }
        if waiting { frameDrawn.signal() }
    }

    /// On the writer's thread: waits until the frame of what is queued is drawn, or `frameWait`.
    private func waitForFrame() {
        let deadline = ContinuousClock.now + Self.frameWait
        while state.withLock({ $0.awaitingFrame }), ContinuousClock.now < deadline {
            _ = frameDrawn.wait(timeout: .now() + .milliseconds(5))
        }
    }

    /// Whether commits are queued or being written.
    var isPending: Bool { state.withLock { !$0.queue.isEmpty || $0.writing } }

    /// Waits until every queued commit has been written (or has failed).
    func flush() {
        startQueuedWrites()
        let mustWait = state.withLock { state -> Bool in
            guard !state.queue.isEmpty || state.writing else { return false }
            state.flushWaiters += 1
            return true
        }
        if mustWait { drained.wait() }
    }

    /// The writes that failed since the last call, oldest first.
    func takeFailures() -> [StoreError] {
        state.withLock { state in
            defer { state.failures = [] }
            return state.failures
        }
    }

    /// The files' signature after the last write, once nothing is pending; nil otherwise or when
    /// it was already taken.
    func takeSignature() -> String? {
        state.withLock { state in
            guard state.queue.isEmpty, !state.writing else { return nil }
            defer { state.signature = nil }
            return state.signature
        }
    }

    /// Writes what is queued and ends the thread.
    func stop() {
        flush()
        state.withLock { $0.stopped = true }
        wake.signal()
    }

    private func run() {
        // The terminal's handler for SIGINT, SIGTERM and SIGHUP waits for this thread's
        // writes, so it must run on another thread.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        while true {
            wake.wait()
            waitForFrame()
            while let batch = takeBatch() {
                for commit in batch { write(commit) }
                octavo_pending_writes_add(Int32(-batch.count))
            }
            if state.withLock({ $0.stopped }) { return }
        }
    }

    /// Everything queued, joined where it can be, or nil when the queue is empty (waking the
    /// flushers).
    private func takeBatch() -> [Commit]? {
        state.withLock { state -> [Commit]? in
            guard !state.queue.isEmpty else {
                state.writing = false
                for _ in 0..<state.flushWaiters { drained.signal() }
                state.flushWaiters = 0
                return nil
            }
            state.writing = true
            var batch: [Commit] = []
            for commit in state.queue {
                if let last = batch.last, let joined = last.joined(with: commit) { batch[batch.count - 1] = joined } else { batch.append(commit) }
            }
            // Each queued commit counted one pending write; the joined ones are released here.
            octavo_pending_writes_add(Int32(batch.count - state.queue.count))
            state.queue = []
            return batch
        }
    }

    private func write(_ commit: Commit) {
        do {
            try store.commit(commit.edited, from: commit.original, publication: commit.publication, profile: commit.profile, placements: commit.placements, exact: commit.exact)
        } catch {
            state.withLock { $0.failures.append(error) }
        }
        let signature = store.signature(Preferences.self, publication: commit.publication, profile: commit.profile)
        state.withLock { $0.signature = signature }
    }
}
