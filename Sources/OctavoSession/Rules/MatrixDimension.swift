/// One axis of the activation matrix: a property of the publication or a preference that the
/// matrix varies, with the values it takes, named as they appear in conditions.
public struct MatrixDimension: Sendable, Hashable {
    public let name: String
    public let values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
