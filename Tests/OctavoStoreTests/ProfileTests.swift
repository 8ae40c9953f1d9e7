import Foundation
import OctavoNavigator
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

@Suite struct ProfileTests {
    @Test func createCopyRenameDeleteAndSwitch() throws {
        let t = try TemporaryStore()
        try t.store.commit(EPUBPreferences(theme: .dark), from: .empty, publication: "b", profile: "default")
        try t.store.createProfile("day")
        try t.store.copyProfile("default", to: "night")
        #expect(try t.store.profiles() == ["day", "default", "night"])
        #expect(try t.store.load(EPUBPreferences.self, publication: "b", profile: "night").merged.theme == .dark)
        #expect(try t.store.load(EPUBPreferences.self, publication: "b", profile: "day").merged.theme == nil)

        #expect(t.store.activeProfile() == "default")
        try t.store.switchProfile(to: "night")
        #expect(t.store.activeProfile() == "night")
        try t.store.renameProfile("night", to: "evening")
        #expect(t.store.activeProfile() == "evening")
        #expect(try t.store.profiles() == ["day", "default", "evening"])
        try t.store.deleteProfile("evening")
        #expect(t.store.activeProfile() == "default")
        #expect(try t.store.profiles() == ["day", "default"])
    }

    @Test func mistakesGiveClearErrors() throws {
        let t = try TemporaryStore()
        try t.store.createProfile("day")
        #expect(throws: StoreError.self) { try t.store.createProfile("day") }
        #expect(throws: StoreError.self) { try t.store.deleteProfile("default") }
        #expect(throws: StoreError.self) { try t.store.renameProfile("default", to: "x") }
        #expect(throws: StoreError.self) { try t.store.switchProfile(to: "missing") }
        do {
            try t.store.copyProfile("missing", to: "x")
            Issue.record("copying a missing profile succeeded")
        } catch {
            #expect(error.description.hasSuffix("there is no profile \"missing\""))
        }
    }

    @Test func aDamagedActiveProfileFileFallsBackToDefault() throws {
        let t = try TemporaryStore()
        try t.write("../../etc\n", to: "active-profile")
        #expect(t.store.activeProfile() == "default")
    }
}
