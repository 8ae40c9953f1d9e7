import FoundationEssentials
import OctavoCanvas
import OctavoPreferences

/// The one JSON document a `--json` command prints: pretty-printed with sorted keys, so the
/// output is stable for diffs and readable in bug reports, and still one `JSON.parse` away for
/// scripts.
enum JSONOutput {
    static func print(_ value: JSONValue) {
        Swift.print(encode(value, pretty: true))
    }

    /// One line, keys sorted: for the locator that ends `preview`'s text output.
    static func line(_ value: JSONValue) -> String {
        encode(value, pretty: false)
    }

    /// Any encodable value (a locator) as a `JSONValue`, to embed it in a document.
    static func value(of encodable: some Encodable) -> JSONValue {
        guard let data = try? JSONEncoder().encode(encodable),
              let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return .null }
        return value
    }

    /// JSONEncoder escapes C0 controls; DEL, C1 controls and bidirectional controls are escaped
    /// here too (`\u009b`), so the document is safe on a terminal and still gives back the exact
    /// strings.
    private static func encode(_ value: JSONValue, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let text = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        guard text.unicodeScalars.contains(where: VisibleText.needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if VisibleText.needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
