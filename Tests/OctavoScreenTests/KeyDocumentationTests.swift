import Foundation
import Testing
@testable import OctavoScreen

/// The README's key table and the help screen list every key (issue 16), so a key added to the
/// key map without documentation fails here.
@Suite struct KeyDocumentationTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test func everyKeyAndActionIsInTheReadme() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let table = text.split(separator: "\n").filter { $0.hasPrefix("| ") }.joined(separator: "\n")
        for binding in KeyMap.standard.bindings {
            #expect(text.contains(binding.action.rawValue), "the action name \(binding.action.rawValue) is not in the README")
            for key in binding.keys {
                let label = KeyLabel.of(key)
                #expect(table.contains(label), "\(label) (\(binding.action.rawValue)) is not in the README's key table")
            }
        }
    }
}

@Suite struct HelpScrollTests {
    /// On a small terminal the help scrolls, and scrolling through it shows every key.
    @Test func theHelpListsEveryKeyEvenAt80x24() throws {
        let screen = try TestScreen(UIBooks.sample, width: 80, height: 24)
        try screen.press("?")
        var seen = screen.screen.text
        for _ in 0..<60 {
            try screen.press("<down>")
            seen += screen.screen.text
        }
        #expect(screen.controller.state.mode == .help, "arrows scroll instead of closing")
        for group in KeyMap.standard.help {
            #expect(seen.contains(KeyMap.standard.keysLabel(of: group.actions)), "\(group.label)")
        }
        try screen.press("x")
        #expect(screen.controller.state.mode == .list)
    }
}
