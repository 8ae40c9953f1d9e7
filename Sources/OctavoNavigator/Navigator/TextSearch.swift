import OctavoPublication
import FoundationEssentials

/// Finds a locator's text in a document, to come back to the same words even when offsets moved
/// (another edition, another parser): the occurrence nearest the expected offset wins.
enum TextSearch {
    /// Tries the longest probe first; the text of a locator may run across blocks, which are
    /// searched one by one, so shorter probes follow.
    static func offset(of text: Locator.Text, in document: ContentDocument, near expected: Int) -> Int? {
        let highlight = text.highlight ?? ""
        let probes = [String((highlight + (text.after ?? "")).prefix(32)), highlight]
        for probe in probes where probe.count >= 6 {
            if let found = offset(of: probe, in: document, near: expected) { return found }
        }
        return nil
    }

    private static func offset(of probe: String, in document: ContentDocument, near expected: Int) -> Int? {
        var best: (offset: Int, distance: Int)?
        for block in document.blocks {
            let blockText = block.text
            guard blockText.count >= probe.count else { continue }
            var searchStart = blockText.startIndex
            while let range = blockText[searchStart...].firstRange(of: probe) {
                let offset = block.startOffset + blockText.distance(from: blockText.startIndex, to: range.lowerBound)
                let distance = abs(offset - expected)
                if best == nil || distance < best!.distance { best = (offset, distance) }
                searchStart = blockText.index(after: range.lowerBound)
            }
        }
        return best?.offset
    }
}
