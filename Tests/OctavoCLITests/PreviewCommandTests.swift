import Foundation
import Testing

@Suite struct PreviewCommandTests {
    @Test(arguments: TestBook.allCases)
    func printsThePageThenTheLocator(book: TestBook) throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(["preview"] + book.arguments(in: sandbox))
        #expect(result.status == 0, "\(result.stderr)")
        var lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "")
        lines.removeLast()
        let locator = try #require(try JSONSerialization.jsonObject(with: Data(lines.removeLast().utf8)) as? [String: Any])
        #expect(locator["href"] is String)
        #expect(lines.count == 24)
        #expect(lines.allSatisfy { $0.count <= 80 })
        let expected = switch book {
        case .sample: "A Page to Play With"
        case .liveManual: "Live Systems Manual"
        case .pdf: TestPDF.title
        }
        #expect(lines.joined(separator: "\n").contains(expected))
    }

    /// Page numbers count screens at the size asked for (issue 13): pages 1…M are M different
    /// screens in order, each footer says "page N of M", and page M + 1 does not exist.
    @Test func everyPageNumberIsAScreenAndTheFooterAgrees() throws {
        let sandbox = try CLISandbox()
        let size = ["--width", "60", "--height", "16"]
        let first = try sandbox.run(["preview", "--json"] + size).object()
        let count = try #require(first["pageCount"] as? Int)
        #expect(count > 2)
        var seen: [String] = []
        for number in 1...count {
            let page = try sandbox.run(["preview", "--page", "\(number)", "--json"] + size).object()
            let text = try #require(page["text"] as? String)
            #expect(page["page"] as? Int == number)
            #expect(text.contains("page \(number) of \(count) "), "footer of page \(number): \(text.split(separator: "\n").last ?? "")")
            #expect(!seen.contains(text), "page \(number) repeats an earlier screen")
            seen.append(text)
        }
        let past = try sandbox.run(["preview", "--page", "\(count + 1)"] + size)
        #expect(past.status == 2)
        #expect(past.stderr.contains("has \(count) pages at 60×16"), "\(past.stderr)")
    }

    @Test func sizeAndPageAreHonoured() throws {
        let sandbox = try CLISandbox()
        let first = try sandbox.run("preview", TestBook.liveManualPath, "--width", "50", "--height", "10", "--json").object()
        let third = try sandbox.run("preview", TestBook.liveManualPath, "--width", "50", "--height", "10", "--page", "3", "--json").object()
        let text = try #require(third["text"] as? String)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 10)
        #expect(text != first["text"] as? String)
        let locator = try #require(third["locator"] as? [String: Any])
        let locations = try #require(locator["locations"] as? [String: Any])
        #expect((locations["position"] as? Int ?? 0) >= 1)
        #expect((locations["totalProgression"] as? Double ?? 0) > 0)
    }

    @Test func aLocatorBringsBackTheSamePage() throws {
        let sandbox = try CLISandbox()
        let pdf = try TestPDF.write(in: sandbox.root, pages: 5)
        let page = try sandbox.run("preview", pdf, "--page", "2").stdout.split(separator: "\n").map(String.init)
        let locator = try #require(page.last)
        #expect(locator.contains("#page=3"), "two pages a screen in a wide viewport")
        let again = try sandbox.run("preview", pdf, "--locator", locator).stdout.split(separator: "\n").map(String.init)
        #expect(again == page)
    }

    @Test func colourUsesANSISequences() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "theme", "dark")
        let result = try sandbox.run("preview", "--color", "--height", "6")
        #expect(result.stdout.contains("\u{1B}["))
        #expect(result.stdout.contains("48;2;0;0;0"), "the dark theme's black page")
        let lines = result.stdout.split(separator: "\n").dropLast()
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func impossiblePagesAndLocatorsAreUsageErrors() throws {
        let sandbox = try CLISandbox()
        let pdf = try TestPDF.write(in: sandbox.root)
        #expect(try sandbox.run("preview", pdf, "--page", "9").status == 2)
        #expect(try sandbox.run("preview", "--locator", "{").status == 2)
        #expect(try sandbox.run("preview", "--page", "0").status == 2)
        #expect(try sandbox.run("preview", "--page", "2", "--locator", "{}").status == 2)
    }

    @Test func aLocatorWithOnlyHrefAndTypeIsAccepted() throws {
        let sandbox = try CLISandbox()
        let lines = try sandbox.run("preview", "--page", "3").stdout.split(separator: "\n").map(String.init)
        let stored = try #require(try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any])
        let href = try #require(stored["href"] as? String), type = try #require(stored["type"] as? String)
        let bare = try sandbox.run("preview", "--locator", #"{"href": "\#(href)", "type": "\#(type)"}"#)
        #expect(bare.status == 0, "\(bare.stderr)")
        let withPosition = try sandbox.run("preview", "--locator", #"{"href": "\#(href)", "type": "\#(type)", "locations": {"progression": 0}}"#)
        #expect(withPosition.status == 0, "\(withPosition.stderr)")
    }

    @Test func aWrongLocatorSaysWhatIsWrong() throws {
        let sandbox = try CLISandbox()
        let noType = try sandbox.run("preview", "--locator", #"{"href": "chapter1.xhtml"}"#)
        #expect(noType.status == 2 && noType.stderr.contains(#"it has no "type""#), "\(noType.stderr)")
        let elsewhere = try sandbox.run("preview", "--locator", #"{"href": "nowhere.xhtml", "type": "application/xhtml+xml"}"#)
        #expect(elsewhere.status == 2 && elsewhere.stderr.contains("nowhere.xhtml is not in"), "\(elsewhere.stderr)")
    }
}
