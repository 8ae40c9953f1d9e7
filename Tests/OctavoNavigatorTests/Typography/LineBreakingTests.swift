import Foundation
import OctavoCanvas
import OctavoPreferences
import OctavoTestSupport
import Testing
import OctavoNavigator

/// Line breaking for every script (issue 13): Japanese kinsoku, and clusters whose width is not
/// one column per character, which must never run past the page.
@Suite struct LineBreakingTests {
    static let japanese = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。「吾輩はここで始めて人間というものを見た。」しかもあとで聞くとそれは書生という人間中で一番獰悪な種族であったそうだ（この書生というのは時々我々を捕えて煮て食うという話である）。ちょっとキャッシュを取りに行ったら、ジャンプしてしまった。ぁぃぅの小さい仮名もある。"

    /// Body lines (no running head, no footer) of every page of `text` in a book of `language`.
    private func bodyLines(of text: String, language: String, width: Int, preferences: EPUBPreferences = EPUBPreferences(publisherStyles: false)) throws -> [String] {
        var book = TestEPUB(chapters: [("text.xhtml", "<p>\(text)</p>")])
        book.language = language
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = Viewport(width: width, height: 14)
        var lines: [String] = []
        repeat {
            let page = navigator.renderText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            lines += page.dropFirst().dropLast()
        } while navigator.goForward()
        return lines
    }

    @Test(arguments: 14...40)
    func japaneseLinesFollowKinsoku(width: Int) throws {
        let lines = try bodyLines(of: Self.japanese, language: "ja", width: width, preferences: EPUBPreferences(publisherStyles: false, verticalText: false))
        #expect(lines.joined() == Self.japanese, "every character shown once, in order")
        let noStart = Set("、。」）ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ")
        let noEnd = Set("「（")
        for line in lines {
            #expect(!noStart.contains(line.first!), "starts with \(line.first!): \(line)")
            #expect(!noEnd.contains(line.last!), "ends with \(line.last!): \(line)")
        }
        #expect(lines.count > 1)
    }

    /// Canvas descriptions of the first page at one width, so a change in breaking shows up.
    @Test func goldenPagesForEachScript() throws {
        var japanese = TestEPUB(chapters: [("text.xhtml", "<p>\(Self.japanese)</p>")])
        japanese.language = "ja"
        let books = [("ja", japanese, EPUBPreferences(verticalText: false))] + Self.scripts.map { script in
            var book = TestEPUB(chapters: [("text.xhtml", "<p>\(script.text)</p>")])
            book.language = script.language
            return (script.name.lowercased(), book, EPUBPreferences())
        }
        for (name, book, preferences) in books {
            let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init(preferences: preferences))
            navigator.viewport = Viewport(width: 24, height: 14)
            navigator.paginate(until: nil)
            NavigatorGolden.check(navigator.renderCanvas(), named: "breaking-\(name)")
        }
    }

    /// Readium offers no text alignment for CJK languages, so the justification is the
    /// publisher's.
    @Test func justifiedJapaneseFillsTheLineBetweenCharacters() throws {
        let preferences = EPUBPreferences(verticalText: false)
        var book = TestEPUB(chapters: [("text.xhtml", "<p style=\"text-align: justify\">\(Self.japanese)</p>")])
        book.language = "ja"
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = Viewport(width: 31, height: 14)
        let rows = navigator.renderText().split(separator: "\n").map(String.init)
        let body = rows.dropFirst().dropLast().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let ends = Set(body.dropLast().map { TextWidth.of($0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)) })
        #expect(ends.count == 1, "every justified line but the last ends in the same column: \(body.joined(separator: "\n"))")
    }

    static let scripts: [(name: String, language: String, text: String)] = [
        ("Malayalam", "ml", "മലയാളം ഒരു ദ്രാവിഡ ഭാഷയാണ്. കേരള സംസ്ഥാനത്തിലെ ഔദ്യോഗിക ഭാഷയായ മലയാളം ഇന്ത്യയിലെ ഇരുപത്തിരണ്ട് ഔദ്യോഗിക ഭാഷകളിൽ ഒന്നാണ്. ക്ഷേത്രം സ്ത്രീ ശാസ്ത്രം"),
        ("Devanagari", "hi", "हिन्दी विश्व की एक प्रमुख भाषा है और भारत की राजभाषा है। क्षत्रिय स्त्री शास्त्र द्वारा प्रकाशित किया गया।"),
        ("Thai", "th", "ภาษาไทยเป็นภาษาที่มีระดับเสียงของคำแน่นอน กำลัง น้ำ ทำ ความ สำคัญ ของ การ อ่าน หนังสือ"),
        ("emoji", "en", "Family 👨‍👩‍👧 flags 🇯🇵🇫🇷 tones 👍🏽👋🏿 keycaps 1️⃣2️⃣ hearts ❤️ and text ☺︎ mixed 😀😀😀😀😀😀😀😀😀😀 end"),
    ]

    @Test(arguments: scripts.indices, [16, 23, 37])
    func noLineRunsPastThePage(script: Int, width: Int) throws {
        let (name, language, text) = Self.scripts[script]
        let lines = try bodyLines(of: text, language: language, width: width)
        let shown = lines.joined(separator: " ").filter { $0 != " " }
        #expect(shown == text.filter { $0 != " " }, "\(name): nothing cut off at \(width) columns")
        for line in lines {
            #expect(TextWidth.of(line) <= width, "\(name): \(line)")
        }
    }
}
