import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoTestSupport

/// Small PDFs written on the fly for navigator tests.
enum PDFSamples {
    static func make(pages: [(width: Int, height: Int)], title: String = "Sample PDF") throws -> Publication {
        try FileManager.default.createDirectory(at: TestEPUB.folder, withIntermediateDirectories: true)
        let url = TestEPUB.folder.appendingPathComponent("\(UUID().uuidString).pdf")
        try MinimalPDF.data(pages: pages, title: title).write(to: url)
        return try Publication.open(at: url)
    }

    static func onePage() throws -> Publication { try make(pages: [(595, 842)]) }
}
