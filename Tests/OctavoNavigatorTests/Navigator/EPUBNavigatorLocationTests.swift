import OctavoPublication
import Foundation
import OctavoCanvas
import OctavoNavigator
import Testing

@Suite struct EPUBNavigatorLocationTests {
    private func navigator(_ publication: Publication, _ preferences: EPUBPreferences = EPUBPreferences(), width: Int = 60, height: Int = 20) throws -> EPUBNavigator {
        let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = Viewport(width: width, height: height)
        return navigator
    }

    @Test func fontSizeUpThenDownReturnsExactlyToTheStartingPage() throws {
        let nav = try navigator(try NavigatorBooks.liveManual())
        for _ in 0..<40 { nav.goForward() }
        let page = nav.renderText()
        let location = nav.currentLocation
        for size in [1.1, 1.5, 2.0, 3.0, 1.2] {
            nav.submitPreferences(EPUBPreferences(fontSize: size))
            #expect(nav.renderText() != page, "font size \(size) changed nothing")
        }
        nav.submitPreferences(EPUBPreferences(fontSize: 1.0))
        #expect(nav.renderText() == page)
        #expect(nav.currentLocation == location)
    }

    /// Once pages are counted, turning back visits the pages turning forward did, each with
    /// its number, across chapters too.
    @Test(arguments: [(60, 20), (45, 14), (100, 30)])
    func backIsTheCountedPageBefore(width: Int, height: Int) throws {
        let nav = try navigator(try NavigatorBooks.liveManual(), width: width, height: height)
        nav.paginate(until: nil)
        var forward: [String] = []
        for _ in 0..<60 {
            forward.append(nav.renderText())
            guard nav.goForward() else { break }
        }
        let last = try #require(nav.pageNumber)
        for number in stride(from: last - 1, through: max(1, last - 59), by: -1) {
            #expect(nav.goBackward())
            #expect(nav.pageNumber == number)
            #expect(nav.renderText() == forward[number - 1], "page \(number) at \(width)x\(height)")
        }
    }

    @Test func theSameTextStaysOnScreenAfterAnyChange() throws {
        let nav = try navigator(try NavigatorBooks.liveManual())
        for _ in 0..<25 { nav.goForward() }
        let words = try #require(nav.currentLocation?.text.highlight).prefix(12)
        let changes: [(EPUBPreferences, Viewport)] = [
            (EPUBPreferences(fontSize: 2.5), Viewport(width: 60, height: 20)),
            (EPUBPreferences(pageMargins: 4), Viewport(width: 60, height: 20)),
            (EPUBPreferences(columnCount: .two), Viewport(width: 120, height: 30)),
            (EPUBPreferences(lineHeight: 2, publisherStyles: false), Viewport(width: 40, height: 12)),
            (EPUBPreferences(scroll: true), Viewport(width: 100, height: 40)),
        ]
        for (preferences, viewport) in changes {
            nav.submitPreferences(preferences)
            nav.viewport = viewport
            // A line may end after the hyphen of "live-image": the next line continues the word.
            let screen = nav.renderText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .reduce("") { text, line in text.hasSuffix("-") ? text + line : text + " " + line }
                .split(separator: " ").joined(separator: " ")
            let expected = words.split(separator: " ").joined(separator: " ")
            #expect(screen.contains(expected.prefix(8)), "lost \(expected) with \(preferences) at \(viewport)")
        }
    }

    @Test func backwardThenForwardReturnsToTheSamePage() throws {
        let nav = try navigator(try NavigatorBooks.liveManual(), EPUBPreferences(lineHeight: 1.4, paragraphSpacing: 0.5, publisherStyles: false))
        for _ in 0..<30 { nav.goForward() }
        for _ in 0..<10 {
            let page = nav.renderText()
            #expect(nav.goBackward())
            #expect(nav.goForward())
            #expect(nav.renderText() == page)
            nav.goForward()
        }
    }

