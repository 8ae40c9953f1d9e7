import ArgumentParser
import OctavoNavigator

extension CompletionKind {
    /// Every EPUB and PDF preference key, for shell completion of KEY arguments.
    static var preferenceKeys: CompletionKind {
        .list(Array(Set(EPUBPreferences.keys).union(PDFPreferences.keys)).sorted())
    }
}
