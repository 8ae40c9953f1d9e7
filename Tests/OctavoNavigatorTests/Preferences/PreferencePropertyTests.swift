import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoPreferences
import PropertyBased
import Testing

/// Laws that must hold for any preferences, not only the hand-picked ones.
@Suite struct PreferencePropertyTests {
    @Test func mergingIsAssociative() async {
        await propertyCheck(input: RandomPreferences.epub, RandomPreferences.epub, RandomPreferences.epub) { a, b, c in
            #expect(a.merging(b).merging(c) == a.merging(b.merging(c)))
        }
    }

    @Test func mergingGivesPrecedenceToTheOther() async {
        await propertyCheck(input: RandomPreferences.epub, RandomPreferences.epub) { a, b in
            let merged = a.merging(b).jsonObject
            let (ja, jb) = (a.jsonObject, b.jsonObject)
            for key in Set(ja.keys).union(jb.keys) {
                #expect(merged[key] == (jb[key] ?? ja[key]))
            }
        }
    }

    @Test func filtersSplitAndMergeBackToTheOriginal() async {
        await propertyCheck(input: RandomPreferences.epub, RandomPreferences.pdf) { epub, pdf in
            #expect(epub.filterPublicationPreferences().merging(epub.filterSharedPreferences()) == epub)
            #expect(pdf.filterPublicationPreferences().merging(pdf.filterSharedPreferences()) == pdf)
            #expect(Set(epub.filterPublicationPreferences().setKeys).isDisjoint(with: epub.filterSharedPreferences().setKeys))
        }
    }

    @Test func jsonRoundTripIsTheIdentity() async {
        await propertyCheck(input: RandomPreferences.epub, RandomPreferences.pdf) { epub, pdf in
            let (decoded, warnings) = try EPUBPreferences.decode(from: JSONEncoder().encode(epub))
            #expect(decoded == epub)
            #expect(warnings.isEmpty)
            #expect(try JSONDecoder().decode(PDFPreferences.self, from: JSONEncoder().encode(pdf)) == pdf)
        }
    }

    /// A handle says whether it is effective without listing its requirements; the answer is
    /// the one the list gives.
    @Test func isEffectiveAgreesWithTheRequirements() async {
        await propertyCheck(input: RandomPreferences.epub, RandomPreferences.epubMetadata) { preferences, metadata in
            let editor = EPUBPreferencesEditor(initialPreferences: preferences, metadata: metadata, defaults: EPUBDefaults())
            for handle in editor.allHandles {
                #expect(handle.isEffective == handle.unmet.isEmpty, "\(handle.key): \(handle.unmet.map(\.description))")
            }
        }
    }

    @Test func incrementThenDecrementStaysWithinOneStep() async {
        await propertyCheck(input: RandomPreferences.epub, RandomPreferences.epubMetadata) { preferences, metadata in
            let editor = EPUBPreferencesEditor(initialPreferences: preferences, metadata: metadata, defaults: EPUBDefaults())
            for (key, handle) in editor.rangeHandles {
                let start = handle.value ?? handle.effectiveValue
                handle.increment()
                let up = handle.value!
                handle.decrement()
                let back = handle.value!
                let step = key == "typeScale" ? 0.382 : key == "pageMargins" ? 0.3 : key == "fontWeight" ? 0.25 : key == "paragraphIndent" ? 0.2 : 0.1
                #expect(up >= start, "\(key) went down on increment from \(start)")
                #expect(abs(back - start) <= step + 1e-9, "\(key): \(start) → \(up) → \(back)")
            }
        }
    }

    @Test func effectiveValuesStayInsideTheRangeOrTheSupportedValues() async {
        let wild = Gen.double(in: -1000...1000).array(of: 9)
        await propertyCheck(input: RandomPreferences.epub, RandomPreferences.epubMetadata, wild) { base, metadata, numbers in
            var preferences = base
            preferences.fontSize = numbers[0]; preferences.fontWeight = numbers[1]; preferences.letterSpacing = numbers[2]
            preferences.lineHeight = numbers[3]; preferences.pageMargins = numbers[4]; preferences.paragraphIndent = numbers[5]
            preferences.paragraphSpacing = numbers[6]; preferences.typeScale = numbers[7]; preferences.wordSpacing = numbers[8]
            let editor = EPUBPreferencesEditor(initialPreferences: preferences, metadata: metadata, defaults: EPUBDefaults())
            for (key, handle) in editor.rangeHandles {
                #expect(handle.supportedRange.contains(handle.effectiveValue), "\(key) = \(handle.effectiveValue)")
            }
            #expect(editor.columnCount.supportedValues.contains(editor.columnCount.effectiveValue))
            #expect(editor.imageFilter.supportedValues.contains(editor.imageFilter.effectiveValue))
            #expect(editor.textAlign.supportedValues.contains(editor.textAlign.effectiveValue))
            #expect(editor.theme.supportedValues.contains(editor.theme.effectiveValue))
            #expect(editor.spread.supportedValues.contains(editor.spread.effectiveValue))
            #expect(editor.readingProgression.supportedValues.contains(editor.readingProgression.effectiveValue))
        }
    }

    @Test func pdfEffectiveValuesStayInRange() async {
        await propertyCheck(input: RandomPreferences.pdf, Gen.double(in: -1e6...1e6)) { base, spacing in
            var preferences = base
            preferences.pageSpacing = spacing
            let editor = PDFPreferencesEditor(initialPreferences: preferences, metadata: Metadata(title: "P", layout: .fixed), defaults: PDFDefaults())
            #expect(editor.pageSpacing.supportedRange.contains(editor.pageSpacing.effectiveValue))
        }
    }
}
