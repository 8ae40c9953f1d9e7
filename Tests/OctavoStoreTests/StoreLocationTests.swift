import OctavoStore
import Testing

@Suite struct StoreLocationTests {
    @Test func optionWinsOverEverything() {
        let url = StoreLocation.resolve(storeOption: "/tmp/s", environment: ["OCTAVO_STORE": "/e", "XDG_CONFIG_HOME": "/x", "HOME": "/h"])
        #expect(url.path == "/tmp/s")
    }

    @Test func thenTheEnvironmentVariable() {
        #expect(StoreLocation.resolve(storeOption: nil, environment: ["OCTAVO_STORE": "/e", "XDG_CONFIG_HOME": "/x", "HOME": "/h"]).path == "/e")
    }

    @Test func thenAnAbsoluteXDGConfigHome() {
        #expect(StoreLocation.resolve(storeOption: nil, environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]).path == "/x/octavo")
        #expect(StoreLocation.resolve(storeOption: nil, environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).path == "/h/.config/octavo")
    }

    @Test func thenTheHomeFolder() {
        #expect(StoreLocation.resolve(storeOption: nil, environment: ["HOME": "/h"]).path == "/h/.config/octavo")
        #expect(StoreLocation.resolve(storeOption: "", environment: ["HOME": "/h"], homeDirectory: "/ignored").path == "/h/.config/octavo")
    }
}
