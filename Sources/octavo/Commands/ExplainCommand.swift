import ArgumentParser
import OctavoNavigator
import OctavoPreferences
import OctavoSession

/// `octavo explain KEY`: why a preference does or does not take effect, requirement by
/// requirement, as Kconfig's "Depends on: X [=y]" does for kernel options.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why a preference takes effect or not, requirement by requirement.",
        discussion: """
        Lists every requirement of the preference with its state ([x] met, [ ] unmet), the \
        current value of the key it depends on ("Depends on: publisherStyles [=true]"), and, \
        when preferences can meet the unmet ones, the command that does it.

        With --json, one pretty-printed JSON object (keys sorted): {key, title, isEffective, \
        value, effectiveValue, command, requirements: [{key, description, canBeMetByPreferences, \
        isMet, dependsOn, dependency: {key, value, effectiveValue} or null, command}]}. command is \
        the `octavo set KEY VALUE --activate` line that makes the preference effective, or null \
        when it is effective already or preferences cannot make it so.

        Examples:
          octavo explain wordSpacing
          octavo explain imageFilter book.epub --json
          octavo explain fit book.pdf
        """
    )

    @Argument(help: "A preference key (see `octavo list`).", completion: .preferenceKeys)
    var key: String

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Print a JSON object instead of the explanation.")
    var json = false

    func run() throws {
        try reportingFailures {
            let session = try options.openSession(.reading)
            let row = try session.requireRow(key)
            let requirements = row.requirements
            let canActivate = !row.isEffective && requirements.allSatisfy { $0.isMet || $0.canBeMetByPreferences }
            let command = canActivate
                ? ShellQuoting.line(["octavo", "set", key, row.entryText, "--activate"] + options.repeatedArguments)
                : nil
            let patterns = key == "hyphens" ? HyphenationNote(session: session) : nil
            if json {
                var object: [String: JSONValue] = [
                    "key": .string(key),
                    "title": .string(row.title),
                    "isEffective": .bool(row.isEffective),
                    "value": row.value ?? .null,
                    "effectiveValue": row.effectiveValue,
                    "command": command.map(JSONValue.string) ?? .null,
                    "requirements": .array(requirements.map { requirementJSON($0, in: session, command: command) }),
                ]
                if let patterns { object["hyphenationPatterns"] = patterns.json }
                JSONOutput.print(.object(object))
                return
            }
            var lines = ["\(key) (\(row.title)): \(row.isEffective ? "effective" : "not effective")"]
            lines.append("  Value: \(row.typedValue)\(row.isSet ? "" : " (unset; the default applies)")")
            if requirements.isEmpty { lines.append("  No requirements: it always takes effect.") }
            for requirement in requirements {
                lines.append("  [\(requirement.isMet ? "x" : " ")] \(requirement.description)")
                lines.append("      Depends on: \(dependsOn(requirement, in: session))")
                if !requirement.isMet, !requirement.canBeMetByPreferences {
                    lines.append("      Preferences cannot change this here.")
                }
            }
            if let patterns { lines.append("  \(patterns.text)") }
            if let command { lines.append("To make it effective: \(command)") }
            TextOutput.print(lines.joined(separator: "\n"))
        }
    }

    /// "publisherStyles [=true]", the key's own "[=unset]" for "needs a value of its own", or the
    /// publication's layout for requirements no preference decides.
    private func dependsOn(_ requirement: ActivationRequirement, in session: PreferencesSession) -> String {
        guard let dependency = requirement.key.flatMap(session.row(forKey:)) else {
            return "the publication (layout [=\(session.publication.metadata.layout.rawValue)])"
        }
        if dependency.key == key, !dependency.isSet { return "\(dependency.key) [=unset]" }
        let shown = dependency.kind == .color ? dependency.typedValue : dependency.effectiveValue.plainText
        return "\(dependency.key) [=\(shown)]"
    }

    private func requirementJSON(_ requirement: ActivationRequirement, in session: PreferencesSession, command: String?) -> JSONValue {
        guard case .object(var object) = requirement.json else { return requirement.json }
        object["dependsOn"] = .string(dependsOn(requirement, in: session))
        object["dependency"] = requirement.key.flatMap(session.row(forKey:)).map { row in
            .object(["key": .string(row.key), "value": row.value ?? .null, "effectiveValue": row.effectiveValue])
        } ?? .null
        object["command"] = !requirement.isMet && requirement.canBeMetByPreferences ? command.map(JSONValue.string) ?? .null : .null
        return .object(object)
    }
}

/// Which hyphenation patterns the text's language gets, or the Debian package that would bring
/// them: hyphenation needs a dictionary, which `explain hyphens` names.
private struct HyphenationNote {
    let language: Language?
    let file: String?

    init(session: PreferencesSession) {
        if case .string(let code)? = session.row(forKey: "language")?.effectiveValue, !code.isEmpty {
            language = Language(code)
        } else {
            language = nil
        }
        file = language.flatMap { HyphenationDictionaries.file(for: $0) }
    }

    var text: String {
        guard let language else { return "Patterns: the publication declares no language, so words are not hyphenated." }
        if let file { return "Patterns: \(language) from \(file)" }
        let missing = "Patterns: none for \(language) in \(HyphenationDictionaries.systemFolder), so words are not hyphenated"
        guard let package = HyphenationDictionaries.package(for: language) else { return missing + " (no Debian package has them)." }
        return missing + " (apt-get install \(package))."
    }

    var json: JSONValue {
        .object([
            "language": language.map { .string($0.description) } ?? .null,
            "file": file.map(JSONValue.string) ?? .null,
            "package": language.flatMap { HyphenationDictionaries.package(for: $0) }.map(JSONValue.string) ?? .null,
        ])
    }
}
