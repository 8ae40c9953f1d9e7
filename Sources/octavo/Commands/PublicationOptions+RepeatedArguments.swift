extension BookSelection {
    /// The arguments that open the same publication, profile and store again, for commands that
    /// `explain` and the QA report suggest: copied into a shell, they act on what was explained.
    var repeatedArguments: [String] {
        var arguments: [String] = []
        if let publication { arguments.append(publication) }
        if let profile { arguments += ["--profile", profile] }
        if let store { arguments += ["--store", store] }
        return arguments
    }
}

extension PublicationOptions {
    var repeatedArguments: [String] { selection.repeatedArguments }
}
