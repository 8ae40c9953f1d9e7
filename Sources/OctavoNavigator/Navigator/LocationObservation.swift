import OctavoPublication

/// Keeps a location observer registered; cancelling or releasing it stops the calls.
public final class LocationObservation {
    private var cancellation: (() -> Void)?

    init(cancel: @escaping () -> Void) { cancellation = cancel }

    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    deinit { cancel() }
}

/// The observers of one navigator.
final class LocationObservers {
    private var observers: [Int: (Locator) -> Void] = [:]
    private var nextID = 0

    func add(_ observer: @escaping (Locator) -> Void) -> LocationObservation {
        let id = nextID
        nextID += 1
        observers[id] = observer
        return LocationObservation { [weak self] in self?.observers[id] = nil }
    }

    private var lastReported: Locator?

    /// Remembers where the navigator starts, which is not a change.
    func start(at locator: Locator?) { lastReported = locator }

    /// Tells every observer about `locator`, unless it is where they were last told.
    func notifyIfChanged(_ locator: Locator?) {
        guard let locator, locator != lastReported else { return }
        lastReported = locator
        for id in observers.keys.sorted() { observers[id]?(locator) }
    }
}
