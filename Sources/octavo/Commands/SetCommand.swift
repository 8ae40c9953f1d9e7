import ArgumentParser
import OctavoStore
import OctavoSession

/// `octavo set KEY VALUE`: a typed value, checked before anything is written.
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set one preference; refused values are reported and nothing is written.",
        discussion: """
        VALUE is read for the kind of the preference: numbers (1.5) or percentages (120%) for \
        steppers, a value or its label for pickers (dark, Dark, 2, none), true/false, on/off, \
        yes/no or 1/0 for toggles (plus auto for three-state ones), #RRGGBB, #RGB or a palette \
        name for colours, a BCP-47 tag for the language (ja-JP, ar-EG, zh-Hant). A value out of \
        range or not supported exits with 1 naming what is allowed, and nothing is written.

        A preference that has no effect yet (word spacing while publisher styles are on) is \
        stored all the same, with a note on stderr; --activate also changes the preferences it \
        needs (here, turns publisher styles off).

        Where the value is stored: where the key already is, else where the store's filters put \
        it (language, reading progression, spread, vertical text and offset first page of an EPUB, \
        reading progression and offset first page of a PDF go with the publication, everything \
        else in the profile). --scope profile shares the value with every book of the profile; \
        --scope publication keeps it for this book only (the key then stays there).

        Prints the new value (as `octavo get` does), or with --json the object of `get --json`.

        Examples:
          octavo set fontSize 120%
          octavo set theme dark book.epub
          octavo set textColor '#ff8800'
          octavo set wordSpacing 0.2 --activate
          octavo set language ja-JP book.epub --scope publication
          octavo set scroll on book.pdf --json
        """
    )

    /// The file a key is saved in.
    enum Scope: String, ExpressibleByArgument, CaseIterable {
        case profile
        case publication
    }

    @Argument(help: "A preference key (see `octavo list`).", completion: .preferenceKeys)
    var key: String

    @Argument(help: "The new value, e.g. 1.5, 120%, dark, #ff8800, on, ja-JP.")
    var value: String

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Also change the preferences this one needs to take effect.")
    var activate = false

    @Option(help: "Where to store the value: profile or publication (default: where the key is, else where the filters put it).")
    var scope: Scope?

    @Flag(help: "Print the `get --json` object of the key after setting it.")
    var json = false

    func run() throws {
        try reportingFailures {
            let session = try options.openSession(.writing)
            let row = try session.requireRow(key)
            do {
                try row.set(text: value)
            } catch {
                throw CommandFailure("set \(key): \(error)", exit: OctavoExit.notAllowed)
            }
            if activate, !row.activate() {
                let blocking = row.unmetRequirements.filter { !$0.canBeMetByPreferences }.map(\.description)
                Diagnostics.warn("\(key) cannot take effect here: \(blocking.joined(separator: "; "))")
            }
            try session.save(placements: scope.map { [key: $0 == .profile ? .profile : .publication] } ?? [:])
            let saved = try session.requireRow(key)
            if !activate, !saved.isEffective {
                let missing = saved.unmetRequirements.map(\.description).joined(separator: "; ")
                Diagnostics.note("\(key) is stored but has no effect: \(missing) (add --activate, or see `octavo explain \(key)`)")
            }
            if json {
                JSONOutput.print(saved.valueJSON)
            } else {
                TextOutput.print(saved.typedValue)
            }
        }
    }
}
