import Foundation

/// The part of a book's CSS that matters in a terminal: alignment and first-line indent, for
/// element, class and element.class selectors. Everything else is ignored on purpose.
struct SimpleStylesheet {
    struct Declarations {
        var alignment: BlockAlignment?
        var indent: Double?

        mutating func apply(_ other: Declarations) {
            if let alignment = other.alignment { self.alignment = alignment }
            if let indent = other.indent { self.indent = indent }
        }
    }

    private struct Rule {
        let element: String?
        let className: String?
        let declarations: Declarations
        var specificity: Int { (className == nil ? 0 : 10) + (element == nil ? 0 : 1) }
    }

    private var rules: [Rule] = []

    init(css: String = "") { add(css) }

    /// Adds the rules of a style sheet; later rules win over earlier ones of equal specificity.
    mutating func add(_ css: String) {
        var text = Substring(Self.removingComments(css))
        while let open = text.firstIndex(of: "{") {
            let selectors = text[..<open].trimmingCharacters()
            guard let close = Self.matchingBrace(in: text, from: open) else { break }
            let body = text[text.index(after: open)..<close]
            text = text[text.index(after: close)...]
            if selectors.hasPrefix("@") {
                if selectors.hasPrefix("@media") { add(String(body)) }
                continue
            }
            let declarations = Self.declarations(String(body))
            guard declarations.alignment != nil || declarations.indent != nil else { continue }
            for selector in selectors.split(separator: ",") {
                let simple = selector.trimmingCharacters()
                guard !simple.isEmpty, simple.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else { continue }
                let parts = simple.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                let element = parts[0].isEmpty ? nil : parts[0].lowercased()
                let className = parts.count > 1 ? String(parts[1]) : nil
                rules.append(Rule(element: element, className: className, declarations: declarations))
            }
        }
    }

    /// What applies to an element with these classes, by increasing specificity.
    func declarations(element: String, classes: [String]) -> Declarations {
        var result = Declarations()
        let matching = rules.enumerated().filter { _, rule in
            (rule.element == nil || rule.element == element) && (rule.className.map(classes.contains) ?? true)
        }
        for (_, rule) in matching.sorted(by: { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }) {
            result.apply(rule.declarations)
        }
        return result
    }

    /// Reads `text-align` and `text-indent` from a declaration block or a `style` attribute.
    static func declarations(_ body: String) -> Declarations {
        var result = Declarations()
        for declaration in body.split(separator: ";") {
            let pair = declaration.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let property = pair[0].trimmingCharacters().lowercased()
            let value = pair[1].replacingImportant().trimmingCharacters().lowercased()
            switch property {
            case "text-align": result.alignment = BlockAlignment(rawValue: value)
            case "text-indent": result.indent = length(inEms: value)
            default: break
            }
        }
        return result
    }

    /// A CSS length in ems, taking 16 px to the em and percentages of a 30 em measure.
    static func length(inEms value: String) -> Double? {
        let units: [(String, Double)] = [("rem", 1), ("em", 1), ("px", 1.0 / 16), ("pt", 1.0 / 12), ("%", 0.3)]
        for (unit, factor) in units where value.hasSuffix(unit) {
            return Double(value.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(value) == 0 ? 0 : nil
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

extension StringProtocol {
    func trimmingCharacters() -> String {
        String(trimmingWhitespace())
    }

    fileprivate func replacingImportant() -> String {
        guard let range = range(of: "!important") else { return String(self) }
        return String(self[..<range.lowerBound])
    }
}
