import OctavoPublication
import OctavoNavigator
import OctavoPreferences

/// For every preference, the combinations of publication and preferences in which it takes
/// effect, computed by running the editors rather than restating their rules, so the QA checklist
/// cannot drift from the code.
///
/// EPUB dimensions: `layout` (reflowable, fixed), `script` (`ltr`: an English book; `rtl`: an
/// Arabic book; `cjkHorizontal`: a Japanese book declared left to right; `cjkVertical`: a
/// Japanese book declared right to left, hence vertical text), `scroll`, `publisherStyles`
/// (false, true) and `theme` (light, dark). PDF dimensions: `scroll`, `scrollAxis` (vertical,
/// horizontal) and `spread` (auto, never, always). Every other preference keeps its default. In
/// each combination the preference itself is given a value (its effective value, or its first
/// allowed value when that is none) whenever it needs one of its own, so "needs a value of its
/// own" never hides the other rules.
///
/// `effectiveWhen` lists conditions that must all hold: `["always"]`, `["never"]`, or strings
/// such as `layout=reflowable`, `script!=cjkVertical`, `script in {ltr, rtl}`, and, for
/// dimensions that only matter together, one string with a disjunction such as
/// `scroll=false or scrollAxis=vertical` (terms with several literals are parenthesised and
/// joined by `and`). Dimensions not named do not change the result.
public struct ActivationMatrix: Sendable {
    public struct Rule: Sendable, Hashable {
        public let key: String
        public let title: String
        /// Conditions that must all hold, in the format described on `ActivationMatrix`.
        public let effectiveWhen: [String]
        /// The dimensions whose value changes whether the preference is effective.
        public let dimensions: [String]
        /// Whether the preference is effective in each combination, in `combinations` order.
        public let table: [Bool]
    }

    public let format: Publication.Format
    public let dimensions: [MatrixDimension]
    public let rules: [Rule]

    /// Every combination, as one value per dimension.
    public var combinations: [[String]] {
        MatrixCombination(dimensions).all.map { point in zip(dimensions, point).map { $0.values[$1] } }
    }

    public func rule(forKey key: String) -> Rule? { rules.first { $0.key == key } }

    public static func epub(defaults: EPUBDefaults = EPUBDefaults()) -> ActivationMatrix {
        let scripts: [(name: String, language: Language, direction: ReadingProgression?)] = [
            ("ltr", "en", nil), ("rtl", "ar", nil), ("cjkHorizontal", "ja", .ltr), ("cjkVertical", "ja", .rtl),
        ]
        let dimensions = [
            MatrixDimension(name: "layout", values: EPUBLayout.allCases.map(\.rawValue)),
            MatrixDimension(name: "script", values: scripts.map(\.name)),
            MatrixDimension(name: "scroll", values: ["false", "true"]),
            MatrixDimension(name: "publisherStyles", values: ["false", "true"]),
            MatrixDimension(name: "theme", values: [Theme.light, Theme.dark].map(\.rawValue)),
        ]
        return build(.epub, dimensions) { point, extra in
            let script = scripts[point[1]]
            let metadata = Metadata(
                title: "Activation matrix", languages: [script.language],
                readingProgression: script.direction, layout: EPUBLayout.allCases[point[0]]
            )
            var object = extra
            object["scroll"] = .bool(point[2] == 1)
            object["publisherStyles"] = .bool(point[3] == 1)
            object["theme"] = .string(dimensions[4].values[point[4]])
            var warnings: [PreferencesDecodingWarning] = []
            let editor = EPUBPreferencesEditor(initialPreferences: EPUBPreferences(jsonObject: object, warnings: &warnings), metadata: metadata, defaults: defaults)
            return ScreenDeclaration.allRows(for: editor)
        }
    }

    public static func pdf(defaults: PDFDefaults = PDFDefaults()) -> ActivationMatrix {
        let dimensions = [
            MatrixDimension(name: "scroll", values: ["false", "true"]),
            MatrixDimension(name: "scrollAxis", values: [Axis.vertical, Axis.horizontal].map(\.rawValue)),
            MatrixDimension(name: "spread", values: Spread.allCases.map(\.rawValue)),
        ]
        return build(.pdf, dimensions) { point, extra in
            var object = extra
            object["scroll"] = .bool(point[0] == 1)
            object["scrollAxis"] = .string(dimensions[1].values[point[1]])
            object["spread"] = .string(dimensions[2].values[point[2]])
            var warnings: [PreferencesDecodingWarning] = []
            let editor = PDFPreferencesEditor(
                initialPreferences: PDFPreferences(jsonObject: object, warnings: &warnings),
                metadata: Metadata(title: "Activation matrix", layout: .fixed), defaults: defaults
            )
            return ScreenDeclaration.allRows(for: editor)
        }
    }

    /// Evaluates every key in every combination. `rows` builds a fresh editor for a combination
    /// with `extra` preferences added, and returns its rows.
    private static func build(
        _ format: Publication.Format, _ dimensions: [MatrixDimension],
        rows: ([Int], [String: JSONValue]) -> [PreferenceRow]
    ) -> ActivationMatrix {
        let points = MatrixCombination(dimensions).all
        let keys = rows(points[0], [:]).map { ($0.key, $0.title) }
        var tables = Array(repeating: [Bool](), count: keys.count)
        for point in points {
            for (index, row) in rows(point, [:]).enumerated() {
                tables[index].append(isEffectiveWithOwnValue(row, point: point, rows: rows))
            }
        }
        let rules = zip(keys, tables).map { key, table in
            Rule(
                key: key.0, title: key.1,
                effectiveWhen: ConditionSummary.conditions(dimensions: dimensions, table: table),
                dimensions: ConditionSummary.dimensionsThatMatter(dimensions: dimensions, table: table),
                table: table
            )
        }
        return ActivationMatrix(format: format, dimensions: dimensions, rules: rules)
    }

    private static func isEffectiveWithOwnValue(_ row: PreferenceRow, point: [Int], rows: ([Int], [String: JSONValue]) -> [PreferenceRow]) -> Bool {
        guard row.unmetRequirements.contains(where: { $0.key == row.key }), let value = ownValue(of: row) else {
            return row.isEffective
        }
        return rows(point, [row.key: value]).first { $0.key == row.key }?.isEffective ?? false
    }

    /// The value a preference is given so that it has one of its own.
    private static func ownValue(of row: PreferenceRow) -> JSONValue? {
        if row.effectiveValue != .null { return row.effectiveValue }
        switch row.allowed {
        case .values(let values): return values.map(\.json).first { $0 != .null }
        case .boolean, .booleanOrAuto: return .bool(true)
        case .range(let lower, _, _, _, _): return .number(lower)
        case .color(let palette): return palette.first.flatMap(ColorPalette.color(named:))?.json
        case .language(let suggested): return suggested.first.map(JSONValue.string)
        }
    }
}
