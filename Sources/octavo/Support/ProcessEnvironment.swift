#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The environment Octavo was started with, read once. Foundation's
/// `ProcessInfo.processInfo.environment` builds a new dictionary on every call, and the screen's
/// start asked for it three times (the store, the settings, the colours), each on the way to the
/// first frame, besides the set-up of `ProcessInfo` itself. Octavo never changes its own
/// environment, so one reading serves the whole run.
enum ProcessEnvironment {
    static let variables: [String: String] = {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            // "NAME=value"; the first definition of a name wins, as getenv finds it.
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: text.utf8[..<equals], as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: text.utf8[text.utf8.index(after: equals)...], as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
    }()
}