    @Test func positionsAndProgressionCoverTheWholeBook() throws {
        let nav = try navigator(try NavigatorBooks.liveManual(), width: 100, height: 40)
        let first = try #require(nav.currentLocation)
        #expect(first.locations.position == 1 && first.locations.totalProgression == 0 && first.locations.progression == 0)
        #expect(first.position == 1 && first.totalProgression == 0 && first.progression == 0)
        var previous = first
        var turns = 0
        while nav.goForward() {
            let location = try #require(nav.currentLocation)
            #expect((location.locations.totalProgression ?? 0) >= (previous.locations.totalProgression ?? 0))
            #expect((location.locations.position ?? 0) >= (previous.locations.position ?? 0))
            previous = location
            turns += 1
            if turns > 5000 { break }
        }
        #expect(turns > 100 && turns < 5000)
        #expect((previous.locations.totalProgression ?? 0) > 0.95)
        #expect(previous.href == nav.publication.readingOrder.last?.href)
        #expect(nav.goForward() == false)
        while nav.goBackward() { turns -= 1 }
        #expect(nav.currentLocation == first)
    }

    @Test func locationChangedFiresAfterMovesAndRelayoutsThatMoveThePage() throws {
        let nav = try navigator(try NavigatorBooks.liveManual(), width: 50, height: 14)
        var received: [Locator] = []
        let observation = nav.observeLocation { received.append($0) }
        let chapter = nav.publication.readingOrder[4]
        nav.go(to: Locator(href: chapter.href, type: "application/xhtml+xml", locations: .init(progression: 0.5)))
        #expect(received.count == 1 && received.last == nav.currentLocation)
        var moves = 0
        for size in [1.3, 1.7, 2.2, 1.0] {
            let before = (received.count, nav.currentLocation)
            nav.submitPreferences(EPUBPreferences(fontSize: size))
            let moved = nav.currentLocation != before.1
            #expect(received.count == before.0 + (moved ? 1 : 0))
            if moved { moves += 1 }
        }
        #expect(moves > 0, "no font size moved the page start; the test proves nothing")
        let count = received.count
        nav.submitPreferences(EPUBPreferences(fontSize: 1.0))
        #expect(received.count == count, "nothing moved, nothing reported")
        observation.cancel()
        nav.goForward()
        #expect(received.count == count)
    }

    @Test func goingToLinksAndLocators() throws {
        let nav = try navigator(try NavigatorBooks.liveManual())
        func flatten(_ links: [Link]) -> [Link] { links.flatMap { [$0] + flatten($0.children) } }
        let target = try #require(flatten(nav.publication.tableOfContents).dropFirst(10).first)
        #expect(nav.go(to: target))
        #expect(nav.currentLocation?.href == Link(href: target.href).path)
        let saved = try #require(nav.currentLocation)

        let other = try navigator(try NavigatorBooks.liveManual(), EPUBPreferences(fontSize: 1.7), width: 90, height: 30)
        #expect(other.go(to: saved))
        #expect(other.renderText().contains(String(saved.text.highlight!.prefix(10))))
        #expect(!other.go(to: Link(href: "OEBPS/missing.xhtml")))

        var byProgression = saved
        byProgression.text = .init()
        #expect(other.go(to: byProgression))
        #expect(other.currentLocation?.href == saved.href)
    }

    @Test func initialLocationIsRestored() throws {
        let nav = try navigator(try NavigatorBooks.liveManual())
        for _ in 0..<12 { nav.goForward() }
        let saved = try #require(nav.currentLocation)
        let reopened = try EPUBNavigator(publication: NavigatorBooks.liveManual(), initialLocation: saved, config: .init())
        reopened.viewport = Viewport(width: 60, height: 20)
        #expect(reopened.renderText() == nav.renderText())
    }

    @Test func leftAndRightFollowTheReadingProgression() throws {
        let ltr = try navigator(NavigatorBooks.story, width: 30, height: 10)
        #expect(ltr.goRight())
        #expect(ltr.currentLocation?.locations.progression ?? 0 > 0)
        #expect(ltr.goLeft())

        let rtl = try navigator(NavigatorBooks.arabic, width: 30, height: 8)
        #expect(rtl.readingProgression == .rtl)
        #expect(!rtl.goRight(), "right is backward in a right-to-left book")
        #expect(rtl.goLeft())
        #expect(rtl.goRight())
    }

    @Test func aPDFIsRefused() throws {
        #expect(throws: PublicationError.self) {
            _ = try EPUBNavigator(publication: PDFSamples.onePage(), initialLocation: nil, config: .init())
        }
    }
}
