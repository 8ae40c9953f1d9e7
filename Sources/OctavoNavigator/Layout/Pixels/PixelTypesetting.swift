import OctavoGraphics
import OctavoPublication

/// How a page in pixels sets its text, as Readium CSS has a web view set it: the root em is
/// 16 CSS pixels times the font size preference times the device pixel ratio, headings are
/// steps of the type scale above it, letter spacing is half the preference in rem, word
/// spacing the preference in rem, and the weight is 400 times the preference.
final class PixelTypesetting {
    let typesetter: Typesetter
    let style: ReflowStyle
    /// Device pixels per CSS pixel.
    let devicePixelRatio: Double

    /// The publishers' family lists glyph roles name by number (`GlyphRole.family`); the
    /// first, number 0, names none.
    private var familyLists = [""]
    private var familyNumbers: [String: UInt16] = [:]

    init(typesetter: Typesetter, style: ReflowStyle, devicePixelRatio: Double) {
        self.typesetter = typesetter
        self.style = style
        self.devicePixelRatio = devicePixelRatio
    }

    /// The number of a family list ("OpenDyslexic,serif"), given once per list; past the
    /// numbers a role holds, 0, and the list is not used.
    func familyNumber(for list: String) -> UInt16 {
        if let known = familyNumbers[list] { return known }
        guard familyLists.count <= Int(UInt16.max) else { return 0 }
        let number = UInt16(familyLists.count)
        familyLists.append(list)
        familyNumbers[list] = number
        return number
    }

    /// The root em, in device pixels.
    var rootEm: Double { 16 * devicePixelRatio * style.fontSize }

    /// The em of a block's text.
    func em(for kind: ContentBlock.Kind) -> Double { rootEm * style.typeScaleFactor(for: kind) }

    /// Extra advance after each grapheme.
    var letterSpacing: Double { style.letterSpacing / 2 * rootEm }

    /// Extra advance at each space.
    var wordSpacing: Double { style.wordSpacing * rootEm }

    /// The pitch of a block's lines: its em times the line height (CSS's `normal` is about 1.2).
    func linePitch(for kind: ContentBlock.Kind) -> Double { em(for: kind) * (style.lineHeight ?? 1.2) }

    /// The family the body text asks for: the user's (Readium's names onto fontconfig's), else
    /// serif, as a web view's default.
    var bodyFamily: String { FontFamilyNames.fontconfigFamily(for: style.fontFamily) }

    /// The face a glyph of `role` is set in, at `em` pixels.
    func face(for role: GlyphRole, em: Double) -> FontFace {
        let base = Int((400 * style.fontWeight).rounded())
        var weight = role.bold ? Self.bolder(than: base) : base
        if case .heading = role.kind { weight = max(weight, 700) }
        // The user's family wins over the book's; code keeps a fixed-width face.
        let publisher = role.family == 0 ? nil : familyLists[Int(role.family)]
        let family: String
        if role.code, publisher == nil {
            family = "monospace"
        } else if style.fontFamily != nil, !role.code {
            family = bodyFamily
        } else {
            family = publisher ?? bodyFamily
        }
        return FontFace(family: family, weight: weight, italic: role.italic, size: em, ligatures: style.ligatures, vertical: style.vertical)
    }

    /// CSS's `bolder`: the weight `<strong>` takes from its parent's.
    static func bolder(than weight: Int) -> Int {
        switch weight {
        case ..<350: 400
        case ..<550: 700
        default: 900
        }
    }

    /// Sets how far each atom advances in `range`: each word (a run of atoms of one look between
    /// spaces and breaks) is shaped as a whole, so kerning and ligatures count as they will be
    /// drawn, and every space takes the width of a space of its face.
    func measure(_ atoms: inout [BreakAtom], in range: Range<Int>, em: Double) {
        var index = range.lowerBound
        while index < range.upperBound {
            if atoms[index].isBreak || atoms[index].isSoftHyphen {
                atoms[index].pixels = 0
                index += 1
                continue
            }
            let face = self.face(for: atoms[index].role, em: em)
            var end = index + 1
            if !atoms[index].isSpace {
                while end < range.upperBound, !atoms[end].isSpace, !atoms[end].isBreak, !atoms[end].isSoftHyphen, atoms[end].role == atoms[index].role { end += 1 }
            }
            let advances = typesetter.advances(of: atoms[index..<end].map(\.grapheme.string), face: face)
            for (offset, advance) in advances.enumerated() { atoms[index + offset].pixels = advance }
            index = end
        }
    }
}
