import OctavoNavigator
import OctavoStore
import OctavoSession

extension PreferencesSession {
    /// The row of `key`, or the failure every command reports for a key the publication's
    /// editor does not have (exit 1), listing the keys it does have.
    func requireRow(_ key: String) throws -> PreferenceRow {
        if let row = row(forKey: key) { return row }
        let keys = allRows.map(\.key)
        let suggestion = keys.first { $0.lowercased() == key.lowercased() }.map { " (did you mean \($0)?)" } ?? ""
        throw CommandFailure(
            "\(publication.url.path): \(publication.format.rawValue.uppercased()) publications have no preference \"\(key)\"\(suggestion); keys: \(keys.joined(separator: ", "))",
            exit: OctavoExit.notAllowed
        )
    }

    /// The keys stored with the publication rather than in the profile (the filters of
    /// REFERENCE §2 and §4).
    var publicationKeys: Set<String> {
        switch publication.format {
        case .epub: EPUBPreferences.publicationKeys
        case .pdf: PDFPreferences.publicationKeys
        }
    }

    /// Every preference key of this format, for messages.
    var preferenceKeys: [String] {
        switch publication.format {
        case .epub: EPUBPreferences.keys
        case .pdf: PDFPreferences.keys
        }
    }

    /// Saves, turning a store error into the failure of the command; `placements` moves keys to
    /// the profile or to the publication's file.
    func save(placements: [String: PreferenceSource] = [:]) throws {
        try storeOperation { () throws(StoreError) in try commit(placements: placements) }
    }
}
