import Foundation
import Testing

@Suite struct RulesCommandTests {
    private func rules(_ arguments: String...) throws -> [String: [String]] {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(["rules", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let entries = try result.array()
        return Dictionary(uniqueKeysWithValues: try entries.map { entry in
            (try #require(entry["key"] as? String), try #require(entry["effectiveWhen"] as? [String]))
        })
    }

    @Test func epubRulesCoverEveryKey() throws {
        let rules = try rules()
        #expect(rules.count == 27)
        #expect(rules["fontSize"] == ["layout=reflowable"])
        #expect(rules["language"] == ["always"])
        #expect(rules["imageFilter"] == ["theme=dark"])
        #expect(rules["fit"] == ["layout=fixed"])
    }

    @Test func wordSpacingIsNotEffectiveForCJKOrRTL() throws {
        let wordSpacing = try #require(try rules()["wordSpacing"])
        #expect(wordSpacing == ["layout=reflowable", "script=ltr", "publisherStyles=false"])
        let ligatures = try #require(try rules()["ligatures"])
        #expect(ligatures.contains("script=rtl"))
        #expect(try rules()["paragraphIndent"]?.contains("script in {ltr, rtl}") == true)
    }

    @Test func verticalTextForcesScroll() throws {
        let rules = try rules()
        #expect(rules["columnCount"] == ["layout=reflowable", "script!=cjkVertical", "scroll=false"])
        #expect(rules["scroll"] == ["layout=reflowable", "script!=cjkVertical"])
    }

    @Test func pdfRulesJoinLinkedDimensions() throws {
        let rules = try rules("--format", "pdf")
        #expect(rules.count == 9)
        #expect(rules["fit"] == ["scroll=true"])
        #expect(rules["readingProgression"] == ["scroll=false"])
        #expect(rules["offsetFirstPage"] == ["scroll=false or scrollAxis=vertical", "spread!=never"])
        #expect(rules["pageSpacing"] == ["always"])
    }

    @Test func thePublicationChoosesTheFormat() throws {
        let sandbox = try CLISandbox()
        let pdf = try TestPDF.write(in: sandbox.root)
        let entries = try sandbox.run("rules", pdf, "--json").array()
        #expect(entries.allSatisfy { $0["format"] as? String == "pdf" })
        #expect(try sandbox.run("rules", TestBook.liveManualPath, "--json").array().count == 27)
    }

    @Test func textIsAChecklistTable() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run("rules", "--format", "pdf")
        #expect(result.status == 0)
        #expect(result.stdout.contains("KEY"))
        #expect(result.stdout.contains("EFFECTIVE WHEN"))
        #expect(result.stdout.contains("(scroll=false or scrollAxis=vertical) and spread!=never"))
    }
}
