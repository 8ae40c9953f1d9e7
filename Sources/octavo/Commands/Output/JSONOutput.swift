import Foundation
import OctavoPreferences

/// The one JSON document a `--json` command prints: pretty-printed with sorted keys, so the
/// output is stable for diffs and readable in bug reports, and still one `JSON.parse` away for
/// scripts.
enum JSONOutput {
    static func print(_ value: JSONValue) {
        Swift.print(String(decoding: encode(value, pretty: true), as: UTF8.self))
    }

    /// One line, keys sorted: for the locator that ends `preview`'s text output.
    static func line(_ value: JSONValue) -> String {
        String(decoding: encode(value, pretty: false), as: UTF8.self)
    }

    /// Any encodable value (a locator) as a `JSONValue`, to embed it in a document.
    static func value(of encodable: some Encodable) -> JSONValue {
        guard let data = try? JSONEncoder().encode(encodable),
              let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return .null }
        return value
    }

    private static func encode(_ value: JSONValue, pretty: Bool) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("null".utf8)
    }
}
