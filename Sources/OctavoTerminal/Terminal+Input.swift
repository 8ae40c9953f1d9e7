#if canImport(Glibc)
import Glibc
#endif
import CNcurses
import OctavoCanvas

extension Terminal {
    /// Waits up to `timeout` (nil: indefinitely) for the next input, or for one
    /// of `descriptors` to become readable. Returns nil when the time passed, a
    /// descriptor woke it, the terminal answered a question (`pictureSupport`
    /// may have changed), or, with a timeout, when the input meant nothing to
    /// Octavo; without a timeout and descriptors such input is skipped.
    public func nextEvent(timeout: Duration?) -> KeyEvent? {
        nextEvent(timeout: timeout, wakingFor: [])
    }

    public func nextEvent(timeout: Duration?, wakingFor descriptors: [Int32]) -> KeyEvent? {
        guard isActive else { return nil }
        guard !descriptors.isEmpty else { return nextKey(timeout: timeout) }
        // What curses has read already (the rest of a sequence) comes first; then the keyboard
        // and the descriptors are waited on together.
        if let event = nextKey(timeout: .zero) { return event }
        if takeAnswered() { return nil }
        var polled = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            + descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&polled, nfds_t(polled.count), Self.curses(timeout: timeout))
        // A resize interrupts the wait (EINTR), and curses then reports it as a key.
        if ready < 0 { return nextKey(timeout: .zero) }
        guard ready > 0, polled[0].revents != 0 else { return nil }
        // Input is there; a sequence's last bytes may still be on their way.
        return nextKey(timeout: .milliseconds(100))
    }

    private func nextKey(timeout: Duration?) -> KeyEvent? {
        let window = octavo_stdscr()
        wtimeout(window, Self.curses(timeout: timeout))
        repeat {
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if let event = decode(status: status, value: value) {
                if event == .escape {
                    let rest = restOfSequence(window, then: timeout)
                    // The terminal's answer to a question about pixels: the screen looks at it.
                    if recordAnswer(rest) {
                        answered = true
                        return nil
                    }
                    if !rest.isEmpty { continue }
                }
                return event
            }
            if status == octavo_err() { return nil }
        } while timeout == nil
        return nil
    }

    /// An Escape followed at once by more input is Alt plus a key, a sequence curses does not
    /// know, or the terminal answering a question: the rest is read, so it neither quits nor
    /// types letters, and returned.
    private func restOfSequence(_ window: UnsafeMutablePointer<WINDOW>?, then timeout: Duration?) -> String {
        wtimeout(window, 0)
        defer { wtimeout(window, Self.curses(timeout: timeout)) }
        var rest = String.UnicodeScalarView()
        var value: wint_t = 0
        // An answer split between two reads (over ssh, say) is waited for a little, so that
        // its end is not typed as keys.
        var waits = 0
        while true {
            while wget_wch(window, &value) != octavo_err() {
                if let scalar = Unicode.Scalar(UInt32(value)) { rest.append(scalar) }
            }
            guard isUnfinishedAnswer(String(rest)), waits < 5 else { break }
            waits += 1
            wtimeout(window, 20)
        }
        return String(rest)
    }

    private func decode(status: Int32, value: wint_t) -> KeyEvent? {
        switch status {
        case octavo_ok():
            return KeyDecoder.decode(.character(UInt32(value)))
        case CursesKey.codeYes:
            let code = Int32(bitPattern: UInt32(value))
            if code == CursesKey.mouse {
                var event = MEVENT()
                guard getmouse(&event) == octavo_ok() else { return nil }
                return KeyDecoder.decode(.mouse(x: Int(event.x), y: Int(event.y), buttons: event.bstate))
            }
            if code == CursesKey.resize {
                painted = nil
                let size = size
                return KeyDecoder.decode(.resize(width: size.width, height: size.height))
            }
            return KeyDecoder.decode(.keyCode(code))
        default:
            return nil
        }
    }

    /// Curses takes milliseconds, -1 meaning "block".
    static func curses(timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int32.max }
        return Int32(clamping: milliseconds.partialValue + attoseconds / 1_000_000_000_000_000)
    }
}
