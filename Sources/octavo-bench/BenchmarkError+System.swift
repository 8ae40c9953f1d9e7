import Glibc

extension BenchmarkError {
    /// A failed system call, with the reason the C library gives: "cannot start" alone does not
    /// tell a missing binary from a full process table.
    static func system(_ call: String, code: Int32 = errno) -> BenchmarkError {
        BenchmarkError("\(call): \(String(cString: strerror(code)))")
    }
}
