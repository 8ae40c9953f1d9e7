/// tmux's passthrough: what a program inside tmux writes for the terminal itself (a picture, a
/// question about pictures), which tmux passes on as it is when its `allow-passthrough` option
/// is on, and drops otherwise.
public enum TmuxPassthrough {
    /// `bytes` in tmux's passthrough sequence, every Escape doubled.
    public static func wrap(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + [0x1B, 0x5C]
    }
}
