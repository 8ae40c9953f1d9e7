import Foundation
import OctavoPreferences
import OctavoTestSupport
import Testing
@testable import OctavoNavigator

/// Hyphens stand where the language's patterns allow (issue 13). The dictionaries are Debian's
/// `hyphen-en-us` and `hyphen-de`, which `.ci/run` installs.
@Suite struct HyphenationTests {
    /// How the en-US patterns split these words (`hyphen-en-us` 2.8.8), as dictionaries do.
    static let english: [String: Set<Int>] = [
        "something": [4], "typographic": [2, 4], "hyphenation": [2, 6], "justification": [3, 5, 7, 9],
        "paragraph": [4], "settings": [3], "publisher": [3], "letters": [3], "spacing": [4], "readable": [4],
    ]

    @Test func theEnglishPatternsAreFoundAndRead() throws {
        let patterns = try #require(HyphenationDictionaries.patterns(for: "en-US"))
        for (word, splits) in Self.english {
            #expect(Set(patterns.breaks(in: Array(word))) == splits, "\(word)")
        }
        #expect(patterns.breaks(in: Array("Something")) == [4], "capitals are hyphenated as lower case")
    }

    @Test func germanUsesTheGermanPatternsInTheirOwnEncoding() throws {
        let file = try #require(HyphenationDictionaries.file(for: "de"))
        #expect(file.hasSuffix("hyph_de.dic") || file.contains("hyph_de_"))
        let patterns = try #require(HyphenationDictionaries.patterns(for: "de-DE"))
        // The German dictionary is ISO 8859-1: the umlaut must be converted, not sent as UTF-8.
        #expect(patterns.breaks(in: Array("Wörterbuch")) == [3, 6])
        #expect(patterns.breaks(in: Array("Donaudampfschifffahrt")).first == 2, "do-nau: a German split English patterns do not allow")
        let english = try #require(HyphenationDictionaries.patterns(for: "en"))
        #expect(english.breaks(in: Array("Donaudampfschifffahrt")).first != 2)
    }

    @Test func aLanguageWithoutADictionaryIsNotHyphenatedAndNamesItsPackage() {
        #expect(HyphenationDictionaries.patterns(for: "tlh") == nil)
        #expect(HyphenationDictionaries.package(for: "fr") == "hyphen-fr")
        #expect(HyphenationDictionaries.package(for: "pt-BR") == "hyphen-pt-br")
        #expect(HyphenationDictionaries.package(for: "en") == "hyphen-en-us")
        #expect(HyphenationDictionaries.package(for: "tlh") == nil)
    }

    /// The body lines of `text` in a column of each width (by default justified and hyphenated),
    /// every page's, without running heads and footers.
    private func lines(of text: String, language: String = "en", widths: ClosedRange<Int>, preferences: EPUBPreferences = EPUBPreferences(hyphens: true, publisherStyles: false, textAlign: .justify)) throws -> [[String]] {
        var book = TestEPUB(chapters: [("text.xhtml", "<p>\(text)</p>")])
        book.language = language
        let publication = try Publication.open(at: try book.write())
        return try widths.map { width in
            let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init(preferences: preferences))
            navigator.viewport = Viewport(width: width, height: 20)
            var body: [String] = []
            repeat {
                let page = navigator.renderText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                body += page.dropFirst().dropLast()
            } while navigator.goForward()
            return body
        }
    }

    @Test func everyAddedHyphenInEnglishIsWhereThePatternsAllowIt() throws {
        var generator = SeededGenerator.announced("everyAddedHyphenInEnglishIsWhereThePatternsAllowIt")
        let words = (0..<300).map { _ in Self.english.keys.sorted().randomElement(using: &generator)! }
        var hyphenated = 0
        for page in try lines(of: words.joined(separator: " "), widths: 16...40) {
            for (line, next) in zip(page, page.dropFirst()) where line.hasSuffix("-") {
                let head = String(line.dropLast().split(separator: " ").last ?? "")
                let tail = String(next.split(separator: " ").first ?? "")
                let word = head + tail
                let splits = try #require(Self.english[word], "\(head)-\(tail) is not one of the words")
                #expect(splits.contains(head.count), "\(head)-\(tail): not a place the en-US patterns allow")
                hyphenated += 1
            }
        }
        #expect(hyphenated > 20, "a narrow justified column hyphenates")
    }

    @Test func softHyphensAreWhereALineBreaksAndOtherwiseInvisible() throws {
        let word = "Xylo\u{AD}phone\u{AD}play\u{AD}ers"
        let text = Array(repeating: word, count: 40).joined(separator: " ")
        for page in try lines(of: text, widths: 12...24, preferences: EPUBPreferences(publisherStyles: false)) {
            #expect(!page.joined().contains("\u{AD}"))
            for line in page where line.hasSuffix("-") {
                let head = String(line.dropLast().split(separator: " ").last ?? "")
                #expect(["Xylo", "Xylophone", "Xylophoneplay"].contains(head), "\(line)")
            }
        }
        let off = try lines(of: text, widths: 12...12, preferences: EPUBPreferences(hyphens: false, publisherStyles: false))
        #expect(!off[0].contains { $0.hasSuffix("-") }, "hyphens off: soft hyphens are ignored")
    }

    @Test func explicitHyphensAreBreakPointsWithoutAnotherHyphen() throws {
        let text = Array(repeating: "well-known", count: 30).joined(separator: " ")
        for page in try lines(of: text, widths: 10...16, preferences: EPUBPreferences(publisherStyles: false)) {
            #expect(!page.contains { $0.contains("--") })
            for line in page where line.hasSuffix("-") {
                #expect(line.hasSuffix("well-"), "\(line)")
            }
        }
    }
}
