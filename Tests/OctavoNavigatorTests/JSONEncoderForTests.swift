import Foundation

enum JSONEncoderForTests {
    /// Keys sorted, so JSON text can be compared exactly.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
