import OctavoPreferences

extension JSONValue {
    /// The object with one more key, so a figure can carry the context it was measured in next
    /// to its timings.
    func adding(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var object) = self else { return self }
        object[key] = value
        return .object(object)
    }
}
