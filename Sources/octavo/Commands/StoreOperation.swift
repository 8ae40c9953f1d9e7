import OctavoStore

/// Runs a store operation, turning its error into the command's failure.
func storeOperation<Result>(_ body: () throws(StoreError) -> Result) throws -> Result {
    do {
        return try body()
    } catch {
        throw CommandFailure(error)
    }
}

extension CommandFailure {
    /// A store operation that failed: nothing could be written (4), or the store refused a name
    /// or found a conflict (1).
    init(_ error: StoreError) {
        self.init(error.description, exit: error.kind == .io ? OctavoExit.cannotWrite : OctavoExit.notAllowed)
    }
}
