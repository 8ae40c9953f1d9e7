import CProcessorAffinity
import Glibc
import OctavoPublication
import Synchronization
import Testing

/// Work done on a helper thread starts away from its starter's processor, but is not held
/// there: once running it may use every processor its starter may, as any thread would.
@Suite struct ThreadPlacementTests {
    /// The calling thread's processor set, as bytes.
    private static func processors() -> [UInt8] {
        var set = cpu_set_t()
        _ = sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &set)
        return withUnsafeBytes(of: set) { Array($0) }
    }

    private final class Report: Sendable {
        let processors = Mutex<[UInt8]?>(nil)
    }

    @Test func backgroundWorkMayRunWhereverItsStarterMay() throws {
        let starter = Self.processors()
        for _ in 0..<20 {
            // Read before anyone waits for the work: waiting widens a helper's set too.
            let report = Report()
            let helper = BackgroundWork { report.processors.withLock { $0 = Self.processors() } }
            while report.processors.withLock({ $0 == nil }) { usleep(100) }
            #expect(report.processors.withLock { $0 } == starter)
            try helper.value()
        }
    }
}
