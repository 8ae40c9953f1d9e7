import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoTestSupport

/// Books for navigator tests, built once per process.
enum NavigatorBooks {
    static let storyBody = """
    <h1>Chapter One</h1>
    <p>It was a <em>bright</em> cold day in April, and the <strong>clocks</strong> were striking thirteen. \
    Incomprehensibilities accumulate wherever extraordinarily long words appear.</p>
    <p>The second paragraph follows with more text, enough to wrap across several lines of the page.</p>
    <img src="map.png" alt="A map of the city"/>
    <ul><li>First item</li><li>Second item</li></ul>
    <h2>A smaller heading</h2>
    <p>Closing words of the chapter.</p>
    """

    static let story: Publication = {
        var book = TestEPUB(title: "Story", chapters: [("one.xhtml", storyBody), ("two.xhtml", "<h1>Chapter Two</h1><p>Another chapter begins here.</p>")])
        book.identifier = "urn:test:story"
        return try! Publication.open(at: book.write())
    }()

    static let arabic: Publication = {
        let book = TestEPUB(title: "Arabic", language: "ar", direction: "rtl", chapters: [
            ("one.xhtml", "<h1>الفصل الأول</h1><p>كان يوما باردا مشرقا من أيام أبريل، وكانت الساعات تدق الثالثة عشرة.</p>"),
            ("two.xhtml", "<p>الفصل الثاني.</p>"),
        ])
        return try! Publication.open(at: book.write())
    }()

    static let japanese: Publication = {
        let book = TestEPUB(title: "縦書き", language: "ja", direction: "rtl", chapters: [
            ("one.xhtml", "<h1>第一章</h1><p>四月の晴れた寒い日で、時計がどれも十三時を打っていた。</p><p>二番目の段落です。</p>"),
        ])
        return try! Publication.open(at: book.write())
    }()

    /// A book whose own CSS centres its first paragraph and indents the others.
    static let styled: Publication = {
        var book = TestEPUB(title: "Styled", chapters: [("one.xhtml", """
        <link rel="stylesheet" href="style.css"/>
        <p class="centered">A centred opening line.</p>
        <p>An indented paragraph that runs long enough to wrap onto a second line of the page.</p>
        <p>Another indented paragraph follows it.</p>
        """)])
        book.extraEntries = [("OPS/style.css", Data("p { text-indent: 2em } .centered { text-align: center; text-indent: 0 }".utf8))]
        return try! Publication.open(at: book.write())
    }()

    /// A fixed-layout book of five pages with a declared page size.
    static func fixedLayout() throws -> Publication {
        var book = TestEPUB(title: "Comic", fixedLayout: true)
        book.chapters = (1...5).map { ("page\($0).xhtml", "<p>Panel \($0) shows the hero.</p>") }
        book.rawChapters = Set(book.chapters.map(\.name))
        book.chapters = book.chapters.map { name, body in
            (name, "<html><head><meta name=\"viewport\" content=\"width=600, height=900\"/></head><body>\(body)</body></html>")
        }
        return try Publication.open(at: book.write())
    }

    static func liveManual() throws -> Publication {
        try Publication.open(at: Fixtures.url("live-manual.en.epub"))
    }
}
