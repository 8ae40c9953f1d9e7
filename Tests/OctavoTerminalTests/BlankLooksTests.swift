@testable import OctavoTerminal
import Testing

/// Blanks drawn in a neighbour's look where a space would look the same, so curses switches
/// colours less often; never where the space would show differently.
struct BlankLooksTests {
    /// Looks named by letter: what a blank drawn in each shows.
    static let shown: [String: BlankLooks.Shown?] = [
        "border": .init(background: 234, underline: false),
        "text": .init(background: 234, underline: false),
        "paper": .init(background: 231, underline: false),
        "link": .init(background: 234, underline: true),
        "reversed": nil,
    ]

    func resolve(_ row: [(look: String, blank: Bool)]) -> [String] {
        var looks = row.map(\.look)
        BlankLooks.resolve(&looks, isBlank: { row[$0].blank }, shown: { Self.shown[$0] ?? nil })
        return looks
    }

    @Test func aBlankTakesTheLookBeforeItWhenItsBackgroundIsTheSame() {
        #expect(resolve([("border", false), ("text", true), ("paper", false)]) == ["border", "border", "paper"])
    }

    @Test func aBlankAfterAnotherBackgroundTakesTheLookAfterIt() {
        #expect(resolve([("paper", false), ("text", true), ("text", true), ("border", false)]) == ["paper", "border", "border", "border"])
    }

    @Test func whatShowsOnABlankIsNeverChanged() {
        // An underline shows under a space, and a reversed look shows its foreground there.
        #expect(resolve([("link", false), ("text", true), ("paper", false)]) == ["link", "text", "paper"])
        #expect(resolve([("text", false), ("link", true), ("text", false)]) == ["text", "link", "text"])
        #expect(resolve([("reversed", false), ("text", true), ("paper", false)]) == ["reversed", "text", "paper"])
        #expect(resolve([("text", false), ("reversed", true), ("text", false)]) == ["text", "reversed", "text"])
    }

    @Test func cellsThatAreNotBlankKeepTheirLook() {
        #expect(resolve([("border", false), ("text", false), ("border", false)]) == ["border", "text", "border"])
    }
}
