import FoundationEssentials

/// Turns an XHTML resource into blocks of styled text for the terminal layout engine.
///
/// Headings, paragraphs, lists, quotes, preformatted text, tables (as rows of text), images (as
/// labelled placeholders) and rules are kept; scripts and styles are dropped. Whitespace is
/// collapsed as a browser would, except where `white-space: pre` keeps it. The publisher's CSS
/// (linked style sheets, `<style>` and `style` attributes, in cascade order) decides what is a
/// block, what is hidden, list markers, bold, italic, underline, alignment, indent and margins:
/// the subset `CSSSelector` and `CSSDeclarations` describe.
enum ContentDocumentParser {
    /// Parses `data`; `styleSheet` gives the style sheet a `<link>` names (resolved against
    /// `href` by the caller, parsed once for every chapter that links it), nil when it cannot
    /// be read.
    static func parse(_ data: Data, href: String, styleSheet: (String) -> CSSStylesheet? = { _ in nil }) -> ContentDocument {
        let (root, repairs) = MarkupParser.parse(TextDecoding.decode(data), html: true)
        var book = CSSStylesheet()
        for element in root.descendants(where: { $0.localName == "link" || $0.localName == "style" }) {
            if element.localName == "style" {
                book.add(element.text, href: href)
            } else if (element.attribute("rel") ?? "").lowercased().split(separator: " ").contains("stylesheet"),
                      let target = element.attribute("href"), let sheet = styleSheet(target) {
                book.add(sheet)
            }
        }
        let html = root.descendants("html").first
        let title = root.descendants("title").first?.text.collapsingWhitespace()
        let language = (html?.attribute("lang")).flatMap { $0.isEmpty ? nil : Language($0) }
        let body = root.descendants("body").first
        let direction = [body, html].lazy.compactMap { $0?.attribute("dir").flatMap { ReadingProgression(rawValue: $0.lowercased()) } }.first
        var builder = BlockBuilder(cascade: CSSCascade(book: book), href: href, direction: direction)
        if let html { builder.ancestors.append(CSSElement(name: "html", id: html.attribute("id"), classes: BlockBuilder.classes(of: html))) }
        if let body { builder.visitElement(body) } else { builder.visit(root) }
        builder.flush()
        return ContentDocument(
            href: href, title: title?.isEmpty == false ? title : nil, language: language,
            blocks: builder.blocks, anchors: builder.anchors, repairs: repairs,
            leftOut: repairs.filter { $0 == MarkupParser.nestingRepair } + book.problems, fontFaces: book.fontFaces
        )
    }
}

private struct BlockBuilder {
    let cascade: CSSCascade
    /// The document's own href, against which picture sources are resolved.
    let href: String
    var blocks: [ContentBlock] = []
    var anchors: [String: Int] = [:]
    /// The elements around the one being visited, outermost first, for selectors.
    var ancestors: [CSSElement] = []
    private var runs: [TextRun] = []
    private var kind: ContentBlock.Kind = .paragraph
    private var alignment: BlockAlignment?
    private var indent: Double?
    private var direction: ReadingProgression?
    private var language: Language?
    private var marginLeft = 0.0
    private var marginRight = 0.0
    /// The top margin of blocks that have begun but produced no text yet.
    private var pendingSpaceBefore: Double?
    private var inline = TextRun("")
    private var preformatted = false
    private var quoteDepth = 0
    private var lists: [(style: ListStyle, counter: Int)] = []
    private var offset = 0

    init(cascade: CSSCascade, href: String, direction: ReadingProgression?) {
        self.cascade = cascade
        self.href = href
        self.direction = direction
    }

    private static let skipped: Set<String> = ["head", "script", "style", "noscript", "template", "title", "link", "meta"]

