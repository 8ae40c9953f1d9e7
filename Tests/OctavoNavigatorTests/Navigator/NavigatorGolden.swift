import Foundation
import OctavoCanvas
import OctavoTestSupport
import Testing

/// The navigator tests' golden files, in `Tests/OctavoNavigatorTests/Golden`.
enum NavigatorGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFile.check(canvas, in: folder, named: name, sourceLocation: sourceLocation)
    }
}
