/// The processor a new thread starts on (it may go anywhere once it runs).
package enum ThreadPlacement: Sendable {
    /// Another processor than the caller's, for work that runs while the caller goes on: Linux
    /// would queue it behind the caller (see `ProcessorPlacement`).
    case besideCaller
    /// The caller's own processor, for work that takes over from a caller about to end or to
    /// wait: beside it, the work would take the processor of the thread the caller then wakes.
    case inPlaceOfCaller
}
