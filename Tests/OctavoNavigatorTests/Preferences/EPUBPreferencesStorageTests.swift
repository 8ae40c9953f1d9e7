import Foundation
import OctavoNavigator
import OctavoPreferences
import Testing

/// Merging, filters and the JSON format of REFERENCE §5, with the repairs of §7.
@Suite struct EPUBPreferencesStorageTests {
    @Test func publicationFilterKeepsExactlyTheBookKeys() {
        let p = everyEPUBKeySet.merging(EPUBPreferences(language: "fr", readingProgression: .rtl, verticalText: false))
        #expect(Set(p.filterPublicationPreferences().setKeys) == ["language", "offsetFirstPage", "readingProgression", "spread", "verticalText"])
        #expect(Set(p.filterSharedPreferences().setKeys) == Set(EPUBPreferences.keys).subtracting(EPUBPreferences.publicationKeys))
        #expect(p.filterPublicationPreferences().merging(p.filterSharedPreferences()) == p)
        #expect(p.filterSharedPreferences().merging(p.filterPublicationPreferences()) == p)
    }

    @Test func explicitSpreadAutoSurvivesMergingFiltersAndJSON() throws {
        let p = EPUBPreferences(spread: .auto)
        #expect(p.filterPublicationPreferences().spread == .auto)
        #expect(EPUBPreferences(spread: .never).merging(p).spread == .auto)
        #expect(p.merging(.empty).spread == .auto)
        let decoded = try JSONDecoder().decode(EPUBPreferences.self, from: JSONEncoder().encode(p))
        #expect(decoded.spread == .auto)
    }

    @Test func mergingANilNeverClears() {
        #expect(EPUBPreferences(fontSize: 2, theme: .dark).merging(EPUBPreferences(theme: nil)) == EPUBPreferences(fontSize: 2, theme: .dark))
    }

    @Test func jsonUsesTheReadiumFormat() throws {
        let p = EPUBPreferences(backgroundColor: Color(hex: "#FF0000"), columnCount: .two, fit: .width, fontSize: 1.5, language: "ja-JP", spread: .auto, theme: .sepia)
        let json = String(decoding: try JSONEncoderForTests.sorted.encode(p), as: UTF8.self)
        #expect(json == #"{"backgroundColor":16711680,"columnCount":"2","fit":"width","fontSize":1.5,"language":"ja-JP","spread":"auto","theme":"sepia"}"#)
    }

    @Test func everyKeyRoundTrips() throws {
        let p = everyEPUBKeySet.merging(EPUBPreferences(language: "ar-EG", readingProgression: .rtl, verticalText: true))
        #expect(try JSONDecoder().decode(EPUBPreferences.self, from: JSONEncoder().encode(p)) == p)
    }

    @Test func readsAFileWrittenByAReadiumApp() throws {
        let json = #"{"fontSize":1.2,"publisherStyles":false,"wordSpacing":0.3,"textColor":1193046,"columnCount":"1","readingProgression":"rtl","verticalText":false}"#
        let (p, warnings) = try EPUBPreferences.decode(from: Data(json.utf8))
        #expect(warnings.isEmpty)
        #expect(p == EPUBPreferences(columnCount: .one, fontSize: 1.2, publisherStyles: false, readingProgression: .rtl, textColor: Color(rawValue: 0x123456), verticalText: false, wordSpacing: 0.3))
    }

    @Test func decodingValidatesEachKeyOnItsOwn() throws {
        let json = ##"{"fontSize":99,"lineHeight":0.5,"theme":"blue","columnCount":3,"hyphens":"yes","language":"not a tag!","backgroundColor":"#00ff00","scroll":true}"##
        let (p, warnings) = try EPUBPreferences.decode(from: Data(json.utf8))
        #expect(p == EPUBPreferences(backgroundColor: Color(rawValue: 0x00FF00), fontSize: 5, lineHeight: 1, scroll: true))
        #expect(Set(warnings.map(\.key)) == ["fontSize", "lineHeight", "theme", "columnCount", "hyphens", "language"])
        #expect(warnings.first { $0.key == "theme" }?.description == #""theme": "blue" is not one of "light", "dark", "sepia"; the key was ignored"#)
        #expect(warnings.first { $0.key == "fontSize" }?.action == .clamped(to: 5))
    }

    @Test func unknownKeysFromANewerVersionAreWrittenBackUnchanged() throws {
        let json = #"{"fontSize":1.5,"readAloudVoice":{"name":"Ava","rate":1.25},"zoomLevels":[1,2,3]}"#
        let p = try JSONDecoder().decode(EPUBPreferences.self, from: Data(json.utf8))
        #expect(p.unknownFields.keys.sorted() == ["readAloudVoice", "zoomLevels"])
        var edited = p
        edited.fontSize = 2
        let written = String(decoding: try JSONEncoderForTests.sorted.encode(edited), as: UTF8.self)
        #expect(written == #"{"fontSize":2,"readAloudVoice":{"name":"Ava","rate":1.25},"zoomLevels":[1,2,3]}"#)
        #expect(p.filterSharedPreferences().unknownFields == p.unknownFields)
    }

    @Test func colourAcceptsAndroidStyleARGBIntegers() throws {
        let (p, warnings) = try EPUBPreferences.decode(from: Data(#"{"textColor":-16777216,"backgroundColor":99999999999}"#.utf8))
        #expect(p.textColor == Color(rawValue: 0))
        #expect(p.backgroundColor == nil && warnings.map(\.key) == ["backgroundColor"])
    }

    @Test func colourParsing() {
        #expect(Color(hex: "#ff8800")?.rawValue == 0xFF8800)
        #expect(Color(hex: "f80")?.rawValue == 0xFF8800)
        #expect(Color(hex: " #123456 ")?.hex == "#123456")
        #expect(Color(hex: "#12345") == nil && Color(hex: "red") == nil && Color(hex: "#GG0000") == nil)
        #expect(Color(rawValue: 0x00000A).hex == "#00000A")
    }
}
