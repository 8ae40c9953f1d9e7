import OctavoCanvas
import OctavoNavigator
import OctavoPublication
import OctavoSession
import OctavoStore

/// Tries every preference of a book's format with one realistic step and looks for the first
/// of the book's pages where the step shows. The preferences are shared out between threads,
/// one per processor, each with a session of its own on the same publication; nothing is saved.
public struct QARunner: Sendable {
    /// The pixels of one cell, from which the page size in pixels gives the grid of cells the
    /// cell layout draws in.
    public static let cellWidth = 8
    public static let cellHeight = 16

    public let pixelWidth: Int
    public let pixelHeight: Int
    /// How many pages, from the first, a step is looked for on.
    public let pagesToTry: Int
    public let threads: Int

    public init(pixelWidth: Int, pixelHeight: Int, pagesToTry: Int = 20, threads: Int) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.pagesToTry = max(1, pagesToTry)
        self.threads = max(1, threads)
    }

    var columns: Int { max(20, pixelWidth / Self.cellWidth) }
    var lines: Int { max(6, pixelHeight / Self.cellHeight) }

    /// The report on the book `session` opens, from the preferences stored for it; each thread
    /// opens a session like it, and `progress` hears of each preference done (from any thread).
    /// `session`'s navigator is laid out at the report's page size to count the pages.
    public func run(
        on session: PreferencesSession,
        progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> QAReport {
        let opening = session.opening
        let book = facts(of: session)
        let sectionOf = Dictionary(session.sections.flatMap { section in section.rows.map { ($0.key, section.title) } }) { first, _ in first }
        let keys = session.allRows.map(\.key).filter { sectionOf[$0] != nil }
        let pages = min(pagesToTry, max(1, book.pageCount))
        let counter = ProgressCounter(total: keys.count, report: progress)
        let shares = (0..<min(threads, max(1, keys.count))).map { thread in
            stride(from: thread, to: keys.count, by: threads).map { keys[$0] }
        }
        let (columns, lines) = (columns, lines)
        let works = shares.map { share in
            BackgroundWork { () throws -> [QARowReport] in
                let worker = try QAWorker(session: opening.open(), columns: columns, lines: lines, pages: pages)
                return share.map { key in
                    defer { counter.oneDone() }
                    return worker.report(on: key, section: sectionOf[key] ?? "")
                }
            }
        }
        var byKey: [String: QARowReport] = [:]
        for work in works {
            for row in try work.value() { byKey[row.key] = row }
        }
        let (combinations, rules) = Self.rules(for: session, keys: keys)
        return QAReport(book: book, rows: keys.compactMap { byKey[$0] }, rules: rules, combinations: combinations, pagesTried: pages)
    }

    private func facts(of session: PreferencesSession) -> QABookFacts {
        let publication = session.publication
        let navigator = session.navigator
        navigator.viewport = Viewport(width: columns, height: lines)
        navigator.paginate(until: nil)
        func count(_ matches: (String) -> Bool) -> Int {
            publication.resources.filter { matches(($0.type ?? "").lowercased()) }.count
        }
        return QABookFacts(
            title: publication.metadata.title, path: publication.url.path, format: publication.format,
            layout: publication.metadata.layout.rawValue,
            languages: publication.metadata.languages.map(\.code.bcp47),
            readingProgression: navigator.readingProgression.rawValue,
            pageCount: navigator.pageCount ?? max(1, publication.readingOrder.count),
            styleSheets: count { $0 == "text/css" },
            embeddedFonts: count { $0.hasPrefix("font/") || $0.contains("opentype") || $0.contains("font-") || $0.hasSuffix("woff") },
            pictures: count { $0.hasPrefix("image/") },
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, columns: columns, lines: lines
        )
    }

    /// The rules of the book's format, over the combinations of its own layout only.
    private static func rules(for session: PreferencesSession, keys: [String]) -> (combinations: [String], rules: [QARule]) {
        let matrix = session.publication.format == .pdf ? ActivationMatrix.pdf() : ActivationMatrix.epub()
        let layout = session.publication.metadata.layout.rawValue
        let layoutAxis = matrix.dimensions.firstIndex { $0.name == "layout" }
        let kept = matrix.combinations.indices.filter { index in
            guard let layoutAxis else { return true }
            return matrix.combinations[index][layoutAxis] == layout
        }
        let names = kept.map { index in
            zip(matrix.dimensions, matrix.combinations[index]).filter { $0.0.name != "layout" }
                .map { "\($0.0.name)=\($0.1)" }.joined(separator: " · ")
        }
        let wanted = Set(keys)
        let rules = matrix.rules.filter { wanted.contains($0.key) }.map { rule in
            QARule(key: rule.key, title: rule.title, effectiveWhen: rule.effectiveWhen, table: kept.map { rule.table[$0] })
        }
        return (names, rules)
    }
}
