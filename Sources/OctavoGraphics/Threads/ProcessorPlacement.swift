import CProcessorAffinity
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Which processors Octavo's threads may run on. Linux queues a new thread on its parent's
/// processor and moves it to an idle one only later, so work meant to run beside the parent's
/// (opening the book while the terminal starts) could run after it instead. A new thread is
/// therefore started on the other processors and, once running, allowed back on all of them.
package enum ProcessorPlacement {
    /// The processors the calling thread may run on, the same set without the one it runs on
    /// now, and that one alone; nil when the others are none (a single processor), or when
    /// Linux will not say.
    static func ofCaller() -> (allowed: cpu_set_t, others: cpu_set_t, current: cpu_set_t)? {
        var allowed = cpu_set_t()
        guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0 else { return nil }
        let current = Int(sched_getcpu())
        guard current >= 0, current < MemoryLayout<cpu_set_t>.size * 8 else { return nil }
        let word = current / UInt.bitWidth, bit = UInt(1) << (current % UInt.bitWidth)
        var others = allowed
        let anyOther = withUnsafeMutableBytes(of: &others) { bytes in
            let words = bytes.bindMemory(to: UInt.self)
            words[word] &= ~bit
            return words.contains { $0 != 0 }
        }
        var alone = cpu_set_t()
        withUnsafeMutableBytes(of: &alone) { $0.bindMemory(to: UInt.self)[word] = bit }
        return anyOther ? (allowed, others, alone) : nil
    }

    /// Makes the threads `attributes` start run only on `processors`.
    static func restrict(_ attributes: inout pthread_attr_t, to processors: cpu_set_t) {
        var processors = processors
        pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, &processors)
    }

    /// Lets `thread` run on `processors`.
    static func allow(_ thread: pthread_t, on processors: cpu_set_t) {
        var processors = processors
        pthread_setaffinity_np(thread, MemoryLayout<cpu_set_t>.size, &processors)
    }

    /// Lets `thread` run wherever the calling thread may: a caller about to wait for a thread
    /// frees its own processor, which the thread, if it has not started yet, was not given.
    package static func allowEverywhereCallerMay(_ thread: pthread_t) {
        var allowed = cpu_set_t()
        guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0 else { return }
        allow(thread, on: allowed)
    }
}
