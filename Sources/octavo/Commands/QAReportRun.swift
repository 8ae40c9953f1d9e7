import FoundationEssentials
import OctavoQA
import OctavoScreen
import OctavoSession

/// A QA report of a session's book, tried from the preferences stored for it and written into
/// a folder: what `octavo qa` and the screen's `:qa` both do.
struct QAReportRun {
    var pixelWidth = 960
    var pixelHeight = 640
    /// The arguments that name this book, profile and store again in the commands the report
    /// suggests.
    var bookArguments: [String]

    /// `./octavo-qa-<book name>`, the name kept to letters, digits, dots, dashes and underscores.
    static func defaultFolder(for session: PreferencesSession) -> String {
        let name = session.publication.url.deletingPathExtension().lastPathComponent
        let kept = String(name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
        })
        return "octavo-qa-" + (kept.isEmpty || kept.allSatisfy { $0 == "." } ? "book" : kept)
    }

    /// Writes the report into `folder` (nil: the default one); what was written, or the failure
    /// with its exit code: 3 when the book cannot be read again, 4 when the folder cannot be
    /// written. `session`'s navigator is laid out at the report's page size to count the pages:
    /// a screen gives a session of its own (`session.opening.open()`), not the one it shows.
    func write(
        for session: PreferencesSession, into folder: String?, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) throws(CommandFailure) -> (folder: String, report: QAReport, presentation: QAPresentation) {
        let folder = folder ?? Self.defaultFolder(for: session)
        let runner = QARunner(pixelWidth: pixelWidth, pixelHeight: pixelHeight, threads: ProcessInfo.processInfo.activeProcessorCount)
        let report: QAReport
        do {
            report = try runner.run(on: session, progress: progress)
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.unreadable)
        }
        let arguments = bookArguments
        let presentation = QAPresentation(
            activateKey: OctavoConfiguration.current.keyMap.map.keysLabel(of: [.activate]),
            activationCommand: { key, value in ShellQuoting.line(["octavo", "set", key, value, "--activate"] + arguments) },
            generator: "octavo \(VersionReport.version)"
        )
        do {
            try QAReportFolder.write(report, presentation, to: folder)
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.cannotWrite)
        }
        return (folder, report, presentation)
    }

    /// "Wrote DIR/index.html and report.json: 27 preferences, 2 findings."
    static func summary(folder: String, report: QAReport) -> String {
        let findings = report.findings.count
        return "Wrote \(folder)/index.html and report.json: \(report.rows.count) preferences, \(findings) finding\(findings == 1 ? "" : "s")."
    }
}
