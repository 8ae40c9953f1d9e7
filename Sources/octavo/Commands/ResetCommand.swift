import ArgumentParser
import FoundationEssentials
import OctavoNavigator
import OctavoSession

/// `octavo reset [KEY…]`, like `gsettings reset`: back to the defaults, one key, several or all.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Unset one, several or all preferences, so the defaults apply again.",
        discussion: """
        Without KEY, every preference of the publication's format is unset, in the profile and in \
        the publication's file; keys written by a newer Octavo or another app are kept. Unknown \
        keys exit with 1 before anything is written.

        The publication may come before or after the keys: it is the first or last argument that \
        is not a preference key and looks like a path (it contains a dot or a slash).

        Examples:
          octavo reset fontSize
          octavo reset wordSpacing letterSpacing book.epub
          octavo reset book.pdf --profile night
        """
    )

    @OptionGroup var options: PublicationOptions

    @Argument(help: "Preference keys to unset (default: all).", completion: .preferenceKeys)
    var keys: [String] = []

    func run() throws {
        try reportingFailures {
            var options = options
            var keys = [options.publication].compactMap { $0 } + keys
            if let last = keys.last, Self.looksLikePublication(last) {
                options.publication = keys.removeLast()
            } else if let first = keys.first, Self.looksLikePublication(first) {
                options.publication = keys.removeFirst()
            } else {
                options.publication = nil
            }
            let session = try options.openSession(.writing)
            let rows = try keys.map { try session.requireRow($0) }
            for row in keys.isEmpty ? session.allRows : rows { row.clear() }
            try session.save()
            TextOutput.print(keys.isEmpty ? "Reset every preference." : "Reset \(keys.joined(separator: ", ")).")
        }
    }

    /// Not a key of any format, and shaped like a path.
    static func looksLikePublication(_ argument: String) -> Bool {
        !EPUBPreferences.keys.contains(argument) && !PDFPreferences.keys.contains(argument)
            && (argument.contains(".") || argument.contains("/"))
    }
}
