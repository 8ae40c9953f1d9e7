import OctavoCanvas
/// Parses a key script (`--keys`) into key events: characters stand for themselves and names in
/// angle brackets for the other keys: `<up> <down> <left> <right> <enter> <esc> <tab> <btab>
/// <bs> <del> <pgup> <pgdn> <home> <end> <space> <lt> <c-r> <f1>`…`<f12>` and `<resize:WxH>`.
public enum KeyScript {
    public static func parse(_ script: String) throws(KeyScriptError) -> [KeyEvent] {
        var events: [KeyEvent] = []
        var index = script.startIndex
        while index < script.endIndex {
            let character = script[index]
            if character == "<", let close = script[index...].firstIndex(of: ">") {
                let name = script[script.index(after: index)..<close].lowercased()
                events.append(try event(named: name))
                index = script.index(after: close)
            } else {
                events.append(character == " " ? .character(" ") : .character(character))
                index = script.index(after: index)
            }
        }
        return events
    }

    private static let named: [String: KeyEvent] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "esc": .escape,
        "tab": .tab, "btab": .backTab, "bs": .backspace, "del": .delete, "pgup": .pageUp, "pgdn": .pageDown,
        "home": .home, "end": .end, "space": .character(" "), "lt": .character("<"),
    ]

    private static func event(named name: String) throws(KeyScriptError) -> KeyEvent {
        if let event = named[name] { return event }
        if name.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isLetter { return .control(letter) }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) { return .function(number) }
        if name.hasPrefix("resize:") {
            let size = name.dropFirst(7).split(separator: "x").compactMap { Int($0) }
            if size.count == 2 { return .resize(width: size[0], height: size[1]) }
        }
        throw KeyScriptError(name: name)
    }
}

public struct KeyScriptError: Error, CustomStringConvertible, Equatable, Sendable {
    public let name: String
    public var description: String {
        "unknown key <\(name)> in the key script; known names: up down left right enter esc tab btab bs del pgup pgdn home end space lt c-LETTER f1…f12 resize:WxH"
    }
}
