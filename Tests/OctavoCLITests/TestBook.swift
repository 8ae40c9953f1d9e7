import Foundation
import Testing

/// The three publications every subcommand is tried on.
enum TestBook: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// Octavo's sample: no PUBLICATION argument.
    case sample
    /// The Live Systems Manual, a real reflowable EPUB.
    case liveManual
    /// A two-page PDF written by the test.
    case pdf

    var testDescription: String { rawValue }

    /// The arguments that name the book (none for the sample).
    func arguments(in sandbox: CLISandbox) throws -> [String] {
        switch self {
        case .sample: []
        case .liveManual: [Self.liveManualPath]
        case .pdf: [try TestPDF.write(in: sandbox.root)]
        }
    }

    var isPDF: Bool { self == .pdf }
    var keyCount: Int { isPDF ? 9 : 27 }
    var title: String {
        switch self {
        case .sample: "The Octavo Sampler"
        case .liveManual: "Live Systems Manual"
        case .pdf: TestPDF.title
        }
    }

    static let liveManualPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/EPUB/live-manual.en.epub").path
}
