import CNcurses

/// Home and End have several encodings, and terminfo lists only one per
/// entry. When `$TERM` does not match the terminal exactly (xterm-256color
/// inside tmux or screen, rxvt claiming to be xterm) the other encodings
/// would reach the app as Esc plus stray characters, so curses is taught
/// them too, where the entry does not already use them for something else.
enum KeySequences {
    static let alternatives: [(sequence: String, key: Int32)] = [
        ("\u{1B}[1~", CursesKey.home), ("\u{1B}[7~", CursesKey.home),
        ("\u{1B}[H", CursesKey.home), ("\u{1B}OH", CursesKey.home),
        ("\u{1B}[4~", CursesKey.end), ("\u{1B}[8~", CursesKey.end),
        ("\u{1B}[F", CursesKey.end), ("\u{1B}OF", CursesKey.end),
    ]

    static func defineAlternatives() {
        for (sequence, key) in alternatives where key_defined(sequence) == 0 {
            define_key(sequence, key)
        }
    }
}
