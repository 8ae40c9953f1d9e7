@testable import OctavoPublication
import Testing

/// CSS lengths in ems, as the page's margins and indents read them.
struct CSSLengthTests {
    @Test(arguments: [
        ("1.5rem", 1.5), ("2em", 2.0), ("2ex", 1.0), ("4ch", 2.0), ("32px", 2.0), ("24pt", 2.0), ("3pc", 3.0),
        ("10%", 3.0), ("10vw", 3.0), ("0", 0.0), ("-1em", -1.0), ("1e308em", CSSDeclarations.lengthLimit),
    ])
    func unitsBecomeEms(value: String, ems: Double) {
        #expect(CSSDeclarations.length(inEms: value) == ems)
    }

    @Test(arguments: ["auto", "em", "nanem", "infpx", "12", "1 em", ""])
    func whatIsNotALengthIsNone(value: String) {
        #expect(CSSDeclarations.length(inEms: value) == nil)
    }
}
