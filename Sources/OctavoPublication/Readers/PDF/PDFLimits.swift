/// Bounds that keep a hostile or broken file from costing unbounded memory or time.
///
/// The defaults are generous for real documents; tests lower them so that an attack can be
/// demonstrated with a small fixture.
struct PDFLimits: Sendable {
    /// Files above this are refused before being mapped: 1 GiB.
    var maxFileSize = 1 << 30
    /// The inflated size one stream may reach: 64 MiB.
    var maxStreamOutput = 64 << 20
    /// The inflated size all streams of one document may reach together: 256 MiB.
    var maxTotalOutput = 256 << 20
    /// How deeply arrays and dictionaries may nest inside one object.
    var maxNestingDepth = 100
    /// How deeply `/Pages` nodes may nest; real trees are a handful of levels deep.
    var maxPageTreeDepth = 256
    /// How many cross-reference sections (`/Prev` links, incremental updates) are followed.
    var maxCrossReferenceSections = 256
    /// How many references in a row (`1 0 obj 2 0 R endobj`, …) are followed.
    var maxReferenceChain = 32
    /// How many lookups may wait on one another (a stream whose `/Length` is a stream whose
    /// `/Length` is …); each costs stack, so a file of chained objects could otherwise overflow it.
    var maxNestedLookups = 32

    static let standard = PDFLimits()
}
