import OctavoPublication
import OctavoNavigator
import OctavoPreferences

/// Why a typed value was refused; the message names what is allowed.
public struct ValueParsingError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// Reading values typed by people (`120%`, `on`, `#ff8800`, `dark`) for every row kind.
enum ValueParsing {
    static func bool(_ text: String) throws(ValueParsingError) -> Bool {
        switch text.lowercased() {
        case "true", "on", "yes", "1": return true
        case "false", "off", "no", "0": return false
        default: throw ValueParsingError("\"\(text)\" is not a boolean: use true/false, on/off, yes/no or 1/0")
        }
    }

    /// A number, or a percentage when the preference is shown in percent ("120%" → 1.2).
    static func number(_ text: String, percentLabels: Bool) throws(ValueParsingError) -> Double {
        let trimmed = text.trimmingCharacters(in: " ")
        if trimmed.hasSuffix("%"), let percent = Double(trimmed.dropLast()) { return percent / 100 }
        var unitless = trimmed.hasSuffix("pt") ? String(trimmed.dropLast(2)).trimmingCharacters(in: " ") : trimmed
        if unitless.hasSuffix("×") || unitless.hasSuffix("x") { unitless = String(unitless.dropLast()).trimmingCharacters(in: " ") }
        guard let value = Double(unitless), value.isFinite else {
            throw ValueParsingError("\"\(text)\" is not a number\(percentLabels ? " or a percentage" : "")")
        }
        return value
    }

    static func color(_ text: String) throws(ValueParsingError) -> Color {
        if let named = ColorPalette.color(named: text) { return named }
        guard let color = Color(hex: text) else {
            throw ValueParsingError("\"\(text)\" is not a colour: use #RRGGBB or one of \(ColorPalette.names.joined(separator: ", "))")
        }
        return color
    }

    static func language(_ text: String) throws(ValueParsingError) -> Language {
        let language = Language(text)
        guard language.isWellFormed else {
            throw ValueParsingError("\"\(text)\" is not a BCP-47 language tag (for example en, ja-JP, ar-EG, zh-Hant)")
        }
        return language
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
