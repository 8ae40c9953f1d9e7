import CNcurses
import CPendingWrites

/// Puts the terminal back when the process dies with curses still active:
/// on SIGINT, SIGTERM, SIGHUP, SIGQUIT, on crashes (Swift traps arrive as
/// SIGILL or SIGTRAP; also SIGSEGV, SIGBUS, SIGABRT, SIGFPE) and on `exit`.
///
/// The handler and its state live in C (`shim.h`) because a handler may only
/// make async-signal-safe calls and Swift code offers no such guarantee. It
/// writes the reset sequences captured here, restores the terminal modes
/// saved before curses started, hands the signal back to its previous
/// disposition and raises it again, so the exit status and core dump are
/// those of the original signal.
///
/// The C state is a set of header statics, one copy per object file that
/// uses it: this file must stay the only one calling `octavo_restore_*`.
enum SignalRestoration {
    static var isArmed: Bool { octavo_restore_is_armed() != 0 }

    /// Saves the current (shell) modes of `input` and installs the handlers;
    /// false if the modes cannot be read.
    static func prepare(input: Int32, output: Int32) -> Bool {
        octavo_restore_prepare(input, output) == 0
    }

    /// Records what to write to `output` to undo curses' terminal modes;
    /// false if the sequence was too long and had to be cut.
    @discardableResult
    static func setResetSequence(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { octavo_restore_set_sequence($0.baseAddress, $0.count) == 0 }
        }
    }

    /// Before the terminal is restored on SIGINT, SIGTERM or SIGHUP, waits (a bounded time,
    /// see `octavo_pending_writes_drain`) for the preference writes still under way, so an edit made just before is on disk.
    static func waitForPendingWritesBeforeEnding() {
        octavo_restore_set_before_ending(octavo_pending_writes_drain)
    }

    /// Called once curses has restored the terminal itself (`endwin`).
    static func disarm() {
        octavo_restore_disarm()
    }
}
