import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoSession
import OctavoStore

// A writer for the store's crash-consistency and two-process tests: it commits one key over and
// over, says when each commit begins and prints each value once the commit has returned, so a
// test can kill it in the middle of a commit it chose, and knows which values must have survived.
//
// Usage: StoreCrashWriter STORE KEY COUNT   (KEY is fontSize or pageMargins)

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: StoreCrashWriter STORE KEY COUNT\n".utf8))
    exit(2)
}
let key = arguments[2]
do {
    let store = try PreferencesStore(root: URL(fileURLWithPath: arguments[1]))
    var current = try store.load(EPUBPreferences.self, publication: "urn:test:book", profile: "default").merged
    for step in 1...count {
        var edited = current
        let value = 1.0 + Double(step % 30) / 10
        if key == "fontSize" { edited.fontSize = value } else { edited.pageMargins = value }
        edited.language = Language("x-step-\(step)")
        FileHandle.standardOutput.write(Data("writing \(step)\n".utf8))
        current = try store.commit(edited, from: current, publication: "urn:test:book", profile: "default").merged
        FileHandle.standardOutput.write(Data("committed \(step) \(value)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
