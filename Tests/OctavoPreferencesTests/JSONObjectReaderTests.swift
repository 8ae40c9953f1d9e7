import Foundation
import OctavoPreferences
import Testing

@Suite struct JSONObjectReaderTests {
    @Test func readsWhatJSONDecoderReads() throws {
        let text = #"{"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "é\n\"q\" \u00e9 \ud83d\ude00"}, "d": 12345678901234567890}"#
        let read = try JSONObjectReader.read(Data(text.utf8))
        let decoded = try JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
        #expect(read.object == decoded)
        #expect(read.problems.isEmpty)
    }

    @Test func nonFiniteNumbersAndRepeatedKeysCostTheirMemberOnly() throws {
        let read = try JSONObjectReader.read(Data(#"{"x": NaN, "y": {"z": 1e999}, "k": 1, "k": 2, "ok": true}"#.utf8))
        #expect(read.object == ["k": .integer(2), "ok": .bool(true)])
        #expect(read.problems.map(\.key) == ["x", "y", "k"])
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let deep = "{\"a\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(throws: JSONObjectReader.Failure.self) { try JSONObjectReader.read(Data(deep.utf8)) }
    }
}
