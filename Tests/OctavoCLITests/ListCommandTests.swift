import Foundation
import Testing

@Suite struct ListCommandTests {
    @Test(arguments: TestBook.allCases)
    func jsonListsEveryKeyWithTheDocumentedFields(book: TestBook) throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(["list", "--json"] + book.arguments(in: sandbox))
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try result.array()
        #expect(rows.count == book.keyCount)
        for row in rows {
            for field in ["key", "title", "kind", "value", "effectiveValue", "isEffective", "requirements", "source", "allowed"] {
                #expect(row[field] != nil, "\(row["key"] ?? "?") has no \(field)")
            }
            #expect(row["value"] is NSNull, "nothing is set in a new store")
            #expect(row["source"] as? String == "default")
            let requirements = try #require(row["requirements"] as? [[String: Any]])
            #expect((row["isEffective"] as? Bool) == requirements.isEmpty, "requirements lists the unmet ones")
            for requirement in requirements {
                #expect(requirement["description"] is String)
                #expect(requirement["canBeMetByPreferences"] is Bool)
                #expect(requirement.keys.contains("key"))
            }
        }
        let kinds = Set(rows.compactMap { $0["kind"] as? String })
        #expect(kinds.isSuperset(of: book.isPDF ? ["toggle", "picker", "stepper", "color"] : ["toggle", "picker", "stepper", "color", "language", "nullableToggle"]))
    }

    @Test func rangesAndValuesAreDescribed() throws {
        let sandbox = try CLISandbox()
        let rows = try sandbox.run("list", "--json").array()
        let fontSize = try #require(rows.first { $0["key"] as? String == "fontSize" })
        let range = try #require(fontSize["allowed"] as? [String: Any])
        #expect(range["type"] as? String == "range")
        #expect(range["lower"] as? Double == 0.1)
        #expect(range["upper"] as? Double == 5)
        #expect(range["step"] as? String == "+10%", "in the unit the row shows")
        #expect(range["lowerLabel"] as? String == "10%" && range["upperLabel"] as? String == "500%")
        let theme = try #require(rows.first { $0["key"] as? String == "theme" }?["allowed"] as? [String: Any])
        #expect(theme["values"] as? [String] == ["light", "dark", "sepia"])
    }

    @Test func sourceFollowsTheStoreFilters() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "theme", "dark")
        try sandbox.run("set", "language", "fr")
        let rows = try sandbox.run("list", "--json").array()
        let sources = Dictionary(uniqueKeysWithValues: rows.map { ($0["key"] as! String, $0["source"] as! String) })
        #expect(sources["theme"] == "profile")
        #expect(sources["language"] == "publication")
        #expect(sources["fontSize"] == "default")
    }

    @Test(arguments: TestBook.allCases)
    func textIsATable(book: TestBook) throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(["list"] + book.arguments(in: sandbox))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("KEY") == true)
        #expect(lines.count == book.keyCount + 1)
        #expect(result.stdout.contains(book.isPDF ? "scrollAxis" : "wordSpacing"))
        #expect(result.stdout.contains("no: "), "inactive preferences say why")
    }
}
