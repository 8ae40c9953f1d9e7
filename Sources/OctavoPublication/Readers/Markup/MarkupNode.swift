/// A node of a parsed XML or XHTML document.
///
/// The tree is deliberately small: element names keep their prefix apart (`dc:title` has the
/// local name `title`), attributes are a plain dictionary, and text is already decoded.
public final class MarkupElement: Sendable {
    public let name: String
    /// The name without its namespace prefix, lower-cased for HTML's sake.
    public let localName: String
    public let attributes: [String: String]
    public let children: [MarkupNode]

    init(name: String, attributes: [String: String], children: [MarkupNode]) {
        self.name = name
        // Asked for every element visited, so worked out once.
        let local = name.utf8.contains(UInt8(ascii: ":")) ? (name.split(separator: ":").last.map(String.init) ?? name) : name
        localName = local.utf8.contains(where: { (65...90).contains($0) || $0 >= 0x80 }) ? local.lowercased() : local
        self.attributes = attributes
        self.children = children
    }

    /// An attribute by local name, whatever its prefix (`xml:lang`, `epub:type`).
    public func attribute(_ localName: String) -> String? {
        if let value = attributes[localName] { return value }
        return attributes.first { $0.key.utf8.contains(UInt8(ascii: ":")) && $0.key.split(separator: ":").last.map(String.init) == localName }?.value
    }

    public var elements: [MarkupElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The first direct child with this local name, compared without regard to case.
    public func child(_ localName: String) -> MarkupElement? {
        let wanted = localName.lowercased()
        return elements.first { $0.localName == wanted }
    }

    /// Every descendant with this local name (compared without regard to case), in document order.
    public func descendants(_ localName: String) -> [MarkupElement] {
        let localName = localName.lowercased()
        return descendants { $0.localName == localName }
    }

    /// Every descendant `isIncluded` accepts, in document order.
    public func descendants(where isIncluded: (MarkupElement) -> Bool) -> [MarkupElement] {
        var found: [MarkupElement] = []
        var stack = Array(elements.reversed())
        while let element = stack.popLast() {
            if isIncluded(element) { found.append(element) }
            stack.append(contentsOf: element.elements.reversed())
        }
        return found
    }

    /// The text of this element and its descendants, whitespace as in the source.
    public var text: String {
        var result = ""
        var stack: [MarkupNode] = children.reversed()
        while let node = stack.popLast() {
            switch node {
            case .text(let text): result += text
            case .element(let element): stack.append(contentsOf: element.children.reversed())
            }
        }
        return result
    }
}

public enum MarkupNode: Sendable {
    case element(MarkupElement)
    case text(String)
}
