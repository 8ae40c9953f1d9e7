/// A node of a parsed XML or XHTML document.
///
/// The tree is deliberately small: element names keep their prefix apart (`dc:title` has the
/// local name `title`), attributes are kept in source order, and text is already decoded.
public final class MarkupElement: Sendable {
    public let name: String
    /// The name without its namespace prefix, lower-cased for HTML's sake.
    public let localName: String
    /// In source order, as written, each name once (its first value). An element has a handful,
    /// looked up a few times each, so a list costs less to build and search than a hash table.
    let attributeList: [(name: String, value: String)]
    public let children: [MarkupNode]

    init(name: String, attributes: [(name: String, value: String)], children: [MarkupNode]) {
        self.name = name
        // Asked for every element visited, so worked out once.
        let local = name.utf8.contains(UInt8(ascii: ":")) ? (name.split(separator: ":").last.map(String.init) ?? name) : name
        localName = local.utf8.contains(where: { (65...90).contains($0) || $0 >= 0x80 }) ? local.lowercased() : local
        attributeList = attributes
        self.children = children
    }

    /// The attributes by name, made on each call: to look one up, `attribute(_:)` costs less.
    public var attributes: [String: String] {
        Dictionary(attributeList.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// An attribute by local name, whatever its prefix (`xml:lang`, `epub:type`): the first
    /// written without a prefix, else the first written with one.
    public func attribute(_ localName: String) -> String? {
        if let exact = attributeList.first(where: { $0.name == localName }) { return exact.value }
        return attributeList.first { attribute in
            guard let colon = attribute.name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return false }
            return attribute.name.utf8[attribute.name.utf8.index(after: colon)...].elementsEqual(localName.utf8)
        }?.value
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
        var stack: [MarkupElement] = []
        // Children are pushed last first, with no list of them made per element.
        func pushChildren(of element: MarkupElement) {
            for case .element(let child) in element.children.reversed() { stack.append(child) }
        }
        pushChildren(of: self)
        while let element = stack.popLast() {
            if isIncluded(element) { found.append(element) }
            pushChildren(of: element)
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
