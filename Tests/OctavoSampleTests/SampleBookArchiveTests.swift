import Foundation
import OctavoSample
import Testing
import ZIPFoundation

/// The sample book is zipped by Octavo's own writer: another zip reader must find every file
/// intact, with the `mimetype` entry first and stored, as EPUB requires.
@Suite struct SampleBookArchiveTests {
    @Test func anotherZipReaderFindsEveryFileIntactWithTheMimetypeFirstAndStored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-sample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = try Archive(url: SampleBook.url(in: folder), accessMode: .read)
        let entries = Array(archive)
        let first = try #require(entries.first)
        #expect(first.path == "mimetype" && first.compressedSize == first.uncompressedSize)
        var mimetype = Data()
        _ = try archive.extract(first) { mimetype.append($0) }
        #expect(String(decoding: mimetype, as: UTF8.self) == "application/epub+zip")
        // Extracting checks each entry's CRC-32 and size.
        var sizes: [String: Int] = [:]
        for entry in entries {
            _ = try archive.extract(entry, skipCRC32: false) { sizes[entry.path, default: 0] += $0.count }
        }
        #expect(Set(sizes.keys).isSuperset(of: ["META-INF/container.xml", "OEBPS/package.opf", "OEBPS/nav.xhtml", "OEBPS/lighthouse.png"]))
        #expect(entries.allSatisfy { sizes[$0.path] == Int($0.uncompressedSize) })
        #expect(entries.dropFirst().allSatisfy { $0.compressedSize < $0.uncompressedSize })
    }
}
