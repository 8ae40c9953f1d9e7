import CHyphen
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoPublication
import Synchronization

/// The hyphenation patterns of one language, from a libhyphen dictionary (Debian's `hyphen-*`
/// packages), which say where a word may be broken: "some-thing", never "somet-hing".
final class HyphenationPatterns: Sendable {
    /// The dictionary file, for messages.
    let file: String
    /// libhyphen does not promise that a dictionary may be used from two threads at once, so
    /// every use takes the lock.
    private let dictionary: Mutex<UnsafeMutablePointer<HyphenDict>>
    /// The encoding of the patterns: words are converted to it, one byte per letter unless UTF-8.
    private let encoding: PatternEncoding
    private let library: HyphenLibrary

    /// Loads `file`; nil when libhyphen is not installed, the file is not a dictionary it can
    /// read, or its encoding is one Octavo cannot convert words to.
    init?(file: String) {
        guard let library = try? HyphenLibrary.loaded.get(), let loaded = library.load(file) else { return nil }
        let characterSet = withUnsafeBytes(of: loaded.pointee.cset) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let encoding = Self.encoding(named: characterSet, isUTF8: loaded.pointee.utf8 != 0) else {
            library.free(loaded)
            return nil
        }
        self.library = library
        self.file = file
        self.encoding = encoding
        self.dictionary = Mutex(loaded)
    }

    deinit {
        dictionary.withLock { library.free($0) }
    }

    /// The places where `word` (letters only) may take a hyphen: `k` means between its `k`-th
    /// and `k+1`-th character, counted from 1. Empty when the patterns allow none or the word
    /// cannot be written in the dictionary's encoding.
    func breaks(in word: [Character]) -> [Int] {
        let lowered = word.map { Character($0.lowercased()) }
        let text = String(lowered)
        let encoded: [UInt8]? = switch encoding {
        case .utf8: Array(text.utf8)
        case .singleByte(let encoding): encoding.encode(text)
        }
        guard lowered.count == word.count, var bytes = encoded else { return [] }
        // Where each character's bytes end, to turn libhyphen's byte positions into characters.
        var characterEnds: [Int: Int] = [:]
        if case .utf8 = encoding {
            var end = 0
            for (index, character) in lowered.enumerated() {
                end += character.utf8.count
                characterEnds[end - 1] = index + 1
            }
        } else {
            guard bytes.count == lowered.count else { return [] }
            for index in bytes.indices { characterEnds[index] = index + 1 }
        }
        var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
        let count = Int32(bytes.count)
        let result: Int32 = dictionary.withLock { dictionary in
            var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            var positions: UnsafeMutablePointer<Int32>?
            var cuts: UnsafeMutablePointer<Int32>?
            defer { Self.free(replacements, positions, cuts, count: Int(count)) }
            return bytes.withUnsafeMutableBufferPointer { word in
                word.withMemoryRebound(to: CChar.self) { word in
                    library.hyphenate(dictionary, word.baseAddress, count, &hyphens, nil, &replacements, &positions, &cuts)
                }
            }
        }
        bytes.removeAll()
        guard result == 0 else { return [] }
        return hyphens.prefix(Int(count)).enumerated().compactMap { index, value in
            guard value & 1 == 1, let character = characterEnds[index], character < word.count else { return nil }
            return character
        }
    }

    /// Frees what libhyphen allocates for non-standard hyphenation ("Schiff-fahrt"), which
    /// Octavo does not use: a break there is taken as a plain one.
    private static func free(_ replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ positions: UnsafeMutablePointer<Int32>?, _ cuts: UnsafeMutablePointer<Int32>?, count: Int) {
        if let replacements {
            for index in 0..<count { Glibc.free(replacements[index]) }
            Glibc.free(replacements)
        }
        Glibc.free(positions)
        Glibc.free(cuts)
    }

    private enum PatternEncoding {
        case utf8
        case singleByte(SingleByteEncoding)
    }

    private static func encoding(named name: String, isUTF8: Bool) -> PatternEncoding? {
        if isUTF8 { return .utf8 }
        switch name.uppercased().filter({ $0 != "-" && $0 != "_" }) {
        case "UTF8": return .utf8
        case "ISO88591": return .singleByte(.isoLatin1)
        case "ISO88592": return .singleByte(.isoLatin2)
        case "MICROSOFTCP1250", "CP1250": return .singleByte(.windows1250)
        case "MICROSOFTCP1251", "CP1251": return .singleByte(.windows1251)
        case "MICROSOFTCP1252", "CP1252": return .singleByte(.windows1252)
        default: return nil
        }
    }
}
