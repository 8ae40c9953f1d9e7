import Foundation

/// A Debian tool a test compares Octavo with (pdftoppm, weasyprint): run from `/usr/bin`, and a
/// failure that names the package to install when it is missing, never a silent skip.
public struct DebianTool {
    public let name: String
    public let package: String

    public init(_ name: String, package: String) {
        self.name = name
        self.package = package
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs the tool; throws when it is missing or exits with a failure, with its error output.
    @discardableResult
    public func run(_ arguments: [String]) throws -> Data {
        let path = "/usr/bin/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "\(path) is missing: install the Debian package \(package) (scripts/install-packages.sh test)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(name) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): \(errorText)")
        }
        return data
    }
}
