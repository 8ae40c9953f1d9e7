import Foundation
import Testing

/// What one run of `octavo` produced.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String

    /// stdout decoded as the one JSON document `--json` promises.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }

    func object() throws -> [String: Any] {
        try #require(try json() as? [String: Any], "not a JSON object: \(stdout)")
    }

    func array() throws -> [[String: Any]] {
        try #require(try json() as? [[String: Any]], "not a JSON array of objects: \(stdout)")
    }
}
