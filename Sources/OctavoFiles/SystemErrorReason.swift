import FoundationEssentials

/// Why a file operation of the toolchain's Foundation failed, in the C library's words
/// ("no such file or directory"), without the error's type or the path it already names.
public func systemErrorReason(_ error: any Error) -> String {
    let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.underlying as? POSIXError)
    if let posix { return errorText(posix.code.rawValue) }
    if let cocoa = error as? CocoaError {
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileReadCorruptFile: return "damaged"
        case .fileReadTooLarge: return "too large"
        default: return "error \(cocoa.code.rawValue)"
        }
    }
    return "\(error)"
}
