import Foundation
import OctavoNavigator
import OctavoPreferences
import Testing

/// App defaults follow the tables: only keys declared with a default can be set, by name or JSON.
@Suite struct DefaultsTests {
    @Test func onlyKeysWithADefaultCanBeSet() {
        var defaults = EPUBDefaults(fontSize: 1.2)
        defaults.theme = .dark
        defaults.scroll = true
        #expect(defaults.fontSize == 1.2)
        #expect(defaults.scroll == true)
        #expect(defaults.theme == nil, "a theme is the user's choice, never an app default")
        #expect(EPUBDefaults.keys.count == 22)
        #expect(!EPUBDefaults.keys.contains("theme") && !EPUBDefaults.keys.contains("verticalText"))
        #expect(PDFDefaults.keys == PDFPreferences.keys)
    }

    @Test func defaultsReadFromJSONKeepUnknownKeysAndWarnAboutOthers() throws {
        let data = Data(#"{"fontSize": 9, "theme": "dark", "future": 1}"#.utf8)
        let (defaults, warnings) = try EPUBDefaults.decode(from: data)
        #expect(defaults.fontSize == 5.0)
        #expect(defaults.theme == nil)
        #expect(defaults.unknownFields["future"] == .integer(1))
        #expect(warnings.map(\.key) == ["fontSize"])
        let settings = EPUBSettings(preferences: EPUBPreferences(), defaults: defaults, metadata: Books.english)
        #expect(settings.fontSize == 5.0)
    }
}
