import Foundation

/// Turns an XHTML resource into blocks of styled text for the terminal layout engine.
///
/// Headings, paragraphs, lists, quotes, preformatted text, tables (as rows of text), images (as
/// labelled placeholders) and rules are kept; scripts and styles are dropped. Whitespace is
/// collapsed as a browser would, except in `pre`. Publisher alignment and indent come from the
/// book's simple CSS rules and `style`/`align` attributes.
enum ContentDocumentParser {
    static func parse(_ data: Data, href: String, stylesheet: SimpleStylesheet) -> ContentDocument {
        let (root, repairs) = MarkupParser.parse(TextDecoding.decode(data), html: true)
        var stylesheet = stylesheet
        for style in root.descendants("style") { stylesheet.add(style.text) }
        let html = root.descendants("html").first
        let title = root.descendants("title").first?.text.collapsingWhitespace()
        let language = (html?.attribute("lang")).flatMap { $0.isEmpty ? nil : Language($0) }
        let body = root.descendants("body").first
        let direction = [body, html].lazy.compactMap { $0?.attribute("dir").flatMap { ReadingProgression(rawValue: $0.lowercased()) } }.first
        var builder = BlockBuilder(stylesheet: stylesheet, direction: direction)
        builder.visit(body ?? root)
        builder.flush()
        return ContentDocument(
            href: href, title: title?.isEmpty == false ? title : nil, language: language,
            blocks: builder.blocks, anchors: builder.anchors, repairs: repairs
        )
    }
}

private struct BlockBuilder {
    let stylesheet: SimpleStylesheet
    var blocks: [ContentBlock] = []
    var anchors: [String: Int] = [:]
    private var runs: [TextRun] = []
    private var kind: ContentBlock.Kind = .paragraph
    private var alignment: BlockAlignment?
    private var indent: Double?
    private var direction: ReadingProgression?
    private var inline = TextRun("")
    private var preformatted = false
    private var quoteDepth = 0
    private var lists: [(ordered: Bool, counter: Int)] = []
    private var offset = 0

    init(stylesheet: SimpleStylesheet, direction: ReadingProgression?) {
        self.stylesheet = stylesheet
        self.direction = direction
    }

    private static let skipped: Set<String> = ["head", "script", "style", "noscript", "template", "title"]
    private static let containers: Set<String> = [
        "body", "div", "section", "article", "aside", "header", "footer", "nav", "main", "figure",
        "figcaption", "address", "center", "dl", "dt", "dd", "caption", "details", "summary", "hgroup",
    ]

    mutating func visit(_ element: MarkupElement) {
        for node in element.children {
            switch node {
            case .text(let text): append(text)
            case .element(let child): visitElement(child)
            }
        }
    }

    private mutating func visitElement(_ element: MarkupElement) {
        let name = element.localName
        if let id = element.attribute("id"), anchors[id] == nil { anchors[id] = offset + pendingLength }
        guard !Self.skipped.contains(name) else { return }
        switch name {
        case "br":
            append("\n", verbatim: true)
        case "img", "image":
            flush()
            let alt = (element.attribute("alt") ?? element.attribute("title") ?? "").collapsingWhitespace()
            add(ContentBlock(kind: .image(alt: alt), runs: [TextRun(alt.isEmpty ? "[Image]" : "[Image: \(alt)]")]))
        case "hr":
            flush()
            add(ContentBlock(kind: .rule, runs: [TextRun("* * *")]))
        case "h1", "h2", "h3", "h4", "h5", "h6":
            block(element, kind: .heading(level: Int(String(name.last!)) ?? 1))
        case "p":
            block(element, kind: quoteDepth > 0 ? .quote : .paragraph)
        case "li":
            let depth = max(lists.count, 1)
            var marker = "•"
            if let last = lists.indices.last {
                lists[last].counter += 1
                if lists[last].ordered { marker = "\(lists[last].counter)." }
            }
            block(element, kind: .listItem(marker: marker, depth: depth))
        case "ul", "ol":
            flush()
            let start = Int(element.attribute("start") ?? "").map { $0 - 1 } ?? 0
            lists.append((name == "ol", start))
            visit(element)
            flush()
            lists.removeLast()
        case "blockquote":
            flush()
            quoteDepth += 1
            withBlockStyle(element, kind: .quote) { $0.visit(element) }
            flush()
            quoteDepth -= 1
        case "pre":
            flush()
            let saved = preformatted
            preformatted = true
            block(element, kind: .preformatted)
            preformatted = saved
        case "tr":
            flush()
            let cells = element.elements.filter { ["td", "th"].contains($0.localName) }
            let text = cells.map { $0.text.collapsingWhitespace() }.joined(separator: " │ ")
            add(ContentBlock(kind: .tableRow, runs: [TextRun(text, strong: cells.contains { $0.localName == "th" })]))
        case "table", "thead", "tbody", "tfoot":
            flush()
            visit(element)
            flush()
        case "em", "i", "cite", "dfn", "var":
            styled(element) { $0.emphasis = true }
        case "strong", "b":
            styled(element) { $0.strong = true }
        case "code", "kbd", "samp", "tt":
            styled(element) { $0.code = true }
        default:
            if Self.containers.contains(name) {
                flush()
                withBlockStyle(element, kind: quoteDepth > 0 ? .quote : .paragraph) { $0.visit(element) }
                flush()
            } else {
                visit(element)
            }
        }
    }

