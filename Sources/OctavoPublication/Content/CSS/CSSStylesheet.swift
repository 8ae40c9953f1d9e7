/// A book's style sheets, reduced to the rules Octavo honours (see `CSSSelector` and
/// `CSSDeclarations`), kept in the order they came in: `<link>` and `<style>` in document order.
struct CSSStylesheet: Sendable {
    private struct Rule: Sendable {
        let selector: CSSSelector
        let declarations: CSSDeclarations
        let order: Int
    }

    /// Rules by what their subject requires, so an element is tested only against rules that
    /// could apply to it.
    private var byID: [String: [Rule]] = [:]
    private var byClass: [String: [Rule]] = [:]
    private var byName: [String: [Rule]] = [:]
    private var universal: [Rule] = []
    private var important: [Rule] = []
    private var count = 0
    /// The fonts of the sheet's `@font-face` rules, their files resolved against the sheet's own
    /// path.
    private(set) var fontFaces: [FontFaceSource] = []

    /// `href` is the sheet's path in the publication, against which its `url()`s are resolved.
    init(css: String = "", href: String? = nil) { add(css, href: href) }

    /// Adds the rules of another sheet after these, as if its text followed.
    mutating func add(_ other: CSSStylesheet) {
        let offset = count
        func shifted(_ rule: Rule) -> Rule { Rule(selector: rule.selector, declarations: rule.declarations, order: rule.order + offset) }
        for rules in other.byID.values { rules.forEach { insert(shifted($0)) } }
        for rules in other.byClass.values { rules.forEach { insert(shifted($0)) } }
        for rules in other.byName.values { rules.forEach { insert(shifted($0)) } }
        other.universal.forEach { insert(shifted($0)) }
        important += other.important.map(shifted)
        count += other.count
        var known = Set(fontFaces)
        for face in other.fontFaces where fontFaces.count < Self.fontFaceLimit && known.insert(face).inserted { fontFaces.append(face) }
        other.problems.forEach { note($0) }
    }

    /// Adds the rules of a style sheet; later rules win over earlier ones of equal specificity.
    /// The sheet is scanned as bytes: braces, semicolons and comment marks are ASCII, and a
    /// chapter's style sheet is read again for every chapter that links it.
    mutating func add(_ css: String, href: String? = nil) {
        add(bytes: Self.removingComments(Array(css.utf8))[...], href: href)
    }

    /// Conditional blocks (`@media`, `@supports`) nested deeper than this are left out with
    /// what they hold; real style sheets nest two or three.
    static let nestingLimit = 32
    /// Selectors kept from one book's style sheets; past this, rules are left out.
    static let ruleLimit = 20_000

    /// What was left out of the sheet past a limit, one line each, said once.
    private(set) var problems: [String] = []

    private mutating func note(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }

