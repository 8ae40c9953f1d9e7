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
}
