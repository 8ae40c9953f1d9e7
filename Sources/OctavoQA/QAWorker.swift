import OctavoCanvas
import OctavoNavigator
import OctavoSession
import OctavoStore

/// One thread's share of the report: a session of its own, the book's first pages as the stored
/// preferences draw them, and each preference of the share tried against those pages.
final class QAWorker {
    private let session: PreferencesSession
    private let size: Size
    private var firstPages: [QAPage] = []

    /// Typographic preferences that pages drawn in terminal cells cannot always show.
    private static let beyondCells: Set<String> = ["fontFamily", "fontWeight", "ligatures"]

    init(session: PreferencesSession, columns: Int, lines: Int, pages: Int) {
        self.session = session
        size = Size(width: columns, height: lines)
        session.navigator.viewport = Viewport(width: columns, height: lines)
        firstPages = drawPages(count: pages, until: { _ in false })
    }

    /// The pages from the first, as the navigator draws them now, up to `count` or the first
    /// for which `stop` is true.
    private func drawPages(count: Int, until stop: (QAPage) -> Bool) -> [QAPage] {
        let navigator = session.navigator
        if let first = session.publication.readingOrder.first { navigator.go(to: first) }
        var pages: [QAPage] = []
        for number in 1...max(1, count) {
            let page = QAPage(number: number, canvas: navigator.renderPage(size: size))
            pages.append(page)
            if stop(page) || number == count || !navigator.goForward() { break }
        }
        return pages
    }

    func report(on key: String, section: String) -> QARowReport {
        guard let row = session.row(forKey: key) else {
            return QARowReport(
                key: key, title: key, section: section, label: "", source: "default", isEffective: false,
                reason: "not a preference of this book", activationValue: nil, step: nil, activated: [],
                before: nil, after: nil, changedCells: 0, changedLines: 0, finding: nil
            )
        }
        let label = row.label
        let source = switch session.source(of: key) {
        case .profile?: "profile"
        case .publication?: "book"
        case nil: "default"
        }
        let isEffective = row.isEffective
        let reason = isEffective ? nil : row.unmetRequirements.map(\.description).joined(separator: "; ")
        let canActivate = !isEffective && row.requirements.allSatisfy { $0.isMet || $0.canBeMetByPreferences }
        let activationValue = canActivate ? row.entryText : nil

        let original = row.isSet ? row.entryText : nil
        let step = QAStep.take(on: row)
        let stepped = row.entryText
        let activated = step == nil ? [] : QAStep.activate(row, in: session)
        let effectiveAfter = row.isEffective
        var baseline = firstPages
        if !activated.isEmpty {
            // Compared with the same activation without the step, the pair shows what the step
            // itself does, not what turning publisher styles off does.
            if let original { try? row.set(text: original) } else { row.clear() }
            session.showUnsaved()
            baseline = drawPages(count: firstPages.count) { _ in false }
            try? row.set(text: stepped)
        }
        var before: QAPage?
        var after: QAPage?
        if step != nil {
            session.showUnsaved()
            let changed = drawPages(count: baseline.count) { page in
                page.number > baseline.count || page != baseline[page.number - 1]
            }.last
            if let changed, changed.number <= baseline.count, changed != baseline[changed.number - 1] {
                before = baseline[changed.number - 1]
                after = changed
            }
        }
        session.discardUnsaved()

        var finding: String?
        if step != nil, after == nil, effectiveAfter {
            let pages = firstPages.count == 1 ? "page 1" : "pages 1–\(firstPages.count)"
            finding = "No visible change on \(pages)"
            if Self.beyondCells.contains(key) {
                finding? += " (the pages are drawn in terminal cells here, which cannot show every typographic change)"
            }
        }
        return QARowReport(
            key: key, title: row.title, section: section, label: label, source: source, isEffective: isEffective,
            reason: reason, activationValue: activationValue, step: step, activated: activated,
            before: before, after: after,
            changedCells: before.flatMap { b in after.map { b.changedCells(to: $0) } } ?? 0,
            changedLines: before.flatMap { b in after.map { b.changedLines(to: $0) } } ?? 0,
            finding: finding
        )
    }
}
