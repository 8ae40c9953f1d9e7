import ArgumentParser
import OctavoPreferences
import OctavoSession

/// `octavo list`, like `gsettings list-recursively`: every preference with where its value
/// comes from and whether it takes effect.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every preference of the publication: value, source and whether it takes effect.",
        discussion: """
        The table shows each key with its value (or the default, when unset), where the value \
        comes from (default, profile or publication) and, for a preference that has no effect, \
        what it is waiting for. Every key of the format is listed, including those that do not \
        apply to this layout.

        With --json, one pretty-printed JSON array (keys sorted) of objects: key, title, kind \
        (toggle, picker, stepper, color, language, nullableToggle), value (null when unset), \
        effectiveValue, label, isEffective, requirements (the unmet ones: key, description, \
        canBeMetByPreferences, isMet), source (default, profile, publication) and allowed \
        (type, summary, and values/labels, lower/upper/step, palette or suggested).

        Examples:
          octavo list
          octavo list book.epub --profile night
          octavo list book.pdf --json | jq '.[] | select(.isEffective | not) | .key'
        """
    )

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Print one JSON array instead of the table.")
    var json = false

    func run() throws {
        try reportingFailures {
            let session = try options.openSession(.reading)
            let rows = session.allRows
            if json {
                JSONOutput.print(.array(rows.map { $0.listJSON(source: session.source(of: $0.key)) }))
                return
            }
            var table = TextTable("KEY", "VALUE", "SOURCE", "EFFECTIVE")
            for row in rows {
                table.append(row.key, row.typedValue, session.source(of: row.key)?.rawValue ?? "default", Self.effectiveness(of: row))
            }
            TextOutput.print(table.text)
        }
    }

    /// "yes", or "no: " and what is missing, in the words of the requirements.
    static func effectiveness(of row: PreferenceRow) -> String {
        row.isEffective ? "yes" : "no: " + row.unmetRequirements.map(\.description).joined(separator: "; ")
    }
}
