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

    func notify(_ locator: Locator) {
        for id in observers.keys.sorted() { observers[id]?(locator) }
    }
}
