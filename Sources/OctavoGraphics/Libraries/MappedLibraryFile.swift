#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A shared library's file as this process has it mapped, its links followed
/// (`/lib/…/libchafa.so.0.1.2` for `libchafa.so.0`), read from `/proc/self/maps`: the version
/// of a library that has no function to ask is in that name.
public enum MappedLibraryFile {
    /// The mapped file of the library named `soname` (or any name of it), if it is loaded.
    public static func path(of soname: String) -> String? {
        let stem = soname.split(separator: "/").last.map { $0.prefix(upTo: $0.firstRange(of: ".so")?.lowerBound ?? $0.endIndex) } ?? ""
        guard !stem.isEmpty, let maps = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(maps) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, maps) > 0, let line {
            let text = String(cString: line).split(separator: "\n").first ?? ""
            guard let path = text.split(separator: " ").last, path.hasPrefix("/"),
                  let name = path.split(separator: "/").last, name.hasPrefix(stem + ".so.") else { continue }
            return String(path)
        }
        return nil
    }

    /// The version in the mapped file's name: `0.3.0` for `libhyphen.so.0` mapped from
    /// `libhyphen.so.0.3.0`.
    public static func version(of soname: String) -> String? {
        guard let name = path(of: soname)?.split(separator: "/").last, let range = name.firstRange(of: ".so.") else { return nil }
        return String(name[range.upperBound...])
    }
}
