import OctavoPublication
import Foundation
import OctavoSample
import OctavoCanvas
import OctavoNavigator
import OctavoStore
import OctavoTestSupport
import OctavoScreen
import OctavoSession
import Testing

/// A session on a book with a store in a temporary folder.
final class TestScreen {
    let storeRoot: URL
    let session: PreferencesSession
    let controller: ScreenController
    let backend: MemoryBackend
    var loop: ScreenLoop

    init(_ publication: Publication, width: Int = 80, height: Int = 24) throws {
        storeRoot = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-ui-\(UUID().uuidString)")
        let store = try PreferencesStore(root: storeRoot)
        session = try PreferencesSession(publication: publication, store: store, profile: "default")
        controller = ScreenController(session: session, size: (width, height))
        backend = MemoryBackend(width: width, height: height)
        loop = ScreenLoop(controller: controller, view: ScreenView(palette: .dark))
        // The memory backend hands its events over at once: no time passes between them, so
        // the pause after typing that page counting waits for is none.
        loop.typingPause = .zero
    }

    deinit { try? FileManager.default.removeItem(at: storeRoot) }

    /// Types the keys into the backend and runs the screen loop until they are used up, as the
    /// terminal's loop does with a keyboard.
    func press(_ script: String) throws {
        backend.send(try KeyScript.parse(script))
        loop.run(on: backend)
    }

    /// One input event (a click, the wheel), through the loop.
    func send(_ event: KeyEvent) {
        backend.send([event])
        loop.run(on: backend)
    }

    /// The screen as the loop draws it once idle: the preview's pages counted, as a user sees
    /// it a moment after the first frame.
    var screen: Canvas {
        loop.run(on: backend)
        while !controller.isPaginationComplete {
            backend.sendIdleWaits(1)
            loop.run(on: backend)
        }
        return backend.screen!
    }

    func storedText(_ relative: String) -> String? {
        FileManager.default.contents(atPath: storeRoot.appendingPathComponent(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    var profileFileJSON: [String: Any] {
        guard let data = FileManager.default.contents(atPath: storeRoot.appendingPathComponent("profiles/default/\(session.publication.format == .epub ? "epub" : "pdf").json").path) else { return [:] }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }
}

/// Golden files of whole screens, in `Tests/OctavoUITests/Golden`.
enum ScreenGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenFile.check(canvas, in: folder, named: name, sourceLocation: sourceLocation)
    }
}

enum UIBooks {
    static let sample: Publication = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-ui-sample")
        return try! Publication.open(at: SampleBook.url(in: folder))
    }()
}
