/// Bytes written as hexadecimal digits, two a byte ("a9993e…"), as checksum tools print them.
public enum HexBytes {
    /// The bytes of `hex`; nil when it has an odd number of digits or a character that is not one.
    public static func decode(_ hex: some StringProtocol) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index...(index + 1)], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
