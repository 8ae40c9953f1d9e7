import FoundationEssentials
import OctavoPublication
import Synchronization

/// Finds and loads the hyphenation patterns of a language in the system's hyphenation folder,
/// once per process: a dictionary is read the first time a page in its language is hyphenated,
/// so books that never hyphenate never pay for it.
public enum HyphenationDictionaries {
    /// Where Debian's `hyphen-*` packages put their dictionaries.
    public static let systemFolder = "/usr/share/hyphen"

    /// Patterns by dictionary file, and the file (or none) by language and folder, so the
    /// folder is looked at once per language, not for every block laid out.
    private static let loaded = Mutex<(byFile: [String: HyphenationPatterns?], byLanguage: [String: String?])>(([:], [:]))

    /// The patterns for `language`, nil when no dictionary for it is installed.
    static func patterns(for language: Language, in folder: String = systemFolder) -> HyphenationPatterns? {
        let key = folder + "\u{0}" + language.description
        let known = loaded.withLock { $0.byLanguage[key] }
        let found = known ?? file(for: language, in: folder)
        return loaded.withLock { loaded in
            loaded.byLanguage[key] = found
            guard let file = found else { return nil }
            if let patterns = loaded.byFile[file] { return patterns }
            let patterns = HyphenationPatterns(file: file)
            loaded.byFile[file] = patterns
            return patterns
        }
    }

    /// The dictionary file for `language`: its region's (`hyph_de_CH.dic`), else the language's
    /// (`hyph_de.dic`), else any region's of the language.
    public static func file(for language: Language, in folder: String = systemFolder) -> String? {
        let primary = language.primarySubtag.lowercased()
        guard !primary.isEmpty, primary.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var names: [String] = []
        if let region = language.region { names.append("hyph_\(primary)_\(region.uppercased()).dic") }
        names.append("hyph_\(primary).dic")
        for name in names where FileManager.default.isReadableFile(atPath: folder + "/" + name) {
            return folder + "/" + name
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.sorted().first { $0.hasPrefix("hyph_\(primary)_") && $0.hasSuffix(".dic") }.map { folder + "/" + $0 }
    }

    /// Languages Debian 12 ships `hyphen-<code>` packages for; English and Portuguese come per
    /// region.
    private static let debianLanguages: Set<String> = [
        "af", "as", "be", "bg", "bn", "ca", "cs", "da", "de", "el", "es", "fr", "gl", "gu", "hi", "hr", "hu",
        "id", "is", "it", "kn", "lt", "lv", "ml", "mn", "mr", "nl", "no", "or", "pa", "pl", "ro", "ru", "sk",
        "sl", "sr", "sv", "ta", "te", "th", "uk", "zu",
    ]

    /// The Debian package that brings hyphenation for `language`; nil when Debian has none.
    public static func package(for language: Language) -> String? {
        let primary = language.primarySubtag.lowercased()
        switch primary {
        case "en": return language.region?.uppercased() == "GB" ? "hyphen-en-gb" : "hyphen-en-us"
        case "pt": return language.region?.uppercased() == "BR" ? "hyphen-pt-br" : "hyphen-pt-pt"
        case "nb", "nn": return "hyphen-no"
        default: return debianLanguages.contains(primary) ? "hyphen-\(primary)" : nil
        }
    }
}
