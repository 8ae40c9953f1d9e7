import Foundation
import OctavoSettings

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Defaults from anything a URL can name, in a format only the app understands.
///
/// The source fetches the bytes and hands them to `mapper`, which knows the layout and turns it
/// into setting keys and values. `file:` URLs are read directly; other schemes go through
/// `URLSession` with the given headers, and any non-2xx HTTP answer fails the source.
public struct URLDefaultValueSource: DefaultValueSource {
    public typealias Mapper = @Sendable (Data) throws -> [String: SettingValue]

    public let url: URL
    public let headers: [String: String]
    private let mapper: Mapper

    public init(url: URL, headers: [String: String] = [:], mapper: @escaping Mapper) {
        self.url = url
        self.headers = headers
        self.mapper = mapper
    }

    public var name: String { url.isFileURL ? url.path : url.absoluteString }

    public func readDefaults() async throws -> [String: SettingValue] {
        try mapper(await fetch())
    }

    private func fetch() async throws -> Data {
        if url.isFileURL {
            return try Data(contentsOf: url)
        }
        var request = URLRequest(url: url)
        for (field, value) in headers {
            request.setValue(value, forHTTPHeaderField: field)
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw DefaultValueSourceError.httpStatus(http.statusCode, url: url)
        }
        return data
    }
}
