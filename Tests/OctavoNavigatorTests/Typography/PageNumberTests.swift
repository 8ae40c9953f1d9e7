import Foundation
import OctavoPreferences
import Testing
import OctavoNavigator

/// "page N of M" counts screens (issue 13): turning pages forward and jumping to page N show the
/// same screens, and the count follows a change of settings.
@Suite struct PageNumberTests {
    @Test func jumpingAndTurningShowTheSameScreens() throws {
        let publication = try NavigatorBooks.liveManual()
        let turning = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init())
        turning.viewport = Viewport(width: 70, height: 20)
        #expect(turning.paginate(until: nil))
        let count = try #require(turning.pageCount)
        let jumping = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init())
        jumping.viewport = Viewport(width: 70, height: 20)
        var number = 1
        repeat {
            #expect(turning.pageNumber == number)
            if number.isMultiple(of: 7) || number == count {
                #expect(jumping.go(toPage: number))
                #expect(jumping.renderText() == turning.renderText(), "page \(number)")
            }
            number += 1
        } while turning.goForward()
        #expect(number - 1 == count, "turning forward visits every counted page once")
        #expect(!jumping.go(toPage: count + 1))
    }

    /// A book opened at its start says "page 1" on its first frame, before any counting.
    @Test func theFirstPageIsNumberedBeforeAnythingIsCounted() throws {
        let navigator = try EPUBNavigator(publication: try NavigatorBooks.liveManual(), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 70, height: 20)
        #expect(navigator.pageCount == nil, "nothing is counted yet")
        #expect(navigator.pageNumber == 1)
        #expect(navigator.renderText().contains("page 1 of …"))
        #expect(navigator.goForward())
        #expect(navigator.pageNumber == nil, "a later page of a chapter not yet counted waits for the count")
        #expect(navigator.paginate(until: nil))
        #expect(navigator.pageNumber == 2)
        let scrolled = try EPUBNavigator(publication: try NavigatorBooks.liveManual(), initialLocation: nil, config: .init(preferences: EPUBPreferences(scroll: true)))
        scrolled.viewport = Viewport(width: 70, height: 20)
        #expect(scrolled.pageNumber == nil, "scrolled text has no pages")
    }

    @Test func theCountFollowsTheSettings() throws {
        let navigator = try EPUBNavigator(publication: try NavigatorBooks.liveManual(), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 70, height: 20)
        navigator.paginate(until: nil)
        let before = try #require(navigator.pageCount)
        navigator.submitPreferences(EPUBPreferences(fontSize: 2))
        #expect(navigator.pageCount == nil, "a new layout is counted again")
        navigator.paginate(until: nil)
        #expect(try #require(navigator.pageCount) > before, "bigger type, more pages")
        let counted = navigator.pageCount
        navigator.submitPreferences(EPUBPreferences(fontSize: 2, theme: .dark))
        #expect(navigator.pageCount == counted, "a colour changes no page: nothing is counted again")
        #expect(navigator.lastSubmissionChangedPage, "but the page is drawn anew")
    }
}
