import Glibc
import Testing
@testable import OctavoTerminal

@Suite struct TerminalStartTests {
    @Test func redirectedStreamsAreNamed() {
        #expect(throws: TerminalError.notATerminal(streams: ["stdin", "stdout"])) {
            try Terminal.requireTerminalStreams(isTerminal: { _ in false })
        }
        #expect(throws: TerminalError.notATerminal(streams: ["stdout"])) {
            try Terminal.requireTerminalStreams(isTerminal: { $0 == STDIN_FILENO })
        }
        #expect(throws: Never.self) {
            try Terminal.requireTerminalStreams(isTerminal: { _ in true })
        }
    }

    @Test func messagesSayWhatIsWrong() {
        #expect(TerminalError.notATerminal(streams: ["stdin"]).description.contains("stdin is not a terminal"))
        #expect(TerminalError.notATerminal(streams: ["stdin", "stdout"]).description.contains("stdin and stdout are not"))
        #expect(TerminalError.unknownTerminalType(tried: ["foo", "vt100"]).description.contains("foo, vt100"))
        #expect(TerminalError.cannotAddressCursor(type: "dumb").description.contains("TERM=dumb cannot move the cursor"))
        #expect(TerminalError.cannotAddressCursor(type: "dumb").description.contains("octavo set KEY VALUE"))
    }

    /// Under `swift test` the streams are usually pipes; when run from an
    /// interactive shell they may not be, and starting would take it over.
    @Test(.enabled(if: isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1))
    func startRefusesWithoutATerminalAndLeavesNothingBehind() {
        #expect(throws: TerminalError.self) {
            _ = try Terminal.start()
        }
        do {
            _ = try Terminal.start()
        } catch {
            #expect(error.description.contains("not a terminal"))
        }
        #expect(!SignalRestoration.isArmed)
    }

    @Test func timeoutsBecomeCursesMilliseconds() {
        #expect(Terminal.curses(timeout: nil) == -1)
        #expect(Terminal.curses(timeout: .zero) == 0)
        #expect(Terminal.curses(timeout: .milliseconds(250)) == 250)
        #expect(Terminal.curses(timeout: .seconds(2)) == 2000)
        #expect(Terminal.curses(timeout: .microseconds(1500)) == 1)
        #expect(Terminal.curses(timeout: .milliseconds(-5)) == 0)
        #expect(Terminal.curses(timeout: .seconds(Int64.max)) == Int32.max)
    }
}
