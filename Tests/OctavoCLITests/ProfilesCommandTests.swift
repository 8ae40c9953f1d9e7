import Foundation
import Testing

@Suite struct ProfilesCommandTests {
    private func profiles(_ sandbox: CLISandbox) throws -> [String: Bool] {
        let entries = try sandbox.run("profiles", "list", "--json").array()
        return Dictionary(uniqueKeysWithValues: entries.map { ($0["name"] as! String, $0["active"] as! Bool) })
    }

    @Test func createCopyRenameSwitchDelete() throws {
        let sandbox = try CLISandbox()
        #expect(try profiles(sandbox) == ["default": true])
        #expect(try sandbox.run("profiles", "create", "night").status == 0)
        #expect(try sandbox.run("set", "theme", "dark", "--profile", "night").status == 0)
        #expect(try sandbox.run("profiles", "copy", "night", "late").status == 0)
        #expect(try sandbox.run("get", "theme", "--profile", "late").stdout == "Dark\n")
        #expect(try sandbox.run("get", "theme").stdout == "Light\n")
        #expect(try sandbox.run("profiles", "switch", "late").status == 0)
        #expect(try sandbox.run("get", "theme").stdout == "Dark\n", "the active profile is used")
        #expect(try sandbox.run("profiles", "rename", "late", "evening").status == 0)
        #expect(try profiles(sandbox) == ["default": false, "night": false, "evening": true])
        #expect(try sandbox.run("profiles").stdout == "  default\n* evening\n  night\n")
        #expect(try sandbox.run("profiles", "delete", "evening").status == 0)
        #expect(try profiles(sandbox) == ["default": true, "night": false])
    }

    @Test func refusedOperationsExitWith1() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("profiles", "create", "night")
        for command in [
            ["profiles", "create", "night"], ["profiles", "delete", "default"], ["profiles", "rename", "default", "x"],
            ["profiles", "rename", "missing", "x"], ["profiles", "switch", "missing"], ["profiles", "create", "../escape"],
            ["profiles", "copy", "missing", "x"],
        ] {
            let result = try sandbox.run(command)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.hasPrefix("octavo: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }

    @Test func anUnknownProfileIsAUsageError() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run("set", "theme", "dark", "--profile", "nigth")
        #expect(result.status == 2)
        #expect(result.stderr.contains("no profile \"nigth\""))
        #expect(sandbox.storeFile("profiles/nigth") == nil)
    }

    @Test func aStoreThatCannotBeWrittenExitsWith4() throws {
        let sandbox = try CLISandbox()
        let file = try sandbox.write("not a folder", to: "store-file")
        #expect(try sandbox.run("profiles", "create", "night", "--store", file).status == 4)
    }
}
