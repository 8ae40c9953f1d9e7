@testable import OctavoFiles
import Testing

/// Octavo splits paths itself (it links FoundationEssentials only), as `NSString`'s
/// `deletingLastPathComponent` and `lastPathComponent` did, which the file code was written
/// against: trailing slashes name the same folder, and the root is its own name.
@Suite struct PathPartsTests {
    @Test(arguments: [
        ("/a/b/c.json", "/a/b", "c.json"), ("/a/b/", "/a", "b"), ("/a/b//", "/a", "b"), ("/a", "/", "a"),
        ("/", "/", "/"), ("a", "", "a"), ("a/b", "a", "b"), ("//a", "/", "a"), ("/a//b", "/a", "b"), ("../y/z", "../y", "z"),
    ])
    func aPathIsItsFolderAndItsLastName(_ path: String, folder: String, name: String) {
        let parts = PathParts(path)
        #expect(parts.folder == folder && parts.name == name, "\(path) → \(parts.folder) + \(parts.name)")
    }
}
