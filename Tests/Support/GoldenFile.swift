import Foundation
import OctavoCanvas
import Testing

/// Compares a canvas with a golden text file (characters, then a style layer) kept next to the
/// tests. Run with `OCTAVO_RECORD_GOLDEN=1` to write the files after a deliberate change, then
/// review them with `git diff`.
public enum GoldenFile {
    public static func check(_ canvas: Canvas, in folder: URL, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name + ".txt")
        let actual = canvas.goldenDescription + "\n"
        if ProcessInfo.processInfo.environment["OCTAVO_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); run the tests with OCTAVO_RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let difference = Canvas.goldenDifference(expected: expected, actual: actual) ?? "differs"
            Issue.record("\(name): \(difference)\n--- actual ---\n\(actual)", sourceLocation: sourceLocation)
        }
    }
}
