/// Which look each cell of a row is drawn in, when a blank may borrow a neighbour's.
///
/// A blank shows only its background and an underline: a space's foreground, boldness or
/// slant cannot be seen. Drawn in its own look, a space between a border and text in other
/// colours makes curses switch colours twice, each switch two escape sequences (the screen's
/// first frame had some 150 of them). So a blank takes the look of the cell after it when a
/// blank would look the same there, or else of the cell before it; reversed looks, whose
/// foreground a blank shows, are never borrowed or lent.
enum BlankLooks {
    /// What a blank drawn in a look shows; nil for a reversed look.
    struct Shown: Equatable {
        var background: Int
        var underline: Bool
    }

    /// Replaces each blank's look in `looks` (one per cell) as above; `isBlank` says which cells
    /// are plain spaces, and `shown` what a blank in a look shows. A run of blanks takes the look
    /// after it first, so that a switch comes where the background changes.
    static func resolve<Look: Equatable>(_ looks: inout [Look], isBlank: (Int) -> Bool, shown: (Look) -> Shown?) {
        func alike(_ lhs: Look, _ rhs: Look) -> Bool {
            guard let left = shown(lhs), let right = shown(rhs) else { return false }
            return left == right
        }
        // Neighbours mostly share a look, which is tested first.
        for index in looks.indices.dropLast().reversed() where looks[index] != looks[index + 1] && isBlank(index) && alike(looks[index + 1], looks[index]) {
            looks[index] = looks[index + 1]
        }
        for index in looks.indices.dropFirst() where looks[index] != looks[index - 1] && isBlank(index) && alike(looks[index - 1], looks[index]) {
            looks[index] = looks[index - 1]
        }
    }
}
