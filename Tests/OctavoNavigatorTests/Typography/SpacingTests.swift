import Foundation
import OctavoPreferences
import OctavoTestSupport
import Testing
import OctavoNavigator

/// Letter and word spacing widen gaps without ever joining two words or splitting one (issue 13).
/// The words are runs of one letter each ("aaa bbbbb cc"), neighbours different, so every gap on
/// a line tells whether it lies inside a word or between two.
@Suite struct SpacingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let letterSpacing: Double
        let wordSpacing: Double
        let align: TextAlignment
        var testDescription: String { "letters \(letterSpacing), words \(wordSpacing), \(align.rawValue)" }
    }

    static let cases: [Case] = [0.0, 0.1, 0.25, 0.3, 0.5, 0.75, 1.0].flatMap { letters in
        [0.0, 0.3, 1.0].flatMap { words in [TextAlignment.start, .justify].map { Case(letterSpacing: letters, wordSpacing: words, align: $0) } }
    }

    static let words: [String] = {
        var generator = SeededGenerator(seed: 13)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<120).map { index in String(repeating: letters[index % 26], count: Int.random(in: 1...6, using: &generator)) }
    }()

    @Test(arguments: cases)
    func wordGapsAreWiderThanLetterGapsAndWordsStayWhole(_ c: Case) throws {
        let book = TestEPUB(chapters: [("text.xhtml", "<p>\(Self.words.joined(separator: " "))</p>")])
        let preferences = EPUBPreferences(hyphens: false, letterSpacing: c.letterSpacing, publisherStyles: false, textAlign: c.align, wordSpacing: c.wordSpacing)
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = Viewport(width: 50, height: 30)
        var shownWords: [String] = []
        repeat {
            let lines = navigator.renderText().split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            for line in lines.dropFirst().dropLast() {
                var letterGaps: [Int] = [], wordGaps: [Int] = []
                var previous: Character?
                var gap = 0
                var word = ""
                for character in line.trimmingCharacters(in: .whitespaces) {
                    if character == " " { gap += 1; continue }
                    if let previous {
                        if previous == character { letterGaps.append(gap) } else {
                            wordGaps.append(gap)
                            shownWords.append(word)
                            word = ""
                        }
                    }
                    word.append(character)
                    previous = character
                    gap = 0
                }
                if !word.isEmpty { shownWords.append(word) }
                #expect(!wordGaps.contains(0), "two words joined: \(line)")
                if let widestLetterGap = letterGaps.max(), let narrowestWordGap = wordGaps.min() {
                    #expect(narrowestWordGap > widestLetterGap, "a gap between words is no wider than one inside a word: \(line)")
                }
                if c.letterSpacing == 0 { #expect(letterGaps.allSatisfy { $0 == 0 }, "a word split: \(line)") }
            }
        } while navigator.goForward()
        #expect(shownWords == Self.words, "every word shown whole, once, in order")
    }
}
