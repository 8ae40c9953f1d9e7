import OctavoPublication
import OctavoCanvas
import OctavoGraphics
import OctavoPreferences

extension EPUBNavigator {
    // MARK: Pages

    /// The number of the page shown, once every resource before it has been counted; the first
    /// page of a resource needs no counting of its own, so a book opened at its start has its
    /// number on the first frame.
    public var pageNumber: Int? {
        if let fixed { return fixed.currentPage + 1 }
        // Scrolled text has no pages.
        guard !style.scroll, pageStarts.count >= resource else { return nil }
        let layout = self.layout(at: resource)
        let first = currentPage().first
        let before = pageStarts[..<resource].reduce(0) { $0 + $1.count }
        guard pageStarts.count > resource else {
            let onFirstPage = layout.first.map { $0 == first } ?? true
            return onFirstPage ? before + 1 : nil
        }
        let offset = layout.isEmpty ? 0 : layout.line(at: first).startOffset
        return before + (pageStarts[resource].lastIndex { $0 <= offset } ?? 0) + 1
    }

    public var pageCount: Int? {
        if fixed != nil { return publication.readingOrder.count }
        return pageStarts.count == publication.readingOrder.count ? pageStarts.reduce(0) { $0 + $1.count } : nil
    }

    @discardableResult
    public func go(toPage number: Int) -> Bool {
        if let fixed {
            guard fixed.show(page: number - 1) else { return false }
            notifyIfMoved()
            return true
        }
        guard number >= 1 else { return false }
        paginate(until: nil)
        var remaining = number - 1
        for (index, starts) in pageStarts.enumerated() {
            if remaining < starts.count {
                resource = index
                anchor = starts[remaining]
                notifyIfMoved()
                return true
            }
            remaining -= starts.count
        }
        return false
    }

    @discardableResult
    public func paginate(until deadline: ContinuousClock.Instant?) -> Bool {
        guard fixed == nil, !style.scroll else { return true }
        let clock = ContinuousClock()
        while pageStarts.count < publication.readingOrder.count {
            if let deadline, clock.now >= deadline { return false }
            let index = pageStarts.count
            // Layouts made for counting place no glyphs and are not kept, so counting a whole
            // book holds one chapter at a time (the one on screen stays parsed for its page),
            // and a long chapter is only broken into lines.
            var (layout, next, starts) = pagination ?? {
                let layout = makeLayout(at: index, keepingDocument: index == resource, placesGlyphs: false)
                return (layout, layout.first.flatMap { firstTextLine(from: $0, in: layout) } ?? layout.first, [])
            }()
            let pager = self.pager(for: layout)
            while let start = next {
                starts.append(layout.line(at: start).startOffset)
                let page = pager.page(from: start)
                next = nextPageStart(after: page, in: layout)
                if let deadline, clock.now >= deadline, next != nil {
                    pagination = (layout, next, starts)
                    return false
                }
            }
            pageStarts.append(starts.isEmpty ? [0] : starts)
            pagination = nil
        }
        return true
    }

    /// The start of the counted page before the one starting at `offset` of the current
    /// resource, in it or at the end of the resource before; nil when those are not counted yet.
    func countedPageStart(before offset: Int) -> (resource: Int, offset: Int)? {
        guard pageStarts.count > resource else { return nil }
        if let previous = pageStarts[resource].last(where: { $0 < offset }) { return (resource, previous) }
        guard resource > 0, let last = pageStarts[resource - 1].last else { return nil }
        return (resource - 1, last)
    }

    /// Where the page after `page` starts in the same document, nil at its end: one rule for
    /// turning pages and for counting them, so page numbers and page turns agree.
    func nextPageStart(after page: ReflowPage, in layout: ReflowDocumentLayout) -> ReflowDocumentLayout.Cursor? {
        guard page.hasMore else { return nil }
        return layout.next(page.last).flatMap { firstTextLine(from: $0, in: layout) }
    }

    private func firstTextLine(from cursor: ReflowDocumentLayout.Cursor, in layout: ReflowDocumentLayout) -> ReflowDocumentLayout.Cursor? {
        var current: ReflowDocumentLayout.Cursor? = cursor
        while let candidate = current, layout.line(at: candidate).isGap { current = layout.next(candidate) }
        return current
    }

    /// The start of the page that ends with the document's last line of text.
    func lastPageStart(in layout: ReflowDocumentLayout) -> ReflowDocumentLayout.Cursor? {
        var lastText = layout.last
        while let line = lastText, layout.line(at: line).isGap { lastText = layout.previous(line) }
        guard let lastText else { return layout.first }
        let pager = self.pager(for: layout)
        var start = lastText
        while let previous = layout.previous(start), pager.page(from: previous).lastText == lastText { start = previous }
        return start
    }
}
