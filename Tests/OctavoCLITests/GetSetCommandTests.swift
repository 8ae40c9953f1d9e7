import Foundation
import Testing

@Suite struct GetSetCommandTests {
    @Test(arguments: TestBook.allCases)
    func getPrintsTheValueAndTheDocumentedJSON(book: TestBook) throws {
        let sandbox = try CLISandbox()
        let arguments = try book.arguments(in: sandbox)
        let text = try sandbox.run(["get", "scroll"] + arguments)
        #expect(text.status == 0)
        #expect(text.stdout == "Off\n")
        let json = try sandbox.run(["get", "scroll", "--json"] + arguments).object()
        #expect(Set(json.keys) == ["key", "value", "effectiveValue", "isEffective"])
        #expect(json["key"] as? String == "scroll")
        #expect(json["value"] is NSNull)
        #expect(json["effectiveValue"] as? Bool == false)
        #expect(json["isEffective"] as? Bool == true)
    }

    /// Typed entry for each kind of row: the value printed, and the value stored as JSON.
    @Test(arguments: [
        ("fontSize", "120%", "120%", "1.2"),
        ("lineHeight", "1.5", "1.5", "1.5"),
        ("theme", "dark", "Dark", #""dark""#),
        ("textColor", "#ff8800", "#FF8800", "16746496"),
        ("backgroundColor", "paper", "#FAF4E8", "16446696"),
        ("language", "ja-JP", "ja-JP", #""ja-JP""#),
        ("scroll", "on", "On", "true"),
        ("textNormalization", "yes", "On", "true"),
        ("offsetFirstPage", "false", "No", "false"),
        ("columnCount", "2", "2", #""2""#),
    ])
    func setParsesEveryRowKind(key: String, typed: String, printed: String, storedJSON: String) throws {
        let sandbox = try CLISandbox()
        let set = try sandbox.run("set", key, typed)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == printed + "\n")
        #expect(try sandbox.run("get", key).stdout == printed + "\n")
        let value = try #require(try sandbox.run("get", key, "--json").object()["value"])
        let encoded = try JSONSerialization.data(withJSONObject: [value])
        #expect(String(decoding: encoded, as: UTF8.self) == "[\(storedJSON)]")
    }

    /// Unset, a spacing is the publication's own; 0 is none; the row says which, and both can
    /// be typed back (issue 13).
    @Test func unsetAndZeroSpacingSaySoAndRoundTrip() throws {
        let sandbox = try CLISandbox()
        #expect(try sandbox.run("get", "paragraphSpacing").stdout == "Publisher's\n")
        #expect(try sandbox.run("set", "paragraphSpacing", "0").status == 0)
        #expect(try sandbox.run("get", "paragraphSpacing").stdout == "0% (none)\n")
        #expect(try sandbox.run("set", "paragraphSpacing", "0% (none)").status == 0)
        #expect(try sandbox.run("set", "paragraphSpacing", "Publisher's").status == 0)
        #expect(try sandbox.run("get", "paragraphSpacing").stdout == "Publisher's\n")
        let explanation = try sandbox.run("explain", "paragraphSpacing").stdout
        #expect(explanation.contains("octavo set paragraphSpacing 0% --activate"), "a value that can be typed: \(explanation)")
    }

    @Test func pdfKeysAreSetOnAPDF() throws {
        let sandbox = try CLISandbox()
        let pdf = try TestPDF.write(in: sandbox.root)
        #expect(try sandbox.run("set", "scrollAxis", "horizontal", pdf).stdout == "Horizontal\n")
        #expect(try sandbox.run("set", "pageSpacing", "8", pdf).stdout == "8.0 pt\n")
        let json = try sandbox.run("get", "scrollAxis", pdf, "--json").object()
        #expect(json["value"] as? String == "horizontal")
        #expect(json["isEffective"] as? Bool == false, "the scroll axis needs scroll on")
        #expect(try sandbox.run("set", "wordSpacing", "0.2", pdf).status == 1, "an EPUB key on a PDF")
    }

    @Test func activateMeetsTheRequirements() throws {
        let sandbox = try CLISandbox()
        let plain = try sandbox.run("set", "wordSpacing", "0.2", "--json")
        #expect(try plain.object()["isEffective"] as? Bool == false)
        #expect(plain.stderr.contains("Publisher styles must be off"), "a note says why it has no effect")
        let activated = try sandbox.run("set", "wordSpacing", "0.3", "--activate", "--json").object()
        #expect(activated["isEffective"] as? Bool == true)
        #expect(activated["value"] as? Double == 0.3)
        #expect(try sandbox.run("get", "publisherStyles").stdout == "Off\n")
    }

    @Test func outOfRangeIsRefusedAndNothingIsWritten() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "fontSize", "1.5")
        let before = sandbox.storeSnapshot()
        let result = try sandbox.run("set", "fontSize", "900%")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("octavo: ") && result.stderr.contains("10% to 500%"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(sandbox.storeSnapshot() == before)
        #expect(try sandbox.run("get", "fontSize").stdout == "150%\n")
    }

    @Test func anUnsupportedValueNamesTheAllowedOnes() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run("set", "theme", "neon")
        #expect(result.status == 1)
        #expect(result.stderr.contains("light, dark, sepia"))
        #expect(try sandbox.run("set", "textColor", "#12").status == 1)
        #expect(try sandbox.run("set", "scroll", "maybe").status == 1)
        #expect(try sandbox.run("set", "language", "not a tag").status == 1)
    }

    @Test func anUnknownKeyListsTheKeys() throws {
        let sandbox = try CLISandbox()
        for command in [["get", "fontsize"], ["set", "fontsize", "1"], ["explain", "nope"], ["reset", "nope"]] {
            let result = try sandbox.run(command)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.contains("fontSize, fontFamily"), "\(result.stderr)")
        }
        #expect(try sandbox.run("get", "fontsize").stderr.contains("did you mean fontSize?"))
        #expect(sandbox.storeFile("profiles/default/epub.json") == nil)
    }

    @Test func scopeMovesAKeyBetweenTheProfileAndTheBook() throws {
        let sandbox = try CLISandbox()
        func json(_ relative: String) -> [String: Any] {
            sandbox.storeFile(relative).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
        }
        func bookFile() -> [String: Any] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.store.appendingPathComponent("publications").path)) ?? []
            return names.first.map { json("publications/" + $0) } ?? [:]
        }
        #expect(try sandbox.run("set", "theme", "sepia").status == 0)
        #expect(json("profiles/default/epub.json")["theme"] as? String == "sepia")

        #expect(try sandbox.run("set", "theme", "dark", "--scope", "publication").status == 0)
        #expect(bookFile()["theme"] as? String == "dark")
        #expect(json("profiles/default/epub.json")["theme"] == nil, "moved, not copied")

        #expect(try sandbox.run("set", "theme", "light").status == 0)
        #expect(bookFile()["theme"] as? String == "light", "a key stays where it lives")

        #expect(try sandbox.run("set", "language", "fr", "--scope", "profile").status == 0)
        #expect(json("profiles/default/epub.json")["language"] as? String == "fr")
        let listed = try sandbox.run("get", "language", "--json")
        #expect(listed.stdout.contains("\"fr\""))
        #expect(try sandbox.run("set", "theme", "dark", "--scope", "everywhere").status == 2)
    }
}
