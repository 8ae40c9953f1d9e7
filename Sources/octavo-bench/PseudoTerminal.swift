import CPseudoTerminal
import Glibc

/// The terminal a user would sit at, as a pseudo-terminal: the child runs on `devicePath`, and
/// everything it draws is read back here, so a figure includes the kernel's terminal layer.
final class PseudoTerminal {
    /// This side of the pair. Closing it hangs up the child's terminal, which ends the child
    /// even if this process dies before it could quit it.
    let descriptor: Int32
    /// The device the child opens as stdin, stdout and stderr, e.g. `/dev/pts/3`.
    let devicePath: String

    private let clock = ContinuousClock()
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    init(width: Int, height: Int) throws {
        let descriptor = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BenchmarkError.system("posix_openpt") }
        var name = [CChar](repeating: 0, count: 128)
        guard grantpt(descriptor) == 0, unlockpt(descriptor) == 0,
              ptsname_r(descriptor, &name, name.count) == 0 else {
            let error = BenchmarkError.system("preparing the pseudo-terminal")
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        devicePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        try resize(width: width, height: height)
    }

    deinit {
        close(descriptor)
    }

    /// Sets the window size; the kernel then sends SIGWINCH to the child's foreground process
    /// group, as a terminal emulator's window does when dragged.
    func resize(width: Int, height: Int) throws {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0 else { throw BenchmarkError.system("TIOCSWINSZ") }
    }

    /// Types `text`, as a user's keyboard would.
    func type(_ text: String) throws {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                guard errno == EINTR else { throw BenchmarkError.system("writing to the pseudo-terminal") }
                continue
            }
            remaining = remaining.dropFirst(written)
        }
    }

    /// Reads what the child writes until each of `markers` has arrived (with none, any byte) and
    /// then nothing more for `quiet`. The burst is timed from `start` to its last byte, so the
    /// quiet wait is not counted; a frame with a pause longer than `quiet` inside it would be cut
    /// short.
    ///
    /// Each read looks for the markers in its own bytes only, in a plain loop, as searching all
    /// that had arrived on every read competed with the child for the processors and delayed
    /// the timing of the frame's last byte.
    func readBurst(
        since start: ContinuousClock.Instant,
        quiet: Duration,
        timeout: Duration,
        until markers: [[UInt8]] = []
    ) throws -> OutputBurst {
        let deadline = start + timeout
        var bytes: [UInt8] = []
        var lastByte = start
        var complete = false
        var awaited = markers
        while true {
            let wait = complete ? quiet : deadline - clock.now
            guard wait > .zero else {
                throw BenchmarkError("no complete frame within \(timeout); the terminal shows: \(OutputBurst.readableTail(of: bytes))")
            }
            guard try isReadable(within: wait) else {
                if complete { return OutputBurst(bytes: bytes, elapsed: lastByte - start) }
                continue
            }
            guard let count = try readAvailable() else { continue }
            guard count > 0 else {
                throw BenchmarkError("octavo closed its terminal; it wrote: \(OutputBurst.readableTail(of: bytes))")
            }
            lastByte = clock.now
            let newBytes = bytes.count
            bytes += buffer[..<count]
            awaited.removeAll { Self.contains($0, in: bytes, from: max(0, newBytes - $0.count + 1)) }
            complete = awaited.isEmpty
        }
    }

    /// Whether `marker` occurs in `bytes` at or after `start`.
    static func contains(_ marker: [UInt8], in bytes: [UInt8], from start: Int) -> Bool {
        guard let first = marker.first else { return true }
        return bytes.withUnsafeBufferPointer { haystack in
            marker.withUnsafeBufferPointer { needle in
                guard haystack.count - start >= needle.count else { return false }
                for index in start...(haystack.count - needle.count)
                where haystack[index] == first && memcmp(haystack.baseAddress! + index, needle.baseAddress!, needle.count) == 0 {
                    return true
                }
                return false
            }
        }
    }

    /// The bytes that arrive within `duration`, however many bursts they come in.
    func countOutput(for duration: Duration) throws -> Int {
        let deadline = clock.now + duration
        var total = 0
        while clock.now < deadline {
            guard try isReadable(within: deadline - clock.now) else { continue }
            total += try readAvailable() ?? 0
        }
        return total
    }

    /// Reads and drops whatever arrives within `wait`, so a child that is quitting never blocks
    /// on a full terminal. Returns false once the child has closed the terminal.
    func discardOutput(within wait: Duration) throws -> Bool {
        guard try isReadable(within: wait) else { return true }
        return try readAvailable().map { $0 > 0 } ?? true
    }

    private func isReadable(within wait: Duration) throws -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: Int((wait / .milliseconds(1)).rounded(.up)))
        let ready = poll(&request, 1, milliseconds)
        if ready < 0 {
            guard errno == EINTR else { throw BenchmarkError.system("poll") }
            return false
        }
        return ready > 0
    }

    /// The number of bytes read into `buffer`: 0 once the child has closed the terminal (Linux
    /// reports that as EIO), nil when interrupted before anything arrived.
    private func readAvailable() throws -> Int? {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count >= 0 { return count }
        switch errno {
        case EINTR, EAGAIN: return nil
        case EIO: return 0
        default: throw BenchmarkError.system("reading the pseudo-terminal")
        }
    }
}
