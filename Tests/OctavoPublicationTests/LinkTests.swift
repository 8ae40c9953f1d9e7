import OctavoPublication
import Testing

/// A link's href splits at its first "#" into the resource's path and the fragment inside it.
@Suite struct LinkTests {
    @Test func theFirstHashSeparatesPathAndFragment() {
        #expect(Link(href: "text/c1.xhtml#note-2").path == "text/c1.xhtml")
        #expect(Link(href: "text/c1.xhtml#note-2").fragment == "note-2")
        #expect(Link(href: "c1.xhtml#a#b").fragment == "a#b", "only the first # separates")
        #expect(Link(href: "c1.xhtml#").fragment == "", "an empty fragment is still a fragment")
        #expect(Link(href: "c1.xhtml").fragment == nil)
        #expect(Link(href: "c1.xhtml").path == "c1.xhtml")
    }

    @Test func aCombiningMarkAfterTheHashDoesNotHideIt() {
        let link = Link(href: "\u{65E5}\u{672C}/ch\u{E9}pitre.xhtml#\u{301}x")
        #expect(link.path == "\u{65E5}\u{672C}/ch\u{E9}pitre.xhtml")
        #expect(link.fragment == "\u{301}x")
    }
}
