/// Text from a book or a user made safe inside HTML, as text and as attribute values: nothing
/// of it can become markup or script.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // Controls have no business in the page; a tab or a line break stays.
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