    /// The file an `<img src>` or SVG `<image href>` shows; nil for data URLs and remote files,
    /// which a reading system does not fetch.
    private func picture(of element: MarkupElement) -> PictureReference? {
        guard let target = element.attribute("src") ?? element.attribute("xlink:href") ?? element.attribute("href"),
              !target.contains(":"), let (path, _) = EPUBPath.resolve(target, relativeTo: href) else { return nil }
        func pixels(_ name: String) -> Double? {
            guard let value = element.attribute(name)?.trimmedString, let number = Double(value.hasSuffix("px") ? String(value.dropLast(2)) : value),
                  number > 0, number.isFinite else { return nil }
            // Only the proportions and a rough size matter; a side of a million pixels is past any screen.
            return min(number, 1_048_576)
        }
        return PictureReference(source: path, width: pixels("width"), height: pixels("height"))
    }

    static func classes(of element: MarkupElement) -> [String] {
        (element.attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    mutating func visit(_ element: MarkupElement) {
        for node in element.children {
            switch node {
            case .text(let text): append(text)
            case .element(let child): visitElement(child)
            }
        }
    }

    mutating func visitElement(_ element: MarkupElement) {
        let name = element.localName
        if let id = element.attribute("id"), anchors[id] == nil { anchors[id] = offset + pendingLength }
        guard !Self.skipped.contains(name) else { return }
        let subject = CSSElement(name: name, id: element.attribute("id"), classes: Self.classes(of: element))
        let declared = cascade.declarations(for: subject, ancestors: ancestors[...], style: element.attribute("style"))
        if declared.display == CSSDeclarations.Display.none { return }
        ancestors.append(subject)
        defer { ancestors.removeLast() }
        let savedInline = inline
        defer { inline = savedInline }
        if let bold = declared.bold { inline.strong = bold }
        if let italic = declared.italic { inline.emphasis = italic }
        if let underline = declared.underline { inline.underline = underline }
        if let family = declared.fontFamily { inline.fontFamily = family }
        if ["code", "kbd", "samp", "tt"].contains(name) { inline.code = true }

        switch name {
        case "br":
            return append("\n", verbatim: true)
        case "img", "image":
            flush()
            let alt = (element.attribute("alt") ?? element.attribute("title") ?? "").collapsingWhitespace()
            var block = ContentBlock(kind: .image(alt: alt), runs: [TextRun(alt.isEmpty ? "[Image]" : "[Image: \(alt)]")])
            block.picture = picture(of: element)
            return add(block)
        case "hr":
            flush()
            return add(ContentBlock(kind: .rule, runs: [TextRun("* * *")]))
        default:
            break
        }

        var display = declared.display ?? .inline
        if declared.floats == true, display == .inline { display = .block }
        switch display {
        case .none:
            return
        case .inline:
            visit(element)
        case .listItem:
            let depth = max(lists.count, 1)
            var number = 1
            if let last = lists.indices.last {
                lists[last].counter += 1
                number = lists[last].counter
            }
            let style = declared.listStyle ?? lists.last?.style ?? .disc
            block(element, declared, kind: .listItem(marker: style.marker(number) ?? "", depth: depth))
        case .block:
            switch name {
            case "h1", "h2", "h3", "h4", "h5", "h6":
                block(element, declared, kind: .heading(level: Int(String(name.last!)) ?? 1))
            case "ul", "ol", "menu":
                flush()
                let start = Int(element.attribute("start") ?? "").map { $0 - 1 } ?? 0
                lists.append((declared.listStyle ?? (name == "ol" ? .decimal : .disc), start))
                block(element, declared, kind: quoteDepth > 0 ? .quote : .paragraph)
                lists.removeLast()
            case "blockquote":
                quoteDepth += 1
                block(element, declared, kind: .quote)
                quoteDepth -= 1
            case "tr":
                flush()
                let cells = element.elements.filter { ["td", "th"].contains($0.localName) }
                let text = cells.map { $0.text.collapsingWhitespace() }.joined(separator: " │ ")
                add(ContentBlock(kind: .tableRow, runs: [TextRun(text, strong: cells.contains { $0.localName == "th" })]))
            default:
                let isPreformatted = declared.preformatted == true
                block(element, declared, kind: isPreformatted ? .preformatted : quoteDepth > 0 ? .quote : .paragraph)
            }
        }
    }

    /// Visits `element` as a block of `kind`: the text before it and its own text become
    /// blocks of their own, with the alignment, indent, direction, language, margins and
    /// white-space handling it declares.
    private mutating func block(_ element: MarkupElement, _ declared: CSSDeclarations, kind: ContentBlock.Kind) {
        flush()
        let saved = (self.kind, alignment, indent, direction, language, marginLeft, marginRight, preformatted)
        self.kind = kind
        if let align = element.attribute("align") { alignment = BlockAlignment(rawValue: align.lowercased()) ?? alignment }
        if let value = declared.alignment { alignment = value }
        if let value = declared.indent { indent = value }
        switch element.attribute("dir")?.lowercased() {
        case "rtl": direction = .rtl
        case "ltr": direction = .ltr
        default: break
        }
        if let code = element.attribute("lang") ?? element.attribute("xml:lang"), !code.isEmpty { language = Language(code) }
        marginLeft += max(0, (declared.margin.left ?? 0) + (declared.padding.left ?? 0))
        marginRight += max(0, (declared.margin.right ?? 0) + (declared.padding.right ?? 0))
        if let top = Self.sum(declared.margin.top, declared.padding.top) { pendingSpaceBefore = max(pendingSpaceBefore ?? 0, top) }
        if declared.preformatted == true || kind == .preformatted { preformatted = true }
        if declared.preformatted == false { preformatted = false }
        let firstBlock = blocks.count
        visit(element)
        flush()
        if let bottom = Self.sum(declared.margin.bottom, declared.padding.bottom) {
            if blocks.count > firstBlock {
                blocks[blocks.count - 1].publisherSpaceAfter = max(blocks[blocks.count - 1].publisherSpaceAfter ?? 0, bottom)
            } else {
                pendingSpaceBefore = max(pendingSpaceBefore ?? 0, bottom)
            }
        }
        (self.kind, alignment, indent, direction, language, marginLeft, marginRight, preformatted) = saved
    }

    private static func sum(_ a: Double?, _ b: Double?) -> Double? {
        a == nil && b == nil ? nil : max(0, (a ?? 0) + (b ?? 0))
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
        if let last = runs.last, last.hasSameLook(as: inline) {
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
        block.language = language
        block.publisherMarginLeft = marginLeft
        block.publisherMarginRight = marginRight
        block.publisherSpaceBefore = pendingSpaceBefore
        pendingSpaceBefore = nil
        offset += block.length
        blocks.append(block)
    }
}

extension String {
    /// Runs of spaces, tabs and line breaks as one space; no-break spaces are kept.
    func collapsingWhitespace(trim: Bool = true) -> String {
        // HTML's white space is five ASCII bytes, and no byte of a multi-byte UTF-8 sequence is
        // ASCII, so the text is collapsed byte by byte, straight into the new string's storage:
        // every character of every chapter passes here.
        var copy = self
        return copy.withUTF8 { source in
            if Self.isCollapsed(source, trim: trim) { return self }
            return String(unsafeUninitializedCapacity: source.count + 1) { target in
                var count = 0
                var pendingSpace = false
                for byte in source {
                    if Self.isHTMLSpace(byte) {
                        pendingSpace = true
                    } else {
                        if pendingSpace, !(trim && count == 0) {
                            target[count] = 0x20
                            count += 1
                        }
                        pendingSpace = false
                        target[count] = byte
                        count += 1
                    }
                }
                if pendingSpace, !trim {
                    target[count] = 0x20
                    count += 1
                }
                return count
            }
        }
    }

    /// Whether collapsing would change nothing: single spaces between words, and none at the
    /// ends when trimming. Text written on one line, the usual case, is then kept as it is.
    private static func isCollapsed(_ bytes: UnsafeBufferPointer<UInt8>, trim: Bool) -> Bool {
        if trim, bytes.first == 0x20 || bytes.last == 0x20 { return false }
        var previousWasSpace = false
        for byte in bytes {
            let isSpace = isHTMLSpace(byte)
            if isSpace, byte != 0x20 || previousWasSpace { return false }
            previousWasSpace = isSpace
        }
        return true
    }

    /// HTML's white space: space, tab, line feed, form feed, carriage return.
    private static func isHTMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
}
