import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The JSON file holding the current values of `.file` settings.
///
/// The whole file is rewritten on every change through a private temporary file that is renamed
/// over the old one, so a crash leaves either the old or the new file, never half of one. Keys the
/// running app does not know are carried along untouched, so an older build never erases what a
/// newer one saved.
struct SettingsFile: Sendable {
    let url: URL
    /// Everything read from or last written to the file, including keys no one registered.
    private(set) var storedValues: [String: SettingValue] = [:]
    private(set) var issues: [SettingsFileIssue] = []
    /// Set while the file on disk could not be read; it must not be overwritten silently.
    private var unreadableReason: String?

    init(url: URL) {
        self.url = url
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            storedValues = try SettingValue.jsonObject(from: Data(contentsOf: url))
        } catch {
            let reason = Self.describe(error)
            unreadableReason = reason
            issues.append(.unreadable(path: url.path, reason: reason))
        }
    }

    /// Replaces the file's contents with `values`, first moving an unreadable file aside so that
    /// whatever it held can still be recovered by hand.
    mutating func save(_ values: [String: SettingValue]) throws {
        if unreadableReason != nil {
            try moveAside()
        }
        try writeAtomically(SettingValue.object(values).jsonData())
        storedValues = values
    }

    private mutating func moveAside() throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: url.path) {
            let stamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted).format(Date())
            let base = url.path + ".corrupt-" + stamp
            var destination = base
            var attempt = 1
            while manager.fileExists(atPath: destination) {
                attempt += 1
                destination = base + "-\(attempt)"
            }
            try manager.moveItem(atPath: url.path, toPath: destination)
            issues.removeAll { if case .unreadable = $0 { true } else { false } }
            issues.append(.movedAside(path: url.path, movedTo: destination))
        }
        unreadableReason = nil
    }

    private func writeAtomically(_ data: Data) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory,
            withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700]
        )
        let temporaryPath = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXFailure(operation: "create \(temporaryPath)") }
        var renamed = false
        defer {
            if !renamed { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, 0o600) == 0 else { throw POSIXFailure(operation: "set permissions") }
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw POSIXFailure(operation: "write \(temporaryPath)")
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw POSIXFailure(operation: "flush \(temporaryPath)") }
        }
        guard rename(temporaryPath, url.path) == 0 else { throw POSIXFailure(operation: "replace \(url.path)") }
        renamed = true
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case let error as DefaultValueSourceError: error.description
        case is DecodingError: "invalid JSON"
        default: error.localizedDescription
        }
    }
}

/// A failed system call, captured with `errno` at the point of failure.
struct POSIXFailure: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    init(operation: String) {
        self.operation = operation
        self.code = errno
    }

    var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
}
