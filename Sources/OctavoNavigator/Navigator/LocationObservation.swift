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

/// The observers of one navigator. Where the navigator is, is worked out only while someone
/// observes: a locator reads the text around the page, and every edit on the settings screen,
/// which observes nothing, would pay for it.
final class LocationObservers {
    private var observers: [Int: (Locator) -> Void] = [:]
    private var nextID = 0
    private var lastReported: Locator?

    /// `current` is where the navigator is: the first observer is told of changes from there.
    func add(_ observer: @escaping (Locator) -> Void, current: () -> Locator?) -> LocationObservation {
        if observers.isEmpty { lastReported = current() }
        let id = nextID
        nextID += 1
        observers[id] = observer
        return LocationObservation { [weak self] in self?.observers[id] = nil }
    }

    /// Tells every observer about `locator`, unless it is where they were last told.
    func notifyIfChanged(_ locator: @autoclosure () -> Locator?) {
        guard !observers.isEmpty, let locator = locator(), locator != lastReported else { return }
        lastReported = locator
        for id in observers.keys.sorted() { observers[id]?(locator) }
    }
}
