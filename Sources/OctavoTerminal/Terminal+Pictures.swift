import CNcurses
import Glibc
import OctavoCanvas

extension Terminal {
    /// Asks the terminal, without waiting, which of `protocols` it speaks and how big a cell
    /// is: the kitty graphics query, the primary device attributes (sixel is attribute 4) and
    /// the cell size (`CSI 16 t`). The answers come with the keys; until then pictures stay
    /// symbols, so the first frame never waits. The kernel's idea of the cell size, when it
    /// has one, is taken at once.
    ///
    /// Inside tmux (`throughTmux`), only kitty's protocol is asked for, through tmux's
    /// passthrough (which tmux allows with `set -g allow-passthrough on`; otherwise nothing
    /// answers and pictures stay symbols), and pictures are placed by Unicode placeholders.
    public func askForPictureSupport(_ protocols: Set<PixelProtocol>, throughTmux: Bool = false) {
        let protocols = throughTmux ? protocols.intersection([.kitty]) : protocols
        guard isActive, !protocols.isEmpty else { return }
        acceptedProtocols = protocols
        pictureSupport.cellSize = Self.kernelCellSize()
        pictureSupport.usesPlaceholders = throughTmux
        var question: [UInt8] = []
        if protocols.contains(.kitty) { question += Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8) }
        question += Array("\u{1B}[16t".utf8)
        if !throughTmux { question += Array("\u{1B}[c".utf8) }
        let sent = throughTmux ? TmuxPassthrough.wrap(question) : question
        Self.writeAll(sent)
        tmuxQuestion = throughTmux ? (sent, Self.tmuxRetries) : nil
    }

    /// tmux drops what goes through its passthrough while it redraws the window, as it may when
    /// a program starts: the question is asked again after each of the first frames, until the
    /// terminal has said what it needs to.
    static let tmuxRetries = 3

    /// After a frame: asks the tmux question again while the protocol or the cell size is not
    /// known yet.
    func askAgainThroughTmuxIfUnanswered() {
        guard let question = tmuxQuestion else { return }
        guard pictureSupport.pixelProtocol == nil || pictureSupport.cellSize == nil, question.remaining > 0 else {
            tmuxQuestion = nil
            return
        }
        Self.writeAll(question.bytes)
        tmuxQuestion = (question.bytes, question.remaining - 1)
    }

    /// Shows pictures in `pixelProtocol` without asking whether the terminal speaks it (the
    /// user said so); the cell size is still asked for. Sixels inside tmux are written as they
    /// are, for a tmux that draws them itself.
    public func usePictures(_ pixelProtocol: PixelProtocol, throughTmux: Bool = false) {
        askForPictureSupport([pixelProtocol], throughTmux: throughTmux && pixelProtocol == .kitty)
        pictureSupport.pixelProtocol = pixelProtocol
    }

    /// Whether the terminal answered a question since the last call.
    func takeAnswered() -> Bool {
        defer { answered = false }
        return answered
    }

    /// Whether `text` is the start of an answer whose end has not come yet.
    func isUnfinishedAnswer(_ text: String) -> Bool {
        guard !acceptedProtocols.isEmpty else { return false }
        if text.hasPrefix("_G") { return !text.hasSuffix("\u{1B}\\") }
        if text.hasPrefix("[?") { return !text.contains("c") }
        if text.hasPrefix("[6;") { return !text.contains("t") }
        return false
    }

    /// Records what an answer says; false when `text` (what followed an Escape) is no answer.
    func recordAnswer(_ text: String) -> Bool {
        guard !acceptedProtocols.isEmpty else { return false }
        var recognised = false
        if text.hasPrefix("_G") {
            recognised = true
            if text.contains(";OK"), acceptedProtocols.contains(.kitty) { pictureSupport.pixelProtocol = .kitty }
        }
        for answer in text.split(separator: "\u{1B}") {
            if answer.hasPrefix("[?"), answer.hasSuffix("c") {
                recognised = true
                let attributes = answer.dropFirst(2).dropLast().split(separator: ";")
                if attributes.contains("4"), acceptedProtocols.contains(.sixel), pictureSupport.pixelProtocol == nil {
                    pictureSupport.pixelProtocol = .sixel
                }
            } else if answer.hasPrefix("[6;"), answer.hasSuffix("t") {
                recognised = true
                let numbers = answer.dropFirst(3).dropLast().split(separator: ";").compactMap { Int($0) }
                if numbers.count == 2, numbers[0] > 0, numbers[1] > 0 { pictureSupport.cellSize = Size(width: numbers[1], height: numbers[0]) }
            }
        }
        return recognised
    }

    /// Shows `picture` over its cells, the cursor kept where curses left it, in place of the
    /// last one; nil takes the last one away. The same picture again sends nothing.
    public func show(_ picture: TerminalPicture?) {
        guard isActive else { return }
        if let shown = shownPicture {
            let same = picture.map { $0.key == shown.key && $0.rect == shown.rect } ?? false
            if same, !shownPictureDamaged { return }
            // What is left of a damaged picture is written over whole, or taken away.
            if !same { takeAway(shown) }
        }
        shownPictureDamaged = false
        guard let picture else { return }
        var bytes = Array("\u{1B}7\u{1B}[\(picture.rect.y + 1);\(picture.rect.x + 1)H".utf8)
        bytes += picture.sequence
        bytes += Array("\u{1B}8".utf8)
        Self.writeAll(bytes)
        shownPicture = picture
    }

    /// Takes a picture away: kitty deletes every picture placed (on the screen this program has
    /// to itself, only its own); sixel pixels are painted over by the cells under them, which
    /// curses is told to draw again.
    private func takeAway(_ picture: TerminalPicture) {
        shownPicture = nil
        // Placeholders are text: the image is deleted, and curses writes the cells over them.
        if let removal = picture.removal { Self.writeAll(removal) }
        if picture.pixelProtocol == .kitty, picture.removal == nil {
            Self.writeAll(Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8))
            return
        }
        let window = octavo_stdscr()
        wredrawln(window, Int32(picture.rect.y), Int32(picture.rect.height))
        wnoutrefresh(window)
        doupdate()
    }

    /// Columns and rows of the terminal in pixels from the kernel, as a cell's size; nil when
    /// the terminal does not tell it (many do not, and tmux never does).
    private static func kernelCellSize() -> Size? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        return Size(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// Writes all of `bytes` to the terminal. Called between frames, after curses has sent one
    /// (`doupdate` writes its frame out before it returns), so the two never interleave.
    static func writeAll(_ bytes: [UInt8]) {
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if errno == EAGAIN {
                    // A terminal that reads slowly: wait until it can take more.
                    var writable = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&writable, 1, 100)
                } else if errno != EINTR {
                    return
                }
            }
        }
    }
}
