/// The rules for profile names: they become folder names, so they must be safe ones.
public enum ProfileName {
    /// Letters, digits, spaces, `.`, `_` and `-`, 1 to 64 characters, not starting with a dot.
    public static func validate(_ name: String) throws(StoreError) {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " ._-".unicodeScalars.contains(scalar)
        }
        // The ends are read as scalars, as the folder's name is written: a dot or a space with a
        // combining mark is another character, but the same first byte.
        let scalars = name.unicodeScalars
        guard (1...64).contains(name.count), allowed, scalars.first != ".", scalars.first != " ", scalars.last != " " else {
            throw StoreError(
                .invalidArgument, path: nil,
                "\"\(name)\" is not a valid profile name: use 1 to 64 letters, digits, spaces, '.', '_' or '-', not starting with '.'"
            )
        }
    }
}
