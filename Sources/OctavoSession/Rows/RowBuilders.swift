import OctavoPublication
import OctavoNavigator
import OctavoPreferences

/// The row builders, one per kind, shared by EPUB reflowable, EPUB fixed-layout and PDF screens
/// (as in the SwiftUI example of the navigator guide).
public enum Rows {
    public static func toggleRow(title: String, preference: AnyPreference<Bool>) -> PreferenceRow {
        PreferenceRow(
            key: preference.key ?? title, title: title, kind: .toggle, allowed: .boolean,
            value: { preference.value.map(JSONValue.bool) },
            effectiveValue: { .bool(preference.effectiveValue) },
            label: { (preference.value ?? preference.effectiveValue) ? "On" : "Off" },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            step: { _ in preference.toggle() },
            set: { text throws(ValueParsingError) in preference.set(try ValueParsing.bool(text)) },
            clear: { preference.clear() },
            activate: { preference.activate() }
        )
    }

    /// Auto (follow the publication), Yes or No.
    public static func nullableBoolRow(title: String, preference: AnyPreference<Bool?>) -> PreferenceRow {
        let cycle: [Bool?] = [nil, true, false]
        func label(_ value: Bool?) -> String { value.map { $0 ? "Yes" : "No" } ?? "Auto" }
        return PreferenceRow(
            key: preference.key ?? title, title: title, kind: .nullableToggle, allowed: .booleanOrAuto,
            value: { preference.value.map { $0.map(JSONValue.bool) ?? .null } },
            effectiveValue: { preference.effectiveValue.map(JSONValue.bool) ?? .null },
            label: { label(preference.value ?? preference.effectiveValue) },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            step: { direction in
                let current = cycle.firstIndex { $0 == (preference.value ?? nil) } ?? 0
                let next = cycle[(current + direction + cycle.count) % cycle.count]
                preference.set(next.map { .some($0) })
            },
            set: { text throws(ValueParsingError) in
                if text.lowercased() == "auto" { preference.clear() } else { preference.set(.some(try ValueParsing.bool(text))) }
            },
            clear: { preference.clear() },
            activate: { preference.activate() }
        )
    }

    /// The row of a declared preference, of the kind its control calls for.
    public static func row(title: String, control: PreferenceControl) -> PreferenceRow {
        switch control {
        case .toggle(let preference): toggleRow(title: title, preference: preference)
        case .tristate(let preference): nullableBoolRow(title: title, preference: preference)
        case .picker(let preference, let label): pickerRow(title: title, preference: preference, format: label)
        case .stepper(let preference): stepperRow(title: title, preference: preference)
        case .color(let preference): colorRow(title: title, preference: preference)
        case .language(let preference): languageRow(title: title, preference: preference)
        }
    }

    /// A picker over values in their JSON form, each with its label.
    public static func pickerRow(title: String, preference: AnyEnumPreference<JSONValue>, format: @escaping (JSONValue) -> String) -> PreferenceRow {
        let values = preference.supportedValues
        return PreferenceRow(
            key: preference.key ?? title, title: title, kind: .picker,
            allowed: .values(values.map { ($0, format($0)) }),
            value: { preference.value },
            effectiveValue: { preference.effectiveValue },
            label: { format(preference.value ?? preference.effectiveValue) },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            step: { direction in
                let current = values.firstIndex(of: preference.value ?? preference.effectiveValue) ?? 0
                preference.set(values[(current + direction + values.count) % values.count])
            },
            set: { text throws(ValueParsingError) in
                let wanted = text.lowercased()
                guard let match = values.first(where: { $0.plainText.lowercased() == wanted || format($0).lowercased() == wanted }) else {
                    throw ValueParsingError("\"\(text)\" is not allowed for \(preference.key ?? title): use one of \(values.map { $0.plainText }.joined(separator: ", "))")
                }
                preference.set(match)
            },
            clear: { preference.clear() },
            activate: { preference.activate() }
        )
    }

    /// A spacing or an indent that the publication decides while it is unset says so on its row
    /// ("Publisher's"), and says what 0 means ("0% (none)"); both can be typed back.
    public static let publisherLabel = "Publisher's"
    static let noneNote = " (none)"

