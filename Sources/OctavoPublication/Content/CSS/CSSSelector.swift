/// An element as selectors see it: its name, id and classes.
struct CSSElement: Sendable {
    let name: String
    let id: String?
    let classes: [String]
}

/// A selector of the subset Octavo honours: element names, `*`, classes and ids, combined by
/// descendant (space) and child (`>`) combinators, in groups separated by commas. A selector
/// with anything else (pseudo-classes, attributes, sibling combinators) is not used at all, so
/// a rule meant for some elements never lands on others.
struct CSSSelector: Sendable {
    /// One element test: `p.note#first`.
    struct Compound: Sendable {
        var name: String?
        var id: String?
        var classes: [String] = []

        func matches(_ element: CSSElement) -> Bool {
            if let name, name != element.name { return false }
            if let id, id != element.id { return false }
            return classes.allSatisfy(element.classes.contains)
        }
    }

    enum Combinator: Sendable {
        case descendant
        case child
    }

    /// The compounds from the subject (the element styled) leftwards, each with the combinator
    /// that links it to the next one to the left.
    let parts: [(compound: Compound, combinator: Combinator?)]
    /// Ids, then classes, then element names, as one number that orders like CSS specificity.
    let specificity: Int

    static func parse(_ text: Substring) -> CSSSelector? {
        parse(text.utf8)
    }

    /// Selectors are read as UTF-8 bytes: every delimiter is ASCII, and a line break is then
    /// two bytes rather than the single character "\r\n" that matches neither "\r" nor "\n".
    private static func parse(_ text: Substring.UTF8View) -> CSSSelector? {
        var compounds: [(Compound, Combinator?)] = []
        var pending: Combinator?
        var current: Compound?
        var index = text.startIndex
        func finish() {
            if let compound = current {
                compounds.append((compound, pending))
                pending = nil
                current = nil
            }
        }
        func nameEnd(from start: Substring.UTF8View.Index) -> Substring.UTF8View.Index {
            text[start...].firstIndex { !isNameByte($0) } ?? text.endIndex
        }
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0C {
                finish()
                if pending == nil, !compounds.isEmpty { pending = .descendant }
                index = text.index(after: index)
            } else if byte == UInt8(ascii: ">") {
                finish()
                guard !compounds.isEmpty else { return nil }
                pending = .child
                index = text.index(after: index)
            } else if byte == UInt8(ascii: "*") {
                guard current == nil else { return nil }
                current = Compound()
                index = text.index(after: index)
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "#") {
                let start = text.index(after: index)
                let end = nameEnd(from: start)
                guard start < end else { return nil }
                var compound = current ?? Compound()
                let name = String(decoding: text[start..<end], as: UTF8.self)
                if byte == UInt8(ascii: ".") { compound.classes.append(name) } else { compound.id = name }
                current = compound
                index = end
            } else if isNameByte(byte) {
                guard current == nil else { return nil }
                let end = nameEnd(from: index)
                current = Compound(name: String(decoding: text[index..<end], as: UTF8.self).lowercased())
                index = end
            } else {
                return nil
            }
        }
        finish()
        guard !compounds.isEmpty, pending == nil || pending == .descendant else { return nil }
        // The leftmost compound has nothing to its left: its combinator is dropped; each other
        // keeps the one that links it to its left neighbour.
        var parts: [(compound: Compound, combinator: Combinator?)] = []
        for (offset, entry) in compounds.enumerated().reversed() {
            parts.append((entry.0, offset == 0 ? nil : compounds[offset].1))
        }
        let ids = compounds.filter { $0.0.id != nil }.count
        let classes = compounds.reduce(0) { $0 + $1.0.classes.count }
        let names = compounds.filter { $0.0.name != nil }.count
        return CSSSelector(parts: parts, specificity: ids * 10_000 + classes * 100 + names)
    }

    /// CSS's name code points: ASCII letters and digits, "-", "_", and every non-ASCII
    /// character (each of whose UTF-8 bytes is 0x80 or more).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }

    /// Whether the selector picks `element`, whose ancestors are given nearest last.
    ///
    /// The compounds past the subject fall into chains joined by child combinators, the chains
    /// into a sequence joined by descendant combinators. Each chain is matched at the nearest
    /// ancestor where it fits, above the one before it: if any placement of the chains works,
    /// that one does, so there is no backtracking, and a selector costs its length times the
    /// element's depth at most, however it is built.
    func matches(_ element: CSSElement, ancestors: ArraySlice<CSSElement>) -> Bool {
        guard let first = parts.first, first.compound.matches(element) else { return false }
        // `above` ends the ancestors still free: those above the last element matched.
        var above = ancestors.endIndex
        var part = 1
        var combinator = first.combinator
        while part < parts.count, let joining = combinator {
            // The chain: this compound and those joined to it by child combinators.
            var chainEnd = part
            while chainEnd < parts.count - 1, parts[chainEnd].combinator == .child { chainEnd += 1 }
            let length = chainEnd - part + 1
            func fits(at start: Int) -> Bool {
                guard start - (length - 1) >= ancestors.startIndex else { return false }
                return (0..<length).allSatisfy { parts[part + $0].compound.matches(ancestors[start - $0]) }
            }
            let nearest = above - 1
            switch joining {
            case .child:
                guard fits(at: nearest) else { return false }
                above = nearest - (length - 1)
            case .descendant:
                guard let start = stride(from: nearest, through: ancestors.startIndex + length - 1, by: -1).first(where: fits) else { return false }
                above = start - (length - 1)
            }
            combinator = parts[chainEnd].combinator
            part = chainEnd + 1
        }
        return true
    }
}
