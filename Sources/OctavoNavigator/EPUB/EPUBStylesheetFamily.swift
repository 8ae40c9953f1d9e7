import OctavoPublication

/// The family of reading stylesheets a reflowable EPUB is shown with; it decides which advanced
/// settings can apply (word spacing means nothing in Japanese, ligatures only in Arabic script).
public enum EPUBStylesheetFamily: String, CaseIterable, Hashable, Sendable {
    /// Left-to-right, non-CJK text.
    case `default`
    /// Right-to-left text (Arabic, Hebrew, Persian…).
    case rtl
    /// Chinese, Japanese or Korean in horizontal lines.
    case cjkHorizontal
    /// Chinese, Japanese or Korean in vertical lines.
    case cjkVertical

    /// First match wins: vertical text, then a CJK language, then the direction.
    public init(verticalText: Bool, language: Language?, readingProgression: ReadingProgression) {
        if verticalText {
            self = .cjkVertical
        } else if language?.isCJK == true {
            self = .cjkHorizontal
        } else if readingProgression == .rtl {
            self = .rtl
        } else {
            self = .default
        }
    }
}
