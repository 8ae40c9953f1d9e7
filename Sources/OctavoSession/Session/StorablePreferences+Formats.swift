import OctavoNavigator
import OctavoStore

// The store is generic over preferences; this is where it learns the file name of each format.

extension EPUBPreferences: StorablePreferences {
    public static var profileFileName: String { "epub.json" }
}

extension PDFPreferences: StorablePreferences {
    public static var profileFileName: String { "pdf.json" }
}
