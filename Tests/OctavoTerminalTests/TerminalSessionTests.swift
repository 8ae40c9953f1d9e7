import Foundation
import OctavoCanvas
import OctavoTerminal
import Testing

/// End to end in a real terminal, without an executable target: this test
/// binary is run again inside a private tmux server, where only
/// ``childSession()`` runs and drives a real `Terminal`. The parent types
/// keys or sends signals and checks the screen, the decoded events, the exit
/// status and that the terminal modes (`stty -a`) come back unchanged.
@Suite(.serialized) struct TerminalSessionTests {
    static let childVariable = "OCTAVO_TERMINAL_TEST_CHILD"
    static var childDirectory: String? { ProcessInfo.processInfo.environment[childVariable] }
    /// The tests run in the parent only; inside tmux, the child drives the terminal instead.
    static var isParent: Bool { childDirectory == nil }

    /// A missing tmux fails the test by name rather than skipping it.
    static func requireTmux() throws {
        try #require(Tmux.isAvailable, "tmux is missing (scripts/install-packages.sh test installs it)")
    }

    @Test(.enabled(if: isParent))
    func keysAreDecodedAndQuittingRestoresTheTerminal() throws {
        try Self.requireTmux()
        let session = try TmuxSession(scenario: "quit")
        defer { session.close() }
        try session.waitForFile("ready")
        #expect(session.pane().contains("Octavo 中文 ready"))
        #expect(session.flags() == "alternate=1 cursor=0")
        // Each key is sent once the last one was decoded, so that a slow machine cannot join two
        // into one read (Escape then q would be Alt-q).
        for (count, key) in ["Down", "é", "F5", "C-r", "BTab", "Escape"].enumerated() {
            session.send(key: key)
            try session.waitForEvents(count + 1)
        }
        session.send(key: "q")
        #expect(try session.waitForFile("status") == "0")
        #expect(session.read("events").split(separator: "\n") == [
            "down", "character(\"é\")", "function(5)", "control(\"r\")", "backTab", "escape",
        ])
        session.expectRestored()
    }

    @Test(.enabled(if: isParent), arguments: [("terminate", ["143"]), ("trap", ["132", "133"])])
    func theTerminalIsRestoredWhenTheProcessDies(scenario: String, statuses: [String]) throws {
        try Self.requireTmux()
        let session = try TmuxSession(scenario: scenario)
        defer { session.close() }
        try session.waitForFile("ready")
        if scenario == "terminate" {
            let pid = try #require(Int32(session.read("pid")))
            kill(pid, SIGTERM)
        } else {
            session.send(key: "x")
        }
        #expect(statuses.contains(try session.waitForFile("status")))
        session.expectRestored()
    }

    /// The program that runs inside tmux; skipped in ordinary runs.
    @Test(.enabled(if: childDirectory != nil))
    func childSession() throws {
        let directory = try #require(Self.childDirectory)
        func write(_ name: String, _ text: String) {
            _ = FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: Data(text.utf8))
        }
        let terminal = try Terminal.start()
        write("pid", "\(getpid())")
        let size = terminal.size
        var canvas = Canvas(width: size.width, height: size.height)
        _ = canvas.draw("Octavo 中文 ready", at: Point(x: 1, y: 1), style: .plain.bolded)
        terminal.draw(canvas)
        write("ready", "\(terminal.colorCapability)")
        var events: [String] = []
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            guard let event = terminal.nextEvent(timeout: .milliseconds(100)) else { continue }
            if event == .character("q") { break }
            if event == .character("x") { fatalError("trap requested by the test") }
            events.append("\(event)")
            write("events", events.joined(separator: "\n"))
        }
        terminal.stop()
    }
}

/// A private tmux server running one child session; its socket lives in
/// the session's temporary directory, so removing that leaves nothing.
private struct TmuxSession {
    let socket: String
    let directory: String

    init(scenario: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-terminal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        socket = "\(directory)/tmux.socket"
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let script = """
            stty -a > '\(directory)/before'
            env \(TerminalSessionTests.childVariable)='\(directory)' SWIFT_BACKTRACE=enable=no \
            '\(executable)' --testing-library swift-testing --filter 'TerminalSessionTests/childSession' 2>/dev/null
            echo $? > '\(directory)/status.tmp'
            stty -a > '\(directory)/after'
            mv '\(directory)/status.tmp' '\(directory)/status'
            exec sleep 60
            """
        try script.write(toFile: "\(directory)/run.sh", atomically: true, encoding: .utf8)
        Tmux.run(["-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "child", "-x", "60", "-y", "12", "sh '\(directory)/run.sh'"])
    }

    func send(key: String) {
        Tmux.run(["-S", socket, "send-keys", "-t", "child", key])
    }

    func pane() -> String {
        Tmux.run(["-S", socket, "capture-pane", "-p", "-t", "child"])
    }

    func flags() -> String {
        Tmux.run(["-S", socket, "display-message", "-p", "-t", "child", "alternate=#{alternate_on} cursor=#{cursor_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func read(_ name: String) -> String {
        ((try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    func waitForFile(_ name: String) throws -> String {
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: "\(directory)/\(name)") {
            guard ContinuousClock.now < deadline else {
                throw TmuxTimeout(file: name, screen: pane())
            }
            usleep(50_000)
        }
        return read(name)
    }

    /// Waits until the child has decoded `count` events.
    func waitForEvents(_ count: Int) throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while read("events").split(separator: "\n").count < count {
            guard ContinuousClock.now < deadline else { throw TmuxTimeout(file: "events", screen: pane()) }
            usleep(10_000)
        }
    }

    /// The first `stty -a` line holds the window size, which tmux may change.
    func expectRestored() {
        #expect(flags() == "alternate=0 cursor=1")
        let before = read("before").split(separator: "\n").dropFirst()
        let after = read("after").split(separator: "\n").dropFirst()
        #expect(!before.isEmpty)
        #expect(before == after)
    }

    /// `kill-server` alone leaves this tmux (3.3a) running; ending the
    /// session ends the server with it.
    func close() {
        Tmux.run(["-S", socket, "kill-session", "-t", "child"])
        Tmux.run(["-S", socket, "kill-server"])
        try? FileManager.default.removeItem(atPath: directory)
    }
}

private struct TmuxTimeout: Error, CustomStringConvertible {
    let file: String
    let screen: String
    var description: String { "the child never wrote \(file); its screen:\n\(screen)" }
}

/// Runs tmux with `posix_spawnp` and `waitpid`: Foundation's `Process`
/// waits for every inherited descriptor to close, and the tmux server that
/// `new-session` forks keeps them open for its whole life.
private enum Tmux {
    static var isAvailable: Bool { spawn(["-V"], output: "/dev/null") == 0 }

    /// Returns standard output; empty when tmux failed.
    @discardableResult
    static func run(_ arguments: [String]) -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        guard spawn(arguments, output: output) == 0 else { return "" }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    private static func spawn(_ arguments: [String], output: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return status
    }
}
