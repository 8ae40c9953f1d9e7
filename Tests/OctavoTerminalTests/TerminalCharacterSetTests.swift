@testable import OctavoTerminal
import Testing

/// A process started without a locale draws in UTF-8 all the same when the system has a UTF-8
/// locale, and in ASCII stand-ins only when it has none.
@Suite struct TerminalCharacterSetTests {
    @Test func aUTF8LocaleIsKeptAsItIs() {
        var coerced = false
        #expect(TerminalCharacterSet.choose(current: "UTF-8", coerce: { coerced = true; return true }) == .utf8)
        #expect(!coerced)
    }

    @Test func theCLocaleIsCoercedToUTF8WhenTheSystemHasIt() {
        #expect(TerminalCharacterSet.choose(current: "ANSI_X3.4-1968", coerce: { true }) == .utf8)
    }

    @Test func withNoUTF8LocaleTheScreenDrawsASCIIStandIns() {
        #expect(TerminalCharacterSet.choose(current: "ANSI_X3.4-1968", coerce: { false }) == .asciiStandIns)
    }
}
