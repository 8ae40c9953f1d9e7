#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library's error text for `code` (the current `errno` by default), lower case to read
/// well after a colon.
package func errorText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code)).lowercased()
}

/// Writes all of `bytes` to `descriptor`, retrying after signals; nil on success, else why not.
package func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
    var written = 0
    while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0 {
            if errno == EINTR { continue }
            return errorText()
        }
        written += count
    }
    return nil
}

/// Reads from `descriptor` into `buffer`, retrying after signals; the count, 0 at the end, or
/// nil on an error (then `errno` says which).
package func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
    while true {
        let count = read(descriptor, buffer.baseAddress, buffer.count)
        if count >= 0 { return count }
        if errno != EINTR { return nil }
    }
}
