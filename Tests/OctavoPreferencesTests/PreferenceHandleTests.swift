import OctavoPreferences
import Testing

@Suite struct PreferenceHandleTests {
    @Test func setHasNoSideEffectOnOtherKeys() {
        let editor = TestEditor()
        editor.size.set(3)
        #expect(editor.preferences == TestPreferences(size: 3))
        #expect(editor.size.isEffective == false)
    }

    @Test func effectiveValuesAreCurrentRightAfterAnEdit() {
        let editor = TestEditor()
        let size = editor.size
        #expect(size.effectiveValue == 1)
        size.set(4)
        #expect(size.effectiveValue == 4)
        editor.enabled.toggle()
        #expect(size.isEffective)
    }

    @Test func rangeValuesAreClampedAndNaNIgnored() {
        let editor = TestEditor()
        editor.size.set(42)
        #expect(editor.preferences.size == 10)
        editor.size.set(.nan)
        #expect(editor.preferences.size == 10)
        editor.size.set(nil)
        #expect(editor.preferences.size == nil)
    }

    @Test func unsupportedEnumValuesLeaveThePreferenceUnchanged() {
        let editor = TestEditor()
        editor.mode.set(.calm)
        editor.mode.set(.busy)
        #expect(editor.preferences.mode == .calm)
    }

    @Test func incrementStartsFromTheEffectiveValueWhileUnset() {
        let editor = TestEditor()
        editor.size.increment()
        #expect(editor.preferences.size == 1.1)
        editor.size.clear()
        editor.size.decrement()
        #expect(editor.preferences.size == 0.9)
    }

    @Test func requirementsSayWhatIsMissingAndWhetherPreferencesCanFixIt() {
        let editor = TestEditor()
        #expect(editor.mode.unmetRequirements == [
            ActivationRequirement(key: nil, description: "only on Tuesdays", canBeMetByPreferences: false, isMet: false),
            ActivationRequirement(key: "enabled", description: "Enabled must be on", canBeMetByPreferences: true, isMet: false),
        ])
    }

    @Test func activateMeetsWhatPreferencesCanAndReportsTheRest() {
        let editor = TestEditor()
        #expect(editor.size.activate())
        #expect(editor.preferences == TestPreferences(enabled: true))
        #expect(editor.size.unmetRequirements.isEmpty)

        let other = TestEditor()
        #expect(other.mode.activate() == false)
        #expect(other.preferences.enabled == true)
        #expect(other.mode.unmetRequirements.map(\.description) == ["only on Tuesdays"])
    }

    @Test func toggleFlipsWhatTheUserSees() {
        let editor = TestEditor()
        editor.enabled.toggle()
        #expect(editor.preferences.enabled == true)
        editor.enabled.toggle()
        #expect(editor.preferences.enabled == false)
    }

    @Test func erasedAndMappedHandlesShareTheState() {
        let editor = TestEditor()
        let erased = AnyPreference(editor.size)
        erased.set(2)
        #expect(editor.size.value == 2)

        let tenths = editor.size.map(from: { Int(($0 * 10).rounded()) }, to: { Double($0) / 10 })
        #expect(tenths.supportedRange == 0...100)
        #expect(tenths.effectiveValue == 20)
        tenths.increment()
        #expect(editor.preferences.size == 2.1)
        #expect(tenths.format(value: 5) == "0.5")
        #expect(tenths.key == "size")

        let disabled = editor.enabled.flipped()
        disabled.set(true)
        #expect(editor.preferences.enabled == false)

        let named = editor.mode.map(from: \.rawValue, to: { TestPreferences.Mode(rawValue: $0) ?? .busy })
        #expect(named.supportedValues == ["calm"])
        named.set("busy")
        #expect(editor.preferences.mode == nil)
    }

    @Test func clearingTheEditorUnsetsEverything() {
        let editor = TestEditor()
        editor.size.set(3)
        editor.enabled.set(true)
        editor.clear()
        #expect(editor.preferences.isEmpty)
    }
}
