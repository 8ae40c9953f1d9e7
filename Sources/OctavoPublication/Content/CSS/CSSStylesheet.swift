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

    init(css: String = "") { add(css) }

    /// Adds the rules of a style sheet; later rules win over earlier ones of equal specificity.
    mutating func add(_ css: String) {
        var text = Substring(Self.removingComments(css))
        while let open = text.firstIndex(of: "{") {
            let prelude = text[..<open]
            guard let close = Self.matchingBrace(in: text, from: open) else { break }
            let body = text[text.index(after: open)..<close]
            text = text[text.index(after: close)...]
            // A statement at-rule (@import, @charset) before this rule ends at its semicolon.
            let selectors = prelude.split(separator: ";", omittingEmptySubsequences: false).last ?? prelude
            let trimmed = selectors.trimmedString
            if trimmed.hasPrefix("@") {
                if trimmed.hasPrefix("@media"), !trimmed.contains("print") || trimmed.contains("screen") { add(String(body)) }
                if trimmed.hasPrefix("@supports") { add(String(body)) }
                continue
            }
            let (normal, important) = CSSDeclarations.parse(body)
            let hasImportant = body.contains("!important")
            for selector in CSSSelector.parseGroup(Substring(trimmed)) {
                insert(Rule(selector: selector, declarations: normal, order: count))
                if hasImportant { self.important.append(Rule(selector: selector, declarations: important, order: count)) }
                count += 1
            }
        }
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

    private static func removingComments(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    private static func matchingBrace(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
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
        ul, menu { list-style-type: disc }
        ol { list-style-type: decimal }
        ul ul, ol ul, ul menu { list-style-type: circle }
        ul ul ul, ul ol ul, ol ul ul, ol ol ul { list-style-type: square }
        p, blockquote, ul, ol, menu, pre, dl, figure, table, h1, h2, h3, h4, h5, h6, hr { margin-top: 1em; margin-bottom: 1em }
        ul ul, ul ol, ol ul, ol ol { margin-top: 0; margin-bottom: 0 }
        """)

    func declarations(for element: CSSElement, ancestors: ArraySlice<CSSElement>, style: String?) -> CSSDeclarations {
        var result = Self.userAgent.declarations(for: element, ancestors: ancestors)
        result.apply(book.declarations(for: element, ancestors: ancestors))
        if let style { result.apply(CSSDeclarations.parse(Substring(style)).normal) }
        result.apply(book.importantDeclarations(for: element, ancestors: ancestors))
        if let style { result.apply(CSSDeclarations.parse(Substring(style)).important) }
        return result
    }
}
