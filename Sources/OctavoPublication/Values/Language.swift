/// A BCP-47 language tag, understood by its subtags rather than compared as a whole string, so
/// that `ar-EG` is right-to-left and `ja-JP` is CJK. Coded as a single string, as Readium does.
public struct Language: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, Codable {
    /// A language code, as Readium spells it: `.bcp47("ja-JP")`.
    public enum Code: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        case bcp47(String)

        public init(stringLiteral value: String) { self = .bcp47(value) }

        /// The tag: "zh-Hant-TW".
        public var bcp47: String {
            switch self {
            case .bcp47(let tag): tag
            }
        }

        public var description: String { bcp47 }

        /// The code without its region and anything after it: "pt" for "pt-BR".
        public func removingRegion() -> Code {
            .bcp47(String(bcp47.prefix { $0 != "-" && $0 != "_" }))
        }
    }

    /// The tag in canonical case ("zh-Hant-TW"), with `_` read as `-`.
    public let code: Code

    public init(_ code: String) {
        self.code = .bcp47(Language.canonical(code))
    }

    public init(code: String) { self.init(code) }

    public init(code: Code) { self.init(code.bcp47) }

    public init(stringLiteral value: String) { self.init(value) }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code.bcp47)
    }

    public var description: String { code.bcp47 }

    /// The language without its region: Portuguese for Brazilian Portuguese.
    public func removingRegion() -> Language {
        Language(code: code.removingRegion())
    }

    private var subtags: [Substring] { code.bcp47.split(separator: "-") }

    /// The language itself, lower case: "zh" for "zh-Hant-TW".
    public var primarySubtag: String { subtags.first.map(String.init) ?? "" }

    /// The four-letter script subtag, when the tag has one: "Hant".
    public var script: String? {
        subtags.dropFirst().prefix { !Language.isRegion($0) }.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map(String.init)
    }

    /// The region subtag, when the tag has one: "TW" or "419".
    public var region: String? {
        subtags.dropFirst().first(where: Language.isRegion).map(String.init)
    }

    /// Whether the script of this language is written right to left. Traditional Chinese counts,
    /// as it is laid out in vertical lines that follow each other from right to left.
    public var isRTL: Bool {
        if let script {
            if Language.rtlScripts.contains(script) { return true }
            return primarySubtag == "zh" && script == "Hant"
        }
        if Language.rtlLanguages.contains(primarySubtag) { return true }
        return primarySubtag == "zh" && Language.traditionalChineseRegions.contains(region ?? "")
    }

    /// Whether this is Chinese, Japanese or Korean, in any script or region.
    public var isCJK: Bool {
        Language.cjkLanguages.contains(primarySubtag) || Language.cjkScripts.contains(script ?? "")
    }

    /// Whether the tag is well formed: subtags of 1 to 8 letters or digits, starting with a
    /// language of letters.
    public var isWellFormed: Bool {
        let parts = code.bcp47.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (1...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private static let rtlLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi"]
    private static let rtlScripts: Set<String> = ["Adlm", "Arab", "Hebr", "Nkoo", "Rohg", "Syrc", "Thaa"]
    /// Only Taiwan: Hong Kong and Macau Chinese without a script subtag resolve like other Chinese,
    /// as the toolkits do (REFERENCE §3).
    private static let traditionalChineseRegions: Set<String> = ["TW"]
    private static let cjkLanguages: Set<String> = ["ja", "ko", "zh", "yue", "cmn", "wuu", "hak", "nan", "lzh"]
    private static let cjkScripts: Set<String> = ["Hani", "Hans", "Hant", "Jpan", "Kore", "Hira", "Kana", "Hrkt", "Hang"]

    private static func isRegion(_ subtag: Substring) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
    }

    private static func canonical(_ code: String) -> String {
        code.utf8.allSatisfy { $0 < 0x80 } ? asciiCanonical(code.utf8) : characterCanonical(code)
    }
}

extension Language {
    /// `canonical(_:)` of an ASCII tag, as tags are, read as bytes: the same subtags in the same
    /// case, without looking up what kind of character each byte is.
    static func asciiCanonical(_ code: String.UTF8View) -> String {
        var result: [UInt8] = []
        let parts = ASCIIBytes.trimmingWhiteSpace(code)
            .split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append(UInt8(ascii: "-")) }
            let isLetters = part.allSatisfy(ASCIIBytes.isLetter)
            let isRegion = index > 0 && isLetters && part.count == 2
            let isScript = index > 0 && isLetters && part.count == 4
            for (offset, byte) in part.enumerated() {
                let lower = ASCIIBytes.lowercased(byte)
                result.append(isRegion || (isScript && offset == 0) ? lower & ~0x20 : lower)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `canonical(_:)` of any tag, read as characters.
    static func characterCanonical(_ code: String) -> String {
        let parts = code.trimmingWhitespace().replacingUnderscores().split(separator: "-", omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            if part.count == 2, part.allSatisfy(\.isLetter) { return part.uppercased() }
            return part.lowercased()
        }.joined(separator: "-")
    }
}

extension StringProtocol {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
