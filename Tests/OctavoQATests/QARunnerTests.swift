import Foundation
import OctavoPublication
import OctavoQA
import OctavoSample
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

/// What a tester relies on in the report: every preference of the format is there, each step
/// that takes effect shows on a page or is a finding, and nothing is saved.
@Suite struct QARunnerTests {
    static let presentation = QAPresentation(
        activateKey: "a", activationCommand: { key, value in "octavo set \(key) \(value) --activate" }, generator: "octavo test"
    )

    static func report(on url: URL, in store: TemporaryStore, threads: Int = 2) throws -> (QAReport, PreferencesSession) {
        let publication = try Publication.open(at: url)
        let session = try PreferencesSession(publication: publication, store: store.store, profile: "default")
        let report = try QARunner(pixelWidth: 640, pixelHeight: 480, pagesToTry: 6, threads: threads).run(on: session)
        return (report, session)
    }

    @Test func everyPreferenceOfTheFormatHasARowInScreenOrder() throws {
        let store = try TemporaryStore()
        let (report, session) = try Self.report(on: try SampleBook.url(in: store.root), in: store)
        #expect(report.rows.map(\.key) == session.allRows.map(\.key))
        #expect(report.book.format == .epub)
        #expect(report.book.columns == 80 && report.book.lines == 30)
        #expect(report.book.pageCount >= 1)
        #expect(report.rules.map(\.key) == report.rows.map(\.key))
        #expect(report.rules.allSatisfy { $0.table.count == report.combinations.count })
    }

    @Test func eachEffectiveStepShowsOnAPageOrIsAFinding() throws {
        let store = try TemporaryStore()
        let (report, _) = try Self.report(on: try SampleBook.url(in: store.root), in: store)
        for row in report.rows where row.step != nil && (row.isEffective || !row.activated.isEmpty) {
            if let before = row.before, let after = row.after {
                #expect(before != after, "\(row.key)")
                #expect(row.changedCells > 0, "\(row.key)")
                #expect(before.number == after.number)
            } else {
                #expect(row.finding?.hasPrefix("No visible change on page") == true, "\(row.key): \(row)")
            }
        }
        // The font size changes the first page; the page's text itself changes too.
        let fontSize = try #require(report.rows.first { $0.key == "fontSize" })
        #expect(fontSize.step == "100% → 110%")
        #expect(fontSize.before?.number == 1 && fontSize.changedLines > 0)
    }

    @Test func aStepThatNeedsActivationIsComparedWithTheActivationAlone() throws {
        let store = try TemporaryStore()
        let (report, _) = try Self.report(on: try SampleBook.url(in: store.root), in: store)
        let wordSpacing = try #require(report.rows.first { $0.key == "wordSpacing" })
        #expect(!wordSpacing.isEffective)
        #expect(wordSpacing.activated == ["Publisher styles: On → Off"])
        #expect(wordSpacing.activationValue != nil)
        let publisherStyles = try #require(report.rows.first { $0.key == "publisherStyles" })
        // Turning publisher styles off changes more of the page than spacing the words does.
        if let wordCells = wordSpacing.after.map({ _ in wordSpacing.changedCells }) {
            #expect(wordCells > 0)
            #expect(wordSpacing.before != publisherStyles.before || wordSpacing.before == nil)
        }
    }

    @Test func nothingIsSavedAndTheSessionIsAsItWas() throws {
        let store = try TemporaryStore()
        let url = try SampleBook.url(in: store.root)
        let (_, session) = try Self.report(on: url, in: store)
        #expect(session.preferencesJSON.isEmpty)
        let files = FileManager.default.enumerator(atPath: store.root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        #expect(files.isEmpty, "\(files)")
    }

    @Test func oneThreadAndManyGiveTheSameReport() throws {
        let store = try TemporaryStore()
        let url = try SampleBook.url(in: store.root)
        let one = try Self.report(on: url, in: store, threads: 1).0
        let four = try Self.report(on: url, in: store, threads: 4).0
        #expect(one.json(Self.presentation) == four.json(Self.presentation))
    }

    @Test func aFixedLayoutBooksRulesAreThoseOfItsLayout() throws {
        let store = try TemporaryStore()
        let book = try TestEPUB(fixedLayout: true, chapters: [("p1.xhtml", "<p>One</p>"), ("p2.xhtml", "<p>Two</p>")]).write()
        let (report, _) = try Self.report(on: book, in: store)
        #expect(report.book.isFixedLayout && report.book.format == .epub)
        #expect(!report.combinations.contains { $0.contains("layout=") })
        let fit = try #require(report.rules.first { $0.key == "fit" })
        #expect(fit.table.contains(true), "fit takes effect somewhere on a fixed-layout book")
        for row in report.rows where row.step != nil && row.isEffective {
            #expect(row.after != nil || row.finding != nil, "\(row.key)")
        }
    }

    @Test func aPDFsRowsAreThePDFPreferences() throws {
        let store = try TemporaryStore()
        let url = store.root.appendingPathComponent("three.pdf")
        try MinimalPDF.data(pages: [(595, 842), (595, 842), (842, 595)], title: "Three").write(to: url)
        let (report, session) = try Self.report(on: url, in: store)
        #expect(report.book.format == .pdf && report.book.isFixedLayout)
        #expect(report.rows.map(\.key) == session.allRows.map(\.key))
        #expect(report.rows.contains { $0.key == "scrollAxis" })
    }
}
