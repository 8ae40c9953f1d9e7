import CLibz
import CPseudoTerminal
import Foundation
import Glibc
import OctavoGraphics

/// A terminal that shows pixels, as a pseudo-terminal this test plays: the screen runs on its
/// device, the test reads what it draws and answers its questions as kitty or a sixel terminal
/// would (or as a terminal that knows neither: nothing), with cells of 10×20 pixels. With
/// `throughTmux`, the screen runs inside tmux (passthrough allowed), which runs on the device.
final class PixelTerminal {
    enum Kind { case kitty, sixel, silent }

    let kind: Kind
    private let descriptor: Int32
    private let process = Process()
    /// The tmux server's socket name, when the screen runs inside tmux.
    private let tmuxSocket: String?
    /// Everything the screen wrote so far.
    private(set) var output: [UInt8] = []
    private var answered: Set<String> = []

    init(_ kind: Kind, sandbox: CLISandbox, arguments: [String], width: Int = 120, height: Int = 40, throughTmux: Bool = false) throws {
        self.kind = kind
        tmuxSocket = throughTmux ? "octavo-test-\(getpid())-\(UUID().uuidString.prefix(8))" : nil
        descriptor = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        var name = [CChar](repeating: 0, count: 128)
        guard descriptor >= 0, grantpt(descriptor) == 0, unlockpt(descriptor) == 0, ptsname_r(descriptor, &name, name.count) == 0 else {
            throw Failure("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
        let device = FileHandle(forUpdatingAtPath: String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        let octavo = try CLISandbox.executable
        let screenArguments = arguments + ["--store", sandbox.store.path]
        if let tmuxSocket {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
                throw Failure("/usr/bin/tmux is missing: install the Debian package tmux (scripts/install-packages.sh test)")
            }
            let configuration = sandbox.root.appendingPathComponent("tmux.conf")
            try Data("set -g allow-passthrough on\nset -g status off\n".utf8).write(to: configuration)
            // The screen starts once the pane has its client, which the pane's "ready" drawn
            // on the device shows, and the test's Enter then starts it: tmux drops what goes
            // through its passthrough while no client is attached.
            let command = "echo ready-for-octavo; read start; exec " + ([octavo.path] + screenArguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
            process.arguments = ["-L", tmuxSocket, "-f", configuration.path, "new-session", "-x", "\(width)", "-y", "\(height)", command]
        } else {
            process.executableURL = octavo
            process.arguments = screenArguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["COLORTERM"] = "truecolor"
        environment["XDG_CONFIG_HOME"] = sandbox.root.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = sandbox.cache.path
        environment["OCTAVO_SYSTEM_DEFAULTS"] = sandbox.root.appendingPathComponent("etc-defaults.json").path
        for name in ["TMUX", "OCTAVO_STORE", "NO_COLOR"] { environment.removeValue(forKey: name) }
        process.environment = environment
        process.standardInput = device
        process.standardOutput = device
        process.standardError = device
        try process.run()
        // The child has the device; kept open here too, the screen's end would never be seen.
        try device?.close()
        if tmuxSocket != nil {
            try read(for: 10) { PixelTerminal.find(Array("ready-for-octavo".utf8), in: $0) != nil }
            type("\r")
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(descriptor)
        if let tmuxSocket {
            let server = Process()
            server.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
            server.arguments = ["-L", tmuxSocket, "kill-server"]
            server.standardError = FileHandle.nullDevice
            try? server.run()
            server.waitUntilExit()
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads and answers for `seconds`, whatever comes.
    func keepReading(for seconds: Double) throws {
        try read(for: seconds, failingAtTheEnd: false) { _ in false }
    }

    /// Reads and answers until `done` holds for the output, for `seconds` at most.
    func read(for seconds: Double, failingAtTheEnd: Bool = true, until done: ([UInt8]) -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !done(output) {
            guard Date() < deadline else {
                if failingAtTheEnd { throw Failure("timed out; the screen wrote \(output.count) bytes") }
                return
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure("the screen ended; it wrote \(String(decoding: output.suffix(400), as: UTF8.self))") }
            output += buffer[..<count]
            answerQuestions()
        }
    }

    private func answerQuestions() {
        func answer(_ question: String, with reply: String?) {
            guard !answered.contains(question), Self.find(Array(question.utf8), in: output) != nil else { return }
            answered.insert(question)
            if let reply { type(reply) }
        }
        answer("\u{1B}_Gi=31", with: kind == .kitty ? "\u{1B}_Gi=31;OK\u{1B}\\" : nil)
        answer("\u{1B}[16t", with: kind == .silent ? nil : "\u{1B}[6;20;10t")
        answer("\u{1B}[c", with: kind == .silent ? nil : kind == .sixel ? "\u{1B}[?62;4;22c" : "\u{1B}[?62;22c")
    }

    /// How many times `marker` occurs in the output.
    func count(_ marker: String) -> Int {
        let bytes = Array(marker.utf8)
        var count = 0, start = 0
        while let found = Self.find(bytes, in: output, from: start) {
            count += 1
            start = found + bytes.count
        }
        return count
    }

    static func find(_ marker: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard marker.count <= bytes.count, start <= bytes.count - marker.count else { return nil }
        for index in start...(bytes.count - marker.count) where bytes[index] == marker[0] {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
        }
        return nil
    }

    /// Whether the output holds `count` complete kitty transmissions (each ends with `m=0`).
    func hasKittyPictures(_ count: Int) -> Bool {
        self.count("m=0;") >= count && kittyPictures().count >= count
    }

    /// The kitty pictures sent so far, decoded: their pixels, as the terminal would show them.
    func kittyPictures() -> [PixelImage] {
        var pictures: [PixelImage] = []
        var start = 0
        while let begin = Self.find(Array("\u{1B}_Ga=T".utf8), in: output, from: start) {
            var position = begin, payload: [UInt8] = [], control = "", complete = false
            while let end = Self.find([0x1B, 0x5C], in: output, from: position) {
                let sequence = output[(position + 3)..<end]
                guard let semicolon = sequence.firstIndex(of: 0x3B) else { break }
                let keys = String(decoding: output[(position + 3)..<semicolon], as: UTF8.self)
                if control.isEmpty { control = keys }
                payload += output[(semicolon + 1)..<end]
                position = end + 2
                if keys.contains("m=0") { complete = true; break }
                // The next chunk; through tmux, its drawing may come between two.
                guard let next = Self.find(Array("\u{1B}_G".utf8), in: output, from: position) else { break }
                position = next
            }
            // A transmission still arriving ends the list.
            guard complete else { break }
            start = position
            if let image = Self.decode(control: control, payload: payload) { pictures.append(image) }
        }
        return pictures
    }

    private static func decode(control: String, payload: [UInt8]) -> PixelImage? {
        var fields: [String: Int] = [:]
        for pair in control.split(separator: ",") {
            let parts = pair.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let width = fields["s"], let height = fields["v"], let data = Data(base64Encoded: Data(payload)) else { return nil }
        var size = uLongf(width * height * 4)
        var rgba = [UInt8](repeating: 0, count: Int(size))
        let status = rgba.withUnsafeMutableBufferPointer { out in
            [UInt8](data).withUnsafeBufferPointer { input in uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count)) }
        }
        guard status == Z_OK, Int(size) == width * height * 4 else { return nil }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// The first sixel sent, whole (`ESC P` to `ESC \`), or nil before it has all come.
    func firstSixel() -> [UInt8]? {
        guard let start = Self.find([0x1B, 0x50], in: output), let end = Self.find([0x1B, 0x5C], in: output, from: start) else { return nil }
        return Array(output[start..<(end + 2)])
    }

    /// Quits the screen and waits for it.
    func quit() throws {
        type("q")
        let deadline = Date().addingTimeInterval(10)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while process.isRunning, Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 50) > 0 { _ = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) } }
        }
        if process.isRunning { throw Failure("the screen did not quit") }
    }
}
