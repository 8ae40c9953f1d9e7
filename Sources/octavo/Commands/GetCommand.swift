import ArgumentParser
import OctavoSession

/// `octavo get KEY`, like `git config get`: one value, printed so it can be typed back to `set`.
struct GetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the value of one preference.",
        discussion: """
        Prints the value in the form `octavo set` accepts (120%, 1.5, Dark, #FF8800, On, ja-JP): \
        the stored value, or the effective value when the key is unset. A preference that has no \
        effect is printed all the same; `octavo explain KEY` says why.

        With --json, one pretty-printed JSON object (keys sorted): {key, value, effectiveValue, \
        isEffective}, where value is null when the key is unset. Colours are numbers 0xRRGGBB, \
        as the Readium apps store them.

        Examples:
          octavo get fontSize
          octavo get theme book.epub --profile night
          octavo get scroll book.pdf --json
        """
    )

    @Argument(help: "A preference key (see `octavo list`).", completion: .preferenceKeys)
    var key: String

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Print a JSON object instead of the value.")
    var json = false

    func run() throws {
        try reportingFailures {
            let session = try options.openSession(.reading)
            let row = try session.requireRow(key)
            if json {
                JSONOutput.print(row.valueJSON)
            } else {
                TextOutput.print(row.typedValue)
            }
        }
    }
}
