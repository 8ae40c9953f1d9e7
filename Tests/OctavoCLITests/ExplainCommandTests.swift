import Foundation
import Testing

@Suite struct ExplainCommandTests {
    @Test func textSaysWhatItDependsOnAndHowToActivate() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run("explain", "wordSpacing")
        #expect(result.status == 0)
        #expect(result.stdout.contains("not effective"))
        #expect(result.stdout.contains("Depends on: publisherStyles [=true]"))
        #expect(result.stdout.contains("Depends on: wordSpacing [=unset]"))
        #expect(result.stdout.contains("[x] only for reflowable publications"))
        #expect(result.stdout.contains("octavo set wordSpacing 0% --activate"))
    }

    /// Hyphenation needs the language's patterns: explain names the dictionary in use, or the
    /// Debian package that has them (issue 13).
    @Test func hyphensNamesThePatternsOrThePackageToInstall() throws {
        let sandbox = try CLISandbox()
        let english = try sandbox.run("explain", "hyphens")
        #expect(english.stdout.contains("Patterns: en from /usr/share/hyphen/hyph_en"), "\(english.stdout)")
        #expect(try sandbox.run("set", "language", "zu").status == 0)
        let zulu = try sandbox.run("explain", "hyphens", "--json").object()
        let patterns = try #require(zulu["hyphenationPatterns"] as? [String: Any])
        #expect(patterns["language"] as? String == "zu")
        #expect(patterns["file"] is NSNull)
        #expect(patterns["package"] as? String == "hyphen-zu")
        #expect(try sandbox.run("explain", "hyphens").stdout.contains("(apt-get install hyphen-zu)"))
    }

    @Test func theSuggestedCommandWorks() throws {
        let sandbox = try CLISandbox()
        let explanation = try sandbox.run("explain", "imageFilter", "--json").object()
        let command = try #require(explanation["command"] as? String)
        #expect(command.hasPrefix("octavo set imageFilter "))
        let words = Array(command.split(separator: " ").dropFirst().map(String.init))
        #expect(try sandbox.run(words).status == 0)
        let after = try sandbox.run("explain", "imageFilter", "--json").object()
        #expect(after["isEffective"] as? Bool == true)
        #expect(after["command"] is NSNull)
    }

    @Test(arguments: TestBook.allCases)
    func jsonHasEveryRequirementWithTheValueItDependsOn(book: TestBook) throws {
        let sandbox = try CLISandbox()
        let key = book.isPDF ? "fit" : "lineHeight"
        let result = try sandbox.run(["explain", key, "--json"] + book.arguments(in: sandbox))
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.object()
        #expect(json["key"] as? String == key)
        #expect(json["isEffective"] as? Bool == false)
        let requirements = try #require(json["requirements"] as? [[String: Any]])
        #expect(!requirements.isEmpty)
        for requirement in requirements {
            #expect(requirement["description"] is String)
            #expect(requirement["canBeMetByPreferences"] is Bool)
            #expect(requirement["isMet"] is Bool)
            #expect((requirement["dependsOn"] as? String)?.contains("[=") == true)
        }
        let unmet = try #require(requirements.first { $0["isMet"] as? Bool == false && $0["key"] as? String != key })
        let dependency = try #require(unmet["dependency"] as? [String: Any])
        #expect(dependency["effectiveValue"] as? Bool == (book.isPDF ? false : true))
        #expect((unmet["command"] as? String)?.contains("--activate") == true)
    }

    @Test func aRequirementNoPreferenceMeetsHasNoCommand() throws {
        let sandbox = try CLISandbox()
        let json = try sandbox.run("explain", "fit", "--json").object()
        #expect(json["command"] is NSNull)
        let requirements = try #require(json["requirements"] as? [[String: Any]])
        #expect(requirements.contains { $0["key"] is NSNull && $0["canBeMetByPreferences"] as? Bool == false })
        #expect(try sandbox.run("explain", "fit").stdout.contains("Preferences cannot change this here."))
    }
}