    public static func stepperRow(title: String, preference: AnyRangePreference<Double>) -> PreferenceRow {
        let range = preference.supportedRange
        let percent = preference.format(value: 1).hasSuffix("%")
        // The values stepping visits: one step size when they are evenly spaced ("+10%"), else
        // the list itself (the type scale's ratios).
        func stepLabel() -> String {
            var visited = [range.lowerBound]
            while visited.count < 64, let last = visited.last {
                let next = preference.progressionStrategy.next(after: last, in: range)
                guard next > last else { break }
                visited.append(next)
            }
            let gaps = zip(visited.dropFirst(), visited).map { $0 - $1 }
            let up = gaps.first ?? 0
            return gaps.allSatisfy({ abs($0 - up) < 0.0005 })
                ? "+" + (percent ? preference.format(value: up) : ValueFormat.decimal(up))
                : visited.map { preference.format(value: $0) }.joined(separator: ", ")
        }
        let key = preference.key ?? title
        // A requirement on the row's own key is "needs a value of its own": while unset, the
        // publication's look applies. The requirements listed are always the same ones, met or
        // not, so this is asked once.
        let isPublisherRelative = preference.requirements.contains { $0.key == key }
        return PreferenceRow(
            key: key, title: title, kind: .stepper,
            allowed: .range(
                lower: range.lowerBound, upper: range.upperBound, step: stepLabel(),
                lowerLabel: preference.format(value: range.lowerBound), upperLabel: preference.format(value: range.upperBound)
            ),
            value: { preference.value.map { $0.json } },
            effectiveValue: { preference.effectiveValue.json },
            label: {
                guard isPublisherRelative else { return preference.format(value: preference.value ?? preference.effectiveValue) }
                guard let value = preference.value else { return publisherLabel }
                return preference.format(value: value) + (value == 0 ? noneNote : "")
            },
            entryText: { preference.format(value: preference.value ?? preference.effectiveValue) },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            step: { direction in direction > 0 ? preference.increment() : preference.decrement() },
            set: { text throws(ValueParsingError) in
                let typed = text.trimmedString
                if typed.lowercased() == publisherLabel.lowercased() || typed.lowercased() == "publishers" {
                    return preference.clear()
                }
                let number = try ValueParsing.number(typed.hasSuffix(noneNote) ? String(typed.dropLast(noneNote.count)) : typed, percentLabels: percent)
                guard range.contains(number) else {
                    throw ValueParsingError("\(text) is out of range for \(preference.key ?? title): \(preference.format(value: range.lowerBound)) to \(preference.format(value: range.upperBound))")
                }
                preference.set(number)
            },
            clear: { preference.clear() },
            activate: { preference.activate() }
        )
    }

    public static func colorRow(title: String, preference: AnyPreference<Color>) -> PreferenceRow {
        let palette = ColorPalette.entries.map(\.color)
        return PreferenceRow(
            key: preference.key ?? title, title: title, kind: .color, allowed: .color(palette: ColorPalette.names),
            value: { preference.value.map { $0.json } },
            effectiveValue: { preference.effectiveValue.json },
            label: { ColorPalette.label(for: preference.value ?? preference.effectiveValue) },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            step: { direction in
                let current = palette.firstIndex(of: preference.value ?? preference.effectiveValue) ?? (direction > 0 ? -1 : 0)
                preference.set(palette[(current + direction + palette.count) % palette.count])
            },
            set: { text throws(ValueParsingError) in preference.set(try ValueParsing.color(text)) },
            clear: { preference.clear() },
            activate: { preference.activate() }
        )
    }

    /// Common languages to step through; any well-formed tag can be typed.
    public static let suggestedLanguages = ["en", "fr", "de", "es", "it", "pt-BR", "ar", "fa", "he", "ja", "ko", "zh-Hans", "zh-Hant"]

    public static func languageRow(title: String, preference: AnyPreference<Language?>) -> PreferenceRow {
        let list: [Language?] = [nil] + suggestedLanguages.map { Language($0) }
        return PreferenceRow(
            key: preference.key ?? title, title: title, kind: .language, allowed: .language(suggested: suggestedLanguages),
            value: { preference.value.map { $0?.json ?? .null } },
            effectiveValue: { preference.effectiveValue?.json ?? .null },
            label: {
                let shown = preference.value ?? preference.effectiveValue
                return shown.map { $0.code.bcp47 } ?? "Unknown"
            },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            step: { direction in
                let current = list.firstIndex { $0 == (preference.value ?? nil) } ?? 0
                let next = list[(current + direction + list.count) % list.count]
                preference.set(next.map { .some($0) })
            },
            set: { text throws(ValueParsingError) in preference.set(.some(try ValueParsing.language(text))) },
            clear: { preference.clear() },
            activate: { preference.activate() }
        )
    }
}
