import OctavoPublication

/// What `octavo qa` found on one book: the book as Octavo read it, every preference of its
/// format tried with one realistic step, and the rules that make each one take effect. The web
/// page and `report.json` are both written from it.
public struct QAReport: Sendable {
    public let book: QABookFacts
    public let rows: [QARowReport]
    /// The rules of the book's format and layout, one per preference of the report.
    public let rules: [QARule]
    /// The names of the rules' columns ("publisherStyles=false · fixed layout").
    public let combinations: [String]
    /// How many pages, from the first, each step was looked for on.
    public let pagesTried: Int

    /// The rows whose step changed nothing on the pages tried, where it should have.
    public var findings: [QARowReport] { rows.filter { $0.finding != nil } }
}

/// The book, as the report opens with it.
public struct QABookFacts: Sendable {
    public let title: String
    public let path: String
    public let format: Publication.Format
    public let layout: String
    public let languages: [String]
    public let readingProgression: String
    /// Pages at the report's page size, with the stored preferences.
    public let pageCount: Int
    public let styleSheets: Int
    public let embeddedFonts: Int
    public let pictures: Int
    public var isFixedLayout: Bool { layout == "fixed" }
    /// The page size asked for, in pixels, and the grid of cells the pages were laid out in.
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let columns: Int
    public let lines: Int
}

/// One rule of the matrix: in which combinations the preference takes effect.
public struct QARule: Sendable {
    public let key: String
    public let title: String
    public let effectiveWhen: [String]
    /// One answer per column of `QAReport.combinations`.
    public let table: [Bool]
}

/// One preference of the book's format, as the report shows it.
public struct QARowReport: Sendable {
    public let key: String
    public let title: String
    public let section: String
    /// The value's label as the screen shows it, and where the value comes from: "default",
    /// "profile" or "book".
    public let label: String
    public let source: String
    public let isEffective: Bool
    /// Why it has no effect, in the screen's words; nil when it has one.
    public let reason: String?
    /// The value that makes it effective, for `octavo set KEY VALUE --activate`; nil when it is
    /// effective, or preferences cannot make it so.
    public let activationValue: String?
    /// The step tried: "100% → 110%"; nil when no step could be tried.
    public let step: String?
    /// What the step also changed so that it could take effect ("Publisher styles: On → Off").
    public let activated: [String]
    /// The page the step shows on (the first that changed), before and after it.
    public let before: QAPage?
    public let after: QAPage?
    /// Cells of that page whose character or colours changed, and lines whose text changed.
    public let changedCells: Int
    public let changedLines: Int
    /// "No visible change on pages 1–20", with why when Octavo can tell.
    public let finding: String?
}
