/// Readium's font family values as fontconfig families. The generic ones (serif, sans-serif,
/// monospace, cursive, fantasy) are fontconfig's own aliases; a named family is asked for by
/// its name, and fontconfig substitutes the nearest installed face when it is missing.
enum FontFamilyNames {
    /// The family a page's body is set in; serif, a web view's default, when the user names none.
    static func fontconfigFamily(for family: FontFamily?) -> String {
        guard let family else { return "serif" }
        // A comma would make Pango read a list of families, and a control character is no name.
        let name = String(family.rawValue.unicodeScalars.filter { $0 != "," && $0.properties.generalCategory != .control })
        return name.isEmpty ? "serif" : name
    }

    /// fontconfig's generic families, which stand for whatever is installed.
    private static let generic: Set<String> = ["serif", "sans-serif", "sans", "monospace", "mono", "cursive", "fantasy", "system-ui"]

    /// The Debian packages of the named families Readium suggests that Debian has.
    private static let packages = ["opendyslexic": "fonts-opendyslexic"]

    /// What the page says when `asked` (a fontconfig family) is a named family and `installed`
    /// is another: the nearest face fontconfig found in its place.
    static func substitution(asked: String, installed: String) -> String? {
        let name = asked.lowercased()
        guard !generic.contains(name), name != installed.lowercased() else { return nil }
        let hint = packages[name.filter { $0 != " " }].map { " (apt install \($0))" } ?? ""
        return "\(asked) is not installed: set in \(installed)\(hint)"
    }
}
