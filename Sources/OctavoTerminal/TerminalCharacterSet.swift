import Glibc

/// The character set the terminal is drawn in. ncurses draws non-ASCII characters only in a
/// UTF-8 locale; a process started with none (a bare container, `env -i`) gets the C locale, whose
/// character set is ASCII, and every border and mark would come out as a replacement character.
/// As Python does (PEP 538), the C locale's character set is then taken from C.UTF-8 when the
/// system has it; when it has no UTF-8 locale at all, the screen draws ASCII stand-ins and says so.
enum TerminalCharacterSet {
    case utf8
    case asciiStandIns

    static let asciiNotice = "No UTF-8 locale here: borders and marks are drawn in ASCII; set LANG to a UTF-8 locale (C.UTF-8) for the real glyphs"

    /// Sets the character set's locale from the environment, coerced to UTF-8 when it can be.
    static func adopt() -> TerminalCharacterSet {
        setlocale(LC_CTYPE, "")
        let utf8Locales: [String] = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]
        return choose(current: codeset(), coerce: {
            utf8Locales.contains { name in setlocale(LC_CTYPE, name) != nil && codeset() == "UTF-8" }
        })
    }

    /// UTF-8 when the locale's character set is UTF-8 or `coerce` makes it so.
    static func choose(current: String, coerce: () -> Bool) -> TerminalCharacterSet {
        if current == "UTF-8" || coerce() { return .utf8 }
        return .asciiStandIns
    }

    private static func codeset() -> String {
        String(cString: nl_langinfo(nl_item(CODESET)))
    }
}
