import Foundation
import OctavoTestSupport

/// A small PDF with correct cross-reference offsets, as the navigator tests write them.
enum TestPDF {
    static let title = "CLI Test PDF"

    static func write(in folder: URL, pages: Int = 2) throws -> String {
        let url = folder.appendingPathComponent("book-\(pages).pdf")
        try MinimalPDF.data(pages: Array(repeating: (595, 842), count: pages), title: title, author: "Octavo Tests").write(to: url)
        return url.path
    }
}
