import Foundation
import OctavoPublication
import Synchronization

/// Finds and loads the hyphenation patterns of a language in the system's hyphenation folder,
/// once per process: a dictionary is read the first time a page in its language is hyphenated,
/// so books that never hyphenate never pay for it.
public enum HyphenationDictionaries {
    /// Where Debian's `hyphen-*` packages put their dictionaries.
    public static let systemFolder = "/usr/share/hyphen"

    private static let loaded = Mutex<[String: HyphenationPatterns?]>([:])

    /// The patterns for `language`, nil when no dictionary for it is installed.
    static func patterns(for language: Language, in folder: String = systemFolder) -> HyphenationPatterns? {
        guard let file = file(for: language, in: folder) else { return nil }
        return loaded.withLock { loaded in
            if let known = loaded[file] { return known }
            let patterns = HyphenationPatterns(file: file)
            loaded[file] = patterns
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

    /// The Debian package that would bring hyphenation for `language`.
    public static func package(for language: Language) -> String {
        let primary = language.primarySubtag.lowercased()
        if let region = language.region, ["en", "pt"].contains(primary) { return "hyphen-\(primary)-\(region.lowercased())" }
        return primary == "en" ? "hyphen-en-us" : "hyphen-\(primary)"
    }
}
