import Foundation
import OctavoNavigator
import OctavoPreferences
import OctavoSample
import OctavoSession
import OctavoStore
import Testing

/// Every preference the tables declare reaches every consumer: a row of the session (and of a
/// screen section), a command-line name that `set` and `get` accept, the file its scope names,
/// and a JSON round trip without a warning. A preference added to a table is covered at once.
@Suite struct DeclaredPreferencesTests {
    struct Declared: Sendable, CustomTestStringConvertible {
        let format: Publication.Format
        let key: String
        let title: String
        let scope: PreferenceScope
        let isOnAScreen: Bool
        var testDescription: String { "\(format.rawValue) \(key)" }
    }

    static let declared: [Declared] =
        EPUBPreferenceTable.all.map {
            Declared(format: .epub, key: $0.key, title: $0.title, scope: $0.scope, isOnAScreen: $0.section != nil || $0.fixedLayoutSection != nil)
        } + PDFPreferenceTable.all.map {
            Declared(format: .pdf, key: $0.key, title: $0.title, scope: $0.scope, isOnAScreen: $0.fixedLayoutSection != nil)
        }

    @Test func theTablesDeclareEveryStoredProperty() {
        func properties(of value: Any) -> Set<String> {
            Set(Mirror(reflecting: value).children.compactMap(\.label)).subtracting(["unknownFields"])
        }
        #expect(Set(EPUBPreferenceTable.all.map { $0.key }) == properties(of: EPUBPreferences()))
        #expect(Set(PDFPreferenceTable.all.map { $0.key }) == properties(of: PDFPreferences()))
        #expect(EPUBPreferences.keys.count == 27 && PDFPreferences.keys.count == 9)
    }

    /// `all` names the declarations again, for speed: it must hold every one, in the order of
    /// the table, which is the order of the screen.
    @Test func theListsHoldEveryDeclarationInTheTablesOrder() {
        func declaredKeys(of table: Any) -> [String] {
            Mirror(reflecting: table).children.compactMap { child in
                (child.value as? any DeclaredPreference<EPUBPreferences, EPUBSettings>)?.key
                    ?? (child.value as? any DeclaredPreference<PDFPreferences, PDFSettings>)?.key
            }
        }
        #expect(EPUBPreferenceTable.all.map { $0.key } == declaredKeys(of: EPUBPreferenceTable.shared))
        #expect(PDFPreferenceTable.all.map { $0.key } == declaredKeys(of: PDFPreferenceTable.shared))
    }

    @Test(arguments: declared)
    func everyDeclaredKeyHasARowACommandLineNameAndAJSONRoundTrip(_ declared: Declared) throws {
        let sandbox = try CLISandbox()
        let book = declared.format == .pdf
            ? try TestPDF.write(in: sandbox.root)
            : try SampleBook.url(in: sandbox.cache).path
        let session = try PreferencesSession(
            publication: try Publication.open(at: URL(fileURLWithPath: book)),
            store: try PreferencesStore(root: sandbox.root.appendingPathComponent("session-store")), profile: "default"
        )
        let row = try #require(session.row(forKey: declared.key), "no row for \(declared.key)")
        #expect(row.title == declared.title)
        #expect(declared.isOnAScreen, "\(declared.key) is on no screen section")

        let typed = Self.otherValue(than: row)
        let set = try sandbox.run("set", declared.key, typed, book, "--json")
        #expect(set.status == 0, "set \(declared.key) \(typed): \(set.stderr)")
        let got = try sandbox.run("get", declared.key, book, "--json").object()
        let value = try #require(got["value"].flatMap { $0 is NSNull ? nil : $0 }, "get \(declared.key) shows no value")

        let fileName = declared.format == .pdf ? "pdf.json" : "epub.json"
        let profileFile = try #require(sandbox.storeFile("profiles/default/\(fileName)"))
        let publications = try FileManager.default.contentsOfDirectory(atPath: sandbox.store.appendingPathComponent("publications").path)
        let publicationFile = try publications.first.map { try Data(contentsOf: sandbox.store.appendingPathComponent("publications/\($0)")) }
        let stored = try #require(declared.scope == .publication ? publicationFile : profileFile)
        let object = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        let written = try #require(object[declared.key], "\(declared.key) is not in its \(declared.scope.rawValue) file")
        let shownJSON = String(decoding: try JSONSerialization.data(withJSONObject: [value]), as: UTF8.self)
        let writtenJSON = String(decoding: try JSONSerialization.data(withJSONObject: [written]), as: UTF8.self)
        #expect(shownJSON == writtenJSON, "get shows what the file holds")

        let decoded = declared.format == .pdf
            ? try PDFPreferences.decode(from: stored).warnings
            : try EPUBPreferences.decode(from: stored).warnings
        #expect(decoded.isEmpty, "\(decoded)")
    }

    /// A value the command line accepts and that differs from what is in effect.
    static func otherValue(than row: PreferenceRow) -> String {
        switch row.allowed {
        case .boolean: row.effectiveValue == .bool(true) ? "false" : "true"
        case .booleanOrAuto: "true"
        case .values(let values):
            values.map(\.json).first { $0 != .null && $0 != row.effectiveValue }?.plainText ?? "none"
        case .range(let lower, let upper, _, _, _):
            ValueFormat.decimal(row.effectiveValue.doubleValue == upper ? lower : upper)
        case .color: "#123456"
        case .language: "fr-CA"
        }
    }
}
