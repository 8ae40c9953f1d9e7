import OctavoPublication
import OctavoTestSupport
import Testing

/// A locator's context text is read from checkpoints instead of from the start of its block, so
/// it stays cheap in a huge block; it must still be exactly the characters around the offset.
@Suite struct TextAroundTests {
    /// Mixed text, and plain ASCII, which blocks count a byte a character.
    @Test(arguments: [["é", "a", "b", " ", "🇫🇷", "e\u{301}", "\r\n", "字"], ["a", "b", " ", "."]])
    func contextMatchesTheCharactersAroundTheOffset(pieces: [String]) {
        var generator = SeededGenerator.announced("contextMatchesTheCharactersAroundTheOffset")
        func randomText(_ length: Int) -> String {
            String((0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        var blocks: [ContentBlock] = []
        var offset = 0
        for length in [3, 9_000, 1, 5_000] {
            let runs = [TextRun(randomText(length / 2 + 1)), TextRun(randomText(length / 2), strong: true)]
            var block = ContentBlock(kind: .paragraph, runs: runs)
            block.startOffset = offset
            offset += block.length
            blocks.append(block)
        }
        let document = ContentDocument(href: "c.xhtml", title: nil, language: nil, blocks: blocks, anchors: [:], repairs: [])
        let joined = Array(blocks.map(\.text).joined(separator: " "))
        func plainOffset(_ offset: Int) -> Int {
            let block = document.blockIndex(containing: offset)
            return offset + block
        }
        for _ in 0..<200 {
            let target = Int.random(in: 0..<offset, using: &generator)
            let context = document.text(around: target, before: 40, after: 60)
            let position = plainOffset(target)
            #expect(context.after == String(joined[position..<min(joined.count, position + 60)]), "after \(target)")
            #expect(context.before == String(joined[max(0, position - 40)..<position]), "before \(target)")
        }
    }
}
