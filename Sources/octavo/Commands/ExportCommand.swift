import ArgumentParser
import OctavoSession

/// `octavo export`: the merged preferences in the JSON the Readium apps store, so they can be
/// moved to another app, another profile (`import`) or a bug report.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the publication's preferences (profile and publication merged) as Readium-compatible JSON.",
        discussion: """
        The output is one pretty-printed JSON object with sorted keys: the keys that are set, as \
        the Readium apps store them (enums as strings, colours as numbers 0xRRGGBB, the language as \
        a BCP-47 tag), plus keys Octavo does not know, kept as they were. Unset keys are omitted. \
        The output is always JSON; --json is accepted so scripts can pass it to every command.

        Examples:
          octavo export > prefs.json
          octavo export book.epub --profile night | jq .fontSize
          octavo export book.epub | octavo import /dev/stdin other.epub
        """
    )

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Accepted for uniformity: the output is always JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let session = try options.openSession(.reading)
            JSONOutput.print(.object(session.preferencesJSON))
        }
    }
}
