import Foundation

/// The most resident memory the process has used, from the kernel's high-water mark: it
/// catches peaks between samples that polling the current size would miss.
enum PeakMemory {
    /// `VmHWM` of `/proc/self/status` in megabytes, nil where that file does not exist.
    static func megabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Double(fields[1]) else { return nil }
            return (kilobytes / 1024 * 10).rounded() / 10
        }
        return nil
    }
}
