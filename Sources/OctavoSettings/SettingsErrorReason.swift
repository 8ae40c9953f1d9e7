import FoundationEssentials
import OctavoFiles
import OctavoPreferences

/// Why the settings file or a source of defaults could not be read, in words a person reads:
/// the cause, not the type of the error that carried it ("invalid JSON", not
/// "DecodingError.dataCorrupted").
enum SettingsErrorReason {
    static func of(_ error: any Error) -> String {
        switch error {
        case let error as DefaultValueSourceError: error.description
        case DecodingError.dataCorrupted(let context) where context.debugDescription == JSONValue.nullRejection: JSONValue.nullRejection
        case is DecodingError: "invalid JSON"
        default: systemErrorReason(error)
        }
    }
}
