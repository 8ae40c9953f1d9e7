import Foundation
import OctavoSettings

/// A `URLDefaultValueSource` for JSON documents: the data is parsed before the mapper sees it,
/// so the mapper only deals with picking and renaming values.
public struct JSONDefaultValueSource: DefaultValueSource {
    public typealias Mapper = @Sendable (SettingValue) throws -> [String: SettingValue]

    private let source: URLDefaultValueSource

    /// - Parameter mapper: turns the parsed document into setting keys and values; the default
    ///   takes a top-level object whose keys already are setting keys.
    public init(
        url: URL,
        headers: [String: String] = [:],
        mapper: @escaping Mapper = JSONDefaultValueSource.objectAsDefaults
    ) {
        source = URLDefaultValueSource(url: url, headers: headers) { data in
            try mapper(SettingValue(json: data))
        }
    }

    public var name: String { source.name }

    public func readDefaults() async throws -> [String: SettingValue] {
        try await source.readDefaults()
    }

    /// Uses a top-level JSON object as it is, for documents already keyed by setting keys.
    @Sendable
    public static func objectAsDefaults(_ document: SettingValue) throws -> [String: SettingValue] {
        guard case .object(let object) = document else { throw DefaultValueSourceError.notAnObject }
        return object
    }
}
