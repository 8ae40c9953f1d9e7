import Foundation
import OctavoNavigator
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

@Suite struct StoreWatchingTests {
    @Test func changesMadeByHandArriveWithinAFewLooks() async throws {
        let t = try TemporaryStore()
        var updates = t.store.changes(EPUBPreferences.self, publication: "b", profile: "default").makeAsyncIterator()
        let first = await updates.next()
        #expect(first?.merged == .empty)

        let start = ContinuousClock.now
        try t.write(#"{"theme": "sepia"}"#, to: "profiles/default/epub.json")
        let second = await updates.next()
        #expect(second?.merged == EPUBPreferences(theme: .sepia))
        // Fifteen of the watch's intervals: a machine busy with the other tests delays a look or
        // two, while a watch that stopped looking would never bring the change.
        #expect(ContinuousClock.now - start < PreferencesStore.watchInterval * 15)

        let third = Task { await updates.next() }
        try await Task.sleep(for: .milliseconds(50))
        let other = try PreferencesStore(root: t.root)
        try other.commit(EPUBPreferences(readingProgression: .rtl, theme: .sepia), from: EPUBPreferences(theme: .sepia), publication: "b", profile: "default")
        #expect(await third.value?.merged == EPUBPreferences(readingProgression: .rtl, theme: .sepia))
    }
}
