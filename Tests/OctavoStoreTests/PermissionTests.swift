import Foundation
import OctavoNavigator
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

/// A store folder the user may not write: the error must name the file and the reason. Root
/// ignores permissions, so as root the writer runs as `nobody` through `setpriv`.
@Suite struct PermissionTests {
    @Test func aFolderWithoutPermissionGivesAClearError() throws {
        let t = try TemporaryStore()
        try t.store.commit(EPUBPreferences(theme: .dark), from: .empty, publication: "urn:test:book", profile: "default")
        let before = t.read("profiles/default/epub.json")

        if getuid() == 0 {
            let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
            try #require(FileManager.default.isExecutableFile(atPath: setpriv.path), "setpriv is needed to drop root privileges")
            let process = Process()
            process.executableURL = setpriv
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", try CrashWriter.executable.path, t.root.path, "fontSize", "1"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1)
            #expect(message.contains(t.root.path) && message.contains("permission denied"), "\(message)")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: t.root.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: t.root.path) }
            #expect {
                try t.store.commit(EPUBPreferences(theme: .sepia), from: EPUBPreferences(theme: .dark), publication: "urn:test:book", profile: "default")
            } throws: { error in
                "\(error)".contains("permission denied")
            }
        }
        #expect(t.read("profiles/default/epub.json") == before)
    }
}