    private mutating func block(_ element: MarkupElement, kind: ContentBlock.Kind) {
        flush()
        withBlockStyle(element, kind: kind) { $0.visit(element) }
        flush()
    }

    private mutating func withBlockStyle(_ element: MarkupElement, kind: ContentBlock.Kind, _ body: (inout BlockBuilder) -> Void) {
        let saved = (self.kind, alignment, indent, direction)
        switch element.attribute("dir")?.lowercased() {
        case "rtl": direction = .rtl
        case "ltr": direction = .ltr
        default: break
        }
        var declarations = stylesheet.declarations(element: element.localName, classes: (element.attribute("class") ?? "").split(separator: " ").map(String.init))
        if let align = element.attribute("align") { declarations.alignment = BlockAlignment(rawValue: align.lowercased()) ?? declarations.alignment }
        if let style = element.attribute("style") { declarations.apply(SimpleStylesheet.declarations(style)) }
        self.kind = kind
        if let value = declarations.alignment { alignment = value }
        if let value = declarations.indent { indent = value }
        body(&self)
        flush()
        (self.kind, alignment, indent, direction) = saved
    }

    private mutating func styled(_ element: MarkupElement, _ change: (inout TextRun) -> Void) {
        let saved = inline
        change(&inline)
        visit(element)
        inline = saved
    }

    private var pendingLength: Int { runs.reduce(0) { $0 + $1.text.count } }

    private mutating func append(_ raw: String, verbatim: Bool = false) {
        var text = raw
        if !preformatted, !verbatim {
            text = raw.collapsingWhitespace(trim: false)
            let endsWithSpace = runs.last?.text.last.map { $0 == " " || $0 == "\n" } ?? true
            if endsWithSpace, text.hasPrefix(" ") { text.removeFirst() }
        }
        guard !text.isEmpty else { return }
        if let last = runs.last, last.emphasis == inline.emphasis, last.strong == inline.strong, last.code == inline.code {
            runs[runs.count - 1].text += text
        } else {
            var run = inline
            run.text = text
            runs.append(run)
        }
    }

    /// Ends the block being built, if it has any text.
    mutating func flush() {
        if !preformatted {
            while let last = runs.last, last.text.last == " " || last.text.last == "\n" {
                runs[runs.count - 1].text.removeLast()
                if runs[runs.count - 1].text.isEmpty { runs.removeLast() }
            }
        } else {
            while let last = runs.last, last.text.last == "\n" {
                runs[runs.count - 1].text.removeLast()
                if runs[runs.count - 1].text.isEmpty { runs.removeLast() }
            }
            if let first = runs.first, first.text.first == "\n" { runs[0].text.removeFirst() }
        }
        guard !runs.isEmpty else { return }
        add(ContentBlock(kind: kind, runs: runs, publisherAlignment: alignment, publisherIndent: indent, direction: direction))
        runs = []
    }

    private mutating func add(_ block: ContentBlock) {
        var block = block
        block.startOffset = offset
        offset += block.length
        blocks.append(block)
    }
}

extension String {
    /// Runs of spaces, tabs and line breaks as one space; no-break spaces are kept.
    func collapsingWhitespace(trim: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var pendingSpace = false
        for character in self {
            if character == " " || character == "\n" || character == "\t" || character == "\r" || character == "\r\n" || character == "\u{0C}" {
                pendingSpace = true
            } else {
                if pendingSpace, !(trim && result.isEmpty) { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        if pendingSpace, !trim { result.append(" ") }
        return result
    }
}
