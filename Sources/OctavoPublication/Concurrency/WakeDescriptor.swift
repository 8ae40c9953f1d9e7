#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A descriptor that another thread makes readable, for a loop that sleeps in `poll` on the
/// keyboard and on it together: the screen waits for a PDF page being drawn without looking at
/// it every so often, and a key that comes meanwhile is answered at once. The reading end of a
/// pipe, both ends kept open as long as anyone holds this object, so that a thread still
/// drawing never writes to a descriptor number the process has since reused.
package final class WakeDescriptor: Sendable {
    /// Nil when the system gives no pipe (out of descriptors): waiters then wait with a timeout.
    package let descriptor: Int32?
    private let writingEnd: Int32?

    package init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            descriptor = nil
            writingEnd = nil
            return
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writingEnd = ends[1]
    }

    deinit {
        if let descriptor { close(descriptor) }
        if let writingEnd { close(writingEnd) }
    }

    /// Makes the descriptor readable, and keeps it so until `clear()`.
    package func raise() {
        guard let writingEnd else { return }
        var byte: UInt8 = 1
        // A full pipe is readable already.
        _ = write(writingEnd, &byte, 1)
    }

    /// Makes the descriptor unreadable again, until the next `raise()`.
    package func clear() {
        guard let descriptor else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &bytes, bytes.count) > 0 {}
    }
}
