import Foundation

/// Human-readable lines on stderr, so stdout carries only the JSON a script reads.
enum Progress {
    static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
