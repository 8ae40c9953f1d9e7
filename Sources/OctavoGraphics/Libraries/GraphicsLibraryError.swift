/// A graphics library that could not be loaded. Pages and pictures then fall back to text, so
/// this is shown as a one-line note, never as a crash.
public struct GraphicsLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    public let library: String
    public let package: String?
    public let purpose: String
    public let reason: String

    public var description: String {
        var text = "\(library) could not be loaded (\(reason))"
        if !purpose.isEmpty { text = "\(purpose) need \(library), which could not be loaded (\(reason))" }
        if let package { text += "; install the Debian package \(package)" }
        return text
    }
}
