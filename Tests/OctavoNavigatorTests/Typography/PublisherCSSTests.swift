import Foundation
import OctavoCanvas
import OctavoPreferences
import OctavoTestSupport
import Testing
import OctavoNavigator

/// The publisher's CSS while publisher styles are on (issue 13): the documented subset, from
/// linked style sheets, `<style>` and `style` attributes, in cascade order.
@Suite struct PublisherCSSTests {
    static let css = """
        .secret, #hidden, aside.note { display: none }
        span.block { display: block }
        p.run { display: inline }
        ul.plain { list-style-type: none }
        ol.letters { list-style-type: lower-alpha }
        ol.roman { list-style: upper-roman inside }
        li.square { list-style-type: square }
        .loud { font-weight: 700 }
        b.quiet { font-weight: normal }
        .slanted { font-style: italic }
        .under { text-decoration: underline }
        div.box { margin-left: 4em; margin-top: 2em; margin-bottom: 2em }
        p { margin: 0 }
        section > p.child { font-weight: bold }
        section p.deep { font-style: italic }
        p.winner { font-weight: bold !important }
        .verbatim { white-space: pre }
        .shout { color: red; DISPLAY : None ; border: 1px solid }
        .quiet-colour { color: gray; background: white }
        """

    /// A book whose chapter links `style.css` and holds `body`, drawn at 60×30.
    private func canvas(_ body: String, css: String = Self.css, preferences: EPUBPreferences = EPUBPreferences()) throws -> Canvas {
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
            <body>\(body)</body></html>
            """
        var book = TestEPUB(chapters: [("text.xhtml", page)])
        book.rawChapters = ["text.xhtml"]
        book.extraEntries = [("OPS/style.css", Data(css.utf8))]
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = Viewport(width: 60, height: 30)
        navigator.paginate(until: nil)
        return navigator.renderCanvas()
    }

    /// The cells showing `word`, left to right.
    private func cells(of word: String, in canvas: Canvas) -> [Cell]? {
        for y in 0..<canvas.height {
            let row = (0..<canvas.width).map { canvas[x: $0, y: y].grapheme }.joined()
            if let range = row.range(of: word) {
                let x = row.distance(from: row.startIndex, to: range.lowerBound)
                return (x..<(x + word.count)).map { canvas[x: $0, y: y] }
            }
        }
        return nil
    }

    private func rows(_ canvas: Canvas) -> [String] {
        canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func displayNoneHidesByClassIdAndDescendant() throws {
        let page = try canvas("""
            <p>Shown <span class="secret">SECRET1</span> text.</p><p id="hidden">SECRET2</p>
            <aside class="note"><p>SECRET3</p></aside><p style="display: none">SECRET4</p><p>End.</p>
            """)
        #expect(!page.text.contains("SECRET"), "\(page.text)")
        #expect(page.text.contains("Shown text."))
        NavigatorGolden.check(page, named: "css-display-none")
    }

    @Test func propertiesAreReadInAnyCaseAmongOnesAPageIgnores() throws {
        let page = try canvas("""
            <p>Kept <span class="shout">SECRET</span> <span class="quiet-colour">coloured</span> text.</p>
            """)
        #expect(!page.text.contains("SECRET"), "\(page.text)")
        #expect(page.text.contains("Kept coloured text."), "\(page.text)")
    }

    @Test func displayTurnsInlineIntoBlocksAndBack() throws {
        let lines = rows(try canvas("""
            <p>Before <span class="block">own line</span> after.</p><p class="run">Run</p> <p class="run">on.</p>
            """))
        #expect(lines.contains("own line"))
        #expect(lines.contains { $0.hasPrefix("Before") })
        #expect(lines.contains("Run on."), "inline paragraphs share a line: \(lines)")
        let before = try #require(lines.firstIndex { $0.hasPrefix("Before") })
        #expect(lines[before + 1] == "own line" && lines[before + 2] == "after.", "an anonymous block has no margins: \(lines)")
    }

    @Test func listItemsAreLinesWithTheirMarkers() throws {
        let page = try canvas("""
            <ul><li>disc one</li><li class="square">square two</li></ul>
            <ul class="plain"><li>bare item</li></ul>
            <ol start="3"><li>third</li><li>fourth</li></ol>
            <ol class="letters"><li>alpha</li><li>beta</li></ol>
            <ol class="roman"><li>first roman</li><li>second roman</li><li>third roman</li><li>fourth roman</li></ol>
            <ul><li>outer<ul><li>inner</li></ul></li></ul>
            """)
        let lines = rows(page)
        for expected in ["• disc one", "▪ square two", "bare item", "3. third", "4. fourth", "a. alpha", "b. beta",
                         "I. first roman", "IV. fourth roman", "• outer", "◦ inner"] {
            #expect(lines.contains(expected), "missing \"\(expected)\": \(lines)")
        }
        NavigatorGolden.check(page, named: "css-lists")
    }

    @Test func boldItalicAndUnderlineReachTheCanvas() throws {
        let page = try canvas("""
            <p><span class="loud">heavy</span> <b class="quiet">light</b> <i>leaning</i> <b><i>both</i></b>
            <span class="slanted">tilted</span> <u>marked</u> <span class="under">lined</span></p>
            <section><p class="child">childbold</p><div><p class="deep">deepitalic</p><p class="child">notchild</p></div></section>
            <p class="winner" style="font-weight: normal">important</p>
            """)
        func look(_ word: String) throws -> CellStyle { try #require(cells(of: word, in: page)?.first?.style, "\(word) not shown") }
        #expect(try look("heavy").bold)
        #expect(try !look("light").bold, "font-weight: normal on <b>")
        #expect(try look("leaning").italic)
        #expect(try look("both").bold && look("both").italic)
        #expect(try look("tilted").italic)
        #expect(try look("marked").underline && look("lined").underline)
        #expect(try look("childbold").bold, "child combinator")
        #expect(try look("deepitalic").italic, "descendant combinator")
        #expect(try !look("notchild").bold, "not a child of section")
        #expect(try look("important").bold, "!important beats the style attribute")
        NavigatorGolden.check(page, named: "css-inline")
    }

    /// A style sheet saved with Windows line ends (CR LF) and classes named in other scripts.
    @Test func selectorsAcrossWindowsLineEndsAndInAnyScriptApply() throws {
        let css = ".first,\r\n.second { font-weight: bold }\r\nsection\r\np.deep { font-style: italic }\r\n.na\u{EF}ve-\u{65E5}\u{672C} { text-decoration: underline }\r\n"
        let page = try canvas("""
            <p><span class="second">secondbold</span> <span class="na\u{EF}ve-\u{65E5}\u{672C}">scripted</span></p>
            <section><div><p class="deep">deepitalic</p></div></section>
            """, css: css)
        func look(_ word: String) throws -> CellStyle { try #require(cells(of: word, in: page)?.first?.style, "\(word) not shown") }
        #expect(try look("secondbold").bold, "a group whose selectors are on two lines")
        #expect(try look("deepitalic").italic, "a descendant selector broken across lines")
        #expect(try look("scripted").underline)
    }

    /// Chains of child combinators joined by descendant ones: the chain `ul > li` is found at the
    /// outer `li` when the nearer one is not a child of a `ul`, and a chain that fits nowhere
    /// above the element picks nothing.
    @Test func childChainsAreFoundAboveTheNearestCandidate() throws {
        let css = """
            ul > li em { font-weight: bold }
            section > div > p > em { text-decoration: underline }
            aside > li em { display: none }
            """
        let page = try canvas("""
            <ul><li>outer<ol><li><em>farther</em></li></ol></li></ul>
            <section><div><p><em>chained</em></p></div></section>
            <div><p><em>close</em></p></div>
            """, css: css)
        func look(_ word: String) throws -> CellStyle { try #require(cells(of: word, in: page)?.first?.style, "\(word) not shown") }
        #expect(try look("farther").bold, "ul > li found at the outer li (and shown: no aside above)")
        #expect(try look("chained").underline)
        #expect(try !look("close").underline, "no section above")
    }

    @Test func marginsIndentAndSeparate() throws {
        let lines = rows(try canvas("<p>Outside one.</p><div class=\"box\"><p>Inside.</p></div><p>Outside two.</p>"))
        let inside = try #require(lines.firstIndex(of: "Inside."))
        let one = try #require(lines.firstIndex(of: "Outside one."))
        let two = try #require(lines.firstIndex(of: "Outside two."))
        #expect(inside - one == 3 && two - inside == 3, "2em above and below: two blank rows each: \(lines)")
        let raw = try canvas("<p>Outside one.</p><div class=\"box\"><p>Inside.</p></div>").text.split(separator: "\n")
        let outsideColumn = try #require(raw.first { $0.contains("Outside one.") }?.firstIndex(of: "O"))
        let insideColumn = try #require(raw.first { $0.contains("Inside.") }?.firstIndex(of: "I"))
        let outsideOffset = raw.first { $0.contains("Outside one.") }!.distance(from: raw.first { $0.contains("Outside one.") }!.startIndex, to: outsideColumn)
        let insideOffset = raw.first { $0.contains("Inside.") }!.distance(from: raw.first { $0.contains("Inside.") }!.startIndex, to: insideColumn)
        #expect(insideOffset - outsideOffset == 8, "4em is eight cells")
    }

    @Test func whiteSpacePreKeepsLines() throws {
        let lines = rows(try canvas("<div class=\"verbatim\">first  line\n  second line</div>"))
        #expect(lines.contains("first  line"), "\(lines)")
        #expect(lines.contains("second line"))
    }

    @Test func publisherStylesOffKeepsStructureButNotTypography() throws {
        let page = try canvas("<p class=\"secret\">SECRET</p><p style=\"text-align: right\">Right aligned by the publisher.</p>",
                              preferences: EPUBPreferences(publisherStyles: false))
        #expect(!page.text.contains("SECRET"), "what the book hides stays hidden")
        let row = try #require(page.text.split(separator: "\n").first { $0.contains("Right aligned") })
        #expect(row.hasPrefix("  Right") || row.prefix(6).allSatisfy { $0 == " " } == false, "\(row)")
        #expect(row.trimmingCharacters(in: .whitespaces).count < row.count)
    }
}
