import Synchronization

/// One lock for every call into poppler, cairo, gdk-pixbuf and chafa. Their documentation
/// does not promise that two threads may use them at once (poppler's global state, gdk-pixbuf's
/// loader modules and chafa's terminal database are set up on first use), so Octavo never does:
/// the screen draws on one thread anyway, and tests or tools that draw from several take turns.
enum GraphicsLock {
    private static let lock = Mutex(())

    static func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = lock.withLock { _ in
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}