    /// One pass over the sheet: a style rule's block is read whole, a conditional block's rules
    /// are read in the same pass with the conditions of the blocks around them on a stack, and
    /// any other at-rule's block (`@font-face`, `@page`, `@keyframes`) is skipped.
    private mutating func add(bytes: ArraySlice<UInt8>, href: String?) {
        var applies: [Bool] = []
        var index = bytes.startIndex
        var preludeStart = index
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "}") {
                _ = applies.popLast()
                index += 1
                preludeStart = index
                continue
            }
            guard byte == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            let prelude = bytes[preludeStart..<index]
            // A statement at-rule (@import, @charset) before this rule ends at its semicolon.
            let selectors = prelude.lastIndex(of: UInt8(ascii: ";")).map { prelude[($0 + 1)...] } ?? prelude
            let isAtRule = selectors.first(where: { !ASCIIBytes.isWhiteSpace($0) }) == UInt8(ascii: "@")
            let enclosingApplies = applies.last ?? true
            if isAtRule {
                let trimmed = String(decoding: selectors, as: UTF8.self).trimmedString
                let condition: Bool? = if trimmed.hasPrefix("@media") {
                    !Self.mentions("print", in: trimmed) || Self.mentions("screen", in: trimmed)
                } else if trimmed.hasPrefix("@supports") { true } else { nil }
                if let condition, applies.count < Self.nestingLimit {
                    applies.append(enclosingApplies && condition)
                    index += 1
                    preludeStart = index
                    continue
                }
                if condition != nil { note("style blocks nested more than \(Self.nestingLimit) deep are left out") }
            }
            guard let close = Self.matchingBrace(in: bytes, from: index) else { break }
            if !isAtRule, enclosingApplies { addRule(selectors: selectors, body: bytes[(index + 1)..<close]) }
            if isAtRule, enclosingApplies, let href, String(decoding: selectors, as: UTF8.self).trimmedString.lowercased() == "@font-face" {
                addFontFace(body: bytes[(index + 1)..<close], href: href)
            }
            index = close + 1
            preludeStart = index
        }
    }

    private mutating func addRule(selectors: ArraySlice<UInt8>, body: ArraySlice<UInt8>) {
        let (normal, important) = CSSDeclarations.parse(bytes: body)
        // A rule that says nothing a page honours changes no element, so its selectors are
        // not even read: most rules only speak of colours, borders and fonts.
        guard !normal.isEmpty || !important.isEmpty else { return }
        let trimmed = String(decoding: selectors, as: UTF8.self).trimmedString
        let hasImportant = !important.isEmpty
        // A selector named twice in one list picks the same elements with the same weight.
        var seen = Set<Substring>()
        for text in trimmed.split(separator: ",") where seen.insert(text.trimmingWhitespace()).inserted {
            guard let selector = CSSSelector.parse(text) else { continue }
            guard count < Self.ruleLimit else {
                note("style rules past the \(Self.ruleLimit)th are left out")
                return
            }
            insert(Rule(selector: selector, declarations: normal, order: count))
            if hasImportant { self.important.append(Rule(selector: selector, declarations: important, order: count)) }
            count += 1
        }
    }

    /// Fonts kept from one book's style sheets; real books embed a few dozen at most.
    static let fontFaceLimit = 256

    /// An `@font-face` rule: its family and the first of its `src` files that is in the book
    /// (not a `local()` font, a data URL or a remote file).
    private mutating func addFontFace(body: ArraySlice<UInt8>, href: String) {
        var family: String?, source: String?
        for declaration in String(decoding: body, as: UTF8.self).split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = declaration[..<colon].trimmedString.lowercased()
            let value = declaration[declaration.index(after: colon)...]
            if property == "font-family" {
                family = CSSDeclarations.familyList(value.trimmedString.lowercased())?.split(separator: ",").first.map(String.init)
            } else if property == "src" {
                source = Self.urls(in: value).lazy.compactMap { EPUBPath.resolve($0, relativeTo: href)?.path }.first
            }
        }
        guard let family, let source, fontFaces.count < Self.fontFaceLimit else { return }
        let face = FontFaceSource(family: family, source: source)
        if !fontFaces.contains(face) { fontFaces.append(face) }
    }

    /// The addresses of a `src` value's `url(…)`s, without their quotes.
    private static func urls(in value: Substring) -> [String] {
        let bytes = Array(value.utf8)
        let opening = Array("url(".utf8)
        var found: [String] = []
        var rest = bytes[...]
        while let index = ASCIIBytes.firstIndex(ofLowercase: opening, in: rest) {
            let start = index + opening.count
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ")")) else { break }
            let address = String(decoding: bytes[start..<close], as: UTF8.self).trimmedString
            let unquoted = address.filter { $0 != "\"" && $0 != "'" }
            // A data URL holds the font itself, which is not read from the book's files.
            if !unquoted.isEmpty, !unquoted.lowercased().hasPrefix("data:") { found.append(unquoted) }
            rest = bytes[(close + 1)...]
        }
        return found
    }

    private mutating func insert(_ rule: Rule) {
        let subject = rule.selector.parts[0].compound
        if let id = subject.id {
            byID[id, default: []].append(rule)
        } else if let name = subject.classes.first {
            byClass[name, default: []].append(rule)
        } else if let name = subject.name {
            byName[name, default: []].append(rule)
        } else {
            universal.append(rule)
        }
    }

    /// What the sheet's normal rules say of `element`, by specificity then order.
    func declarations(for element: CSSElement, ancestors: ArraySlice<CSSElement>) -> CSSDeclarations {
        var candidates = universal + (byName[element.name] ?? [])
        if let id = element.id { candidates += byID[id] ?? [] }
        for name in element.classes { candidates += byClass[name] ?? [] }
        return Self.cascade(candidates, element: element, ancestors: ancestors)
    }

    /// What the sheet's `!important` declarations say of `element`.
    func importantDeclarations(for element: CSSElement, ancestors: ArraySlice<CSSElement>) -> CSSDeclarations {
        Self.cascade(important, element: element, ancestors: ancestors)
    }

    private static func cascade(_ rules: [Rule], element: CSSElement, ancestors: ArraySlice<CSSElement>) -> CSSDeclarations {
        var result = CSSDeclarations()
        let matching = rules.filter { $0.selector.matches(element, ancestors: ancestors) }
        var seen = Set<Int>()
        for rule in matching.sorted(by: { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }) where seen.insert(rule.order).inserted {
            result.apply(rule.declarations)
        }
        return result
    }

    /// Whether `word` occurs in `text`, compared as bytes (no Foundation string search).
    private static func mentions(_ word: String, in text: String) -> Bool {
        ASCIIBytes.contains(Array(word.utf8), in: Array(text.utf8))
    }

    private static func removingComments(_ css: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(css.count)
        var index = 0
        while index < css.count {
            if css[index] == UInt8(ascii: "/"), index + 1 < css.count, css[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < css.count, !(css[index] == UInt8(ascii: "*") && css[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            }
            result.append(css[index])
            index += 1
        }
        return result
    }

    private static func matchingBrace(in text: ArraySlice<UInt8>, from open: Int) -> Int? {
        var depth = 0
        for index in open..<text.endIndex {
            if text[index] == UInt8(ascii: "{") { depth += 1 }
            if text[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

/// The style sheets that decide an element's look, in CSS's order of precedence: the user
/// agent's defaults (what `<b>` or `<ul>` mean), the book's rules, the element's `style`
/// attribute, then the book's `!important` declarations.
struct CSSCascade: Sendable {
    var book: CSSStylesheet

    static let userAgent = CSSStylesheet(css: """
        html, body, div, section, article, aside, header, footer, nav, main, figure, figcaption, address,
        center, dl, dt, dd, caption, details, summary, hgroup, p, h1, h2, h3, h4, h5, h6, ul, ol, menu,
        blockquote, pre, table, thead, tbody, tfoot, tr, form, fieldset, legend, hr { display: block }
        li { display: list-item }
        b, strong, th, dt { font-weight: bold }
        i, em, cite, dfn, var, address { font-style: italic }
        u, ins { text-decoration: underline }
        pre, listing, xmp { white-space: pre }
        pre, listing, xmp, code, kbd, samp, tt { font-family: monospace }
        ul, menu { list-style-type: disc }
        ol { list-style-type: decimal }
        ul ul, ol ul, ul menu { list-style-type: circle }
        ul ul ul, ul ol ul, ol ul ul, ol ol ul { list-style-type: square }
        p, blockquote, ul, ol, menu, pre, dl, figure, table, h1, h2, h3, h4, h5, h6, hr { margin-top: 1em; margin-bottom: 1em }
        ul ul, ul ol, ol ul, ol ol { margin-top: 0; margin-bottom: 0 }
        """)

    func declarations(for element: CSSElement, ancestors: ArraySlice<CSSElement>, style: String?) -> CSSDeclarations {
        let inline = style.map { CSSDeclarations.parse(Substring($0)) }
        var result = Self.userAgent.declarations(for: element, ancestors: ancestors)
        result.apply(book.declarations(for: element, ancestors: ancestors))
        if let inline { result.apply(inline.normal) }
        result.apply(book.importantDeclarations(for: element, ancestors: ancestors))
        if let inline { result.apply(inline.important) }
        return result
    }
}
