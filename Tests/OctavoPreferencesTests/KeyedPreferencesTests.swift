import Foundation
import OctavoPreferences
import Testing

@Suite struct KeyedPreferencesTests {
    @Test func mergingLetsTheOtherWinAndNeverClears() {
        let base = TestPreferences(size: 2, enabled: true, mode: .busy)
        let other = TestPreferences(size: 3)
        let merged = base.merging(other)
        #expect(merged == TestPreferences(size: 3, enabled: true, mode: .busy))
        #expect(base.merging(.empty) == base)
        #expect(TestPreferences.empty.merging(base) == base)
    }

    @Test func filtersSplitAndMergeBack() {
        let all = TestPreferences(size: 2, enabled: true, mode: .busy, name: "n")
        let kept = all.filter(keys: ["mode", "name"])
        let rest = all.filterNot(keys: ["mode", "name"])
        #expect(kept == TestPreferences(mode: .busy, name: "n"))
        #expect(rest == TestPreferences(size: 2, enabled: true))
        #expect(kept.merging(rest) == all)
    }

    @Test func encodesOnlySetKeysWithTheirJSONForms() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(TestPreferences(size: 1.5, mode: .busy))
        #expect(String(decoding: data, as: UTF8.self) == #"{"mode":"busy","size":1.5}"#)
    }

    @Test func decodingClampsDropsAndKeepsUnknownKeysWithWarnings() throws {
        let json = #"{"size": 99, "enabled": "yes", "mode": "frantic", "name": null, "future": {"a": [1, 2.5, "x"]}}"#
        let (preferences, warnings) = try TestPreferences.decode(from: Data(json.utf8))
        #expect(preferences.size == 10)
        #expect(preferences.enabled == nil)
        #expect(preferences.mode == nil)
        #expect(preferences.unknownFields == ["future": .object(["a": .array([.integer(1), .number(2.5), .string("x")])])])
        #expect(warnings.map(\.key) == ["enabled", "mode", "size"])
        #expect(warnings.map(\.description) == [
            #""enabled": "yes" is not a boolean (true or false); the key was ignored"#,
            #""mode": "frantic" is not one of "calm", "busy"; the key was ignored"#,
            #""size": 99 is out of range (a number from 0 to 10); 10 is used"#,
        ])
    }

    @Test func unknownKeysAreWrittenBackUnchanged() throws {
        let json = #"{"future":{"nested":[true,null,"x",12345678901]},"size":2}"#
        let decoded = try JSONDecoder().decode(TestPreferences.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == json)
    }

    @Test func plainJSONDecoderReportsWarningsThroughUserInfo() throws {
        let collector = PreferencesDecodingWarnings()
        let decoder = JSONDecoder()
        decoder.userInfo[.preferencesDecodingWarnings] = collector
        _ = try decoder.decode(TestPreferences.self, from: Data(#"{"size": -1}"#.utf8))
        #expect(collector.all.map(\.action) == [.clamped(to: 0)])
    }

    @Test func onlyANonObjectFailsAsAWhole() {
        #expect(throws: DecodingError.self) { try TestPreferences.decode(from: Data("[1]".utf8)) }
        #expect(throws: (any Error).self) { try TestPreferences.decode(from: Data("{".utf8)) }
    }

    @Test func setKeysAndEmptiness() {
        #expect(TestPreferences.empty.isEmpty)
        #expect(TestPreferences(size: 1, name: "x").setKeys == ["size", "name"])
        var unknownOnly = TestPreferences()
        unknownOnly.unknownFields["x"] = .null
        #expect(!unknownOnly.isEmpty)
    }
}
