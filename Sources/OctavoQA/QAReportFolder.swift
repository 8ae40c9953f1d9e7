#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials
import OctavoFiles
import OctavoPreferences

/// Writes a report's folder whole or not at all: its files go into a new folder beside it,
/// which then takes the place of the old report in one rename, so a reader never sees half of
/// one and a failed run leaves the old report as it was.
public enum QAReportFolder {
    /// Writes `index.html` and `report.json` into `path`, replacing a report already there.
    public static func write(_ report: QAReport, _ presentation: QAPresentation, to path: String) throws(FileError) {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        var status = stat()
        if stat(folder, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw FileError(path: folder, "is not a folder; the report is not written")
        }
        let url = URL(fileURLWithPath: folder)
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        try Folder.make(parent)
        let staging = parent + "/.\(name).writing-\(getpid())"
        let retired = parent + "/.\(name).old-\(getpid())"
        removeTree(staging)
        guard mkdir(staging, 0o755) == 0 else { throw FileError(path: folder, "cannot be written: \(errorText())") }
        do {
            try write(Data(report.html(presentation).utf8), to: staging + "/index.html")
            try write(jsonData(report.json(presentation)), to: staging + "/report.json")
        } catch {
            removeTree(staging)
            throw FileError(path: folder, "cannot be written: \(error.reason)")
        }
        let replacing = access(folder, F_OK) == 0
        if replacing, rename(folder, retired) != 0 {
            let reason = errorText()
            removeTree(staging)
            throw FileError(path: folder, "cannot be replaced: \(reason)")
        }
        guard rename(staging, folder) == 0 else {
            let reason = errorText()
            if replacing { _ = rename(retired, folder) }
            removeTree(staging)
            throw FileError(path: folder, "cannot be written: \(reason)")
        }
        if replacing { removeTree(retired) }
    }

    private static func write(_ data: Data, to path: String) throws(FileError) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw FileError(path: path, systemErrorReason(error))
        }
    }

    /// The JSON document with its keys sorted, as every `--json` of Octavo prints.
    static func jsonData(_ value: JSONValue) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)) ?? Data("null".utf8)) + Data("\n".utf8)
    }

    private static func removeTree(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
