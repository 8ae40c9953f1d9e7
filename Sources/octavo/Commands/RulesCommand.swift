import OctavoPublication
import ArgumentParser
import FoundationEssentials
import OctavoNavigator
import OctavoPreferences
import OctavoSession

/// `octavo rules`: the activation matrix as a QA checklist, computed by the editors.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Print when each preference takes effect, computed by running the editors.",
        discussion: """
        For every preference, the editors are run in every combination of:
          EPUB: layout (reflowable, fixed), script (ltr: English; rtl: Arabic; cjkHorizontal: \
        Japanese left to right; cjkVertical: Japanese right to left, so vertical text), scroll \
        (false, true), publisherStyles (false, true), theme (light, dark);
          PDF: scroll (false, true), scrollAxis (vertical, horizontal), spread (auto, never, always).
        Other preferences keep their defaults, and the preference itself is given a value when it \
        needs one of its own. Each key's effective combinations are then summarised.

        Condition format (effectiveWhen): all listed conditions must hold. "always" and "never" \
        stand alone. A condition is `dimension=value`, `dimension!=value` or \
        `dimension in {a, b}`; dimensions that only matter together are one condition with "or" \
        (`scroll=false or scrollAxis=vertical`, terms with several literals in parentheses). \
        A dimension that is not named never changes the result.

        The format is the publication's (the sample is an EPUB), or --format. With --json, one \
        pretty-printed JSON array (keys sorted) of {key, title, format, effectiveWhen, dimensions} \
        where dimensions names those that matter.

        Examples:
          octavo rules
          octavo rules --format pdf
          octavo rules --json | jq '.[] | select(.key == "wordSpacing").effectiveWhen'
        """
    )

    /// The formats that have rules, as `--format` accepts them.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case epub
        case pdf
    }

    @OptionGroup var options: PublicationOptions

    @Option(help: "The format whose rules to print: epub or pdf (default: the publication's).")
    var format: Format?

    @Flag(help: "Print a JSON array instead of the table.")
    var json = false

    func run() throws {
        try reportingFailures {
            let matrix = try chosenFormat() == .pdf ? ActivationMatrix.pdf() : ActivationMatrix.epub()
            if json {
                JSONOutput.print(.array(matrix.rules.map { rule in
                    .object([
                        "key": .string(rule.key),
                        "title": .string(rule.title),
                        "format": .string(matrix.format.rawValue),
                        "effectiveWhen": .array(rule.effectiveWhen.map(JSONValue.string)),
                        "dimensions": .array(rule.dimensions.map(JSONValue.string)),
                    ])
                }))
                return
            }
            let dimensions = matrix.dimensions.map { "\($0.name) (\($0.values.joined(separator: ", ")))" }
            TextOutput.print("\(matrix.format.rawValue.uppercased()) preferences over \(matrix.combinations.count) combinations of \(dimensions.joined(separator: ", ")).")
            TextOutput.print("")
            var table = TextTable("KEY", "EFFECTIVE WHEN")
            for rule in matrix.rules {
                let conditions = rule.effectiveWhen.count > 1
                    ? rule.effectiveWhen.map { $0.contains(" or ") ? "(\($0))" : $0 }
                    : rule.effectiveWhen
                table.append(rule.key, conditions.joined(separator: " and "))
            }
            TextOutput.print(table.text)
        }
    }

    /// Opens the publication only to learn its format; the store plays no part in the rules.
    private func chosenFormat() throws -> Format {
        if let format { return format }
        guard let path = options.publication else { return .epub }
        do {
            return try Publication.open(at: URL(fileURLWithPath: path)).format == .pdf ? .pdf : .epub
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.unreadable)
        }
    }
}
