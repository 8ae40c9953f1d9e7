import Foundation
import OctavoTestSupport
import Testing
import OctavoNavigator

/// The running head names the chapter by its label in the table of contents, at any depth, else
/// the publication's title; never a document's raw `<title>` (issue 13).
@Suite struct RunningHeadTests {
    @Test func theHeadIsTheNavigationLabelElseTheBookTitle() throws {
        func page(_ title: String, _ text: String) -> String {
            """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(title)</title></head><body><p>\(text)</p></body></html>
            """
        }
        var book = TestEPUB(chapters: [("one.xhtml", page("ch01.xhtml", "First.")), ("two.xhtml", page("untitled", "Second."))])
        book.title = "The Book"
        book.rawChapters = ["one.xhtml", "two.xhtml"]
        book.navigationItems = "<li><span>Part I</span><ol><li><a href=\"one.xhtml\">The <em>First</em> Chapter</a></li></ol></li>"
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 50, height: 10)
        let first = navigator.renderText().split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(first == "The First Chapter", "a nested entry's label, without its markup")
        #expect(navigator.goForward())
        let second = navigator.renderText().split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(second == "The Book", "no entry: the publication's title, not <title>untitled</title>")
    }
}
