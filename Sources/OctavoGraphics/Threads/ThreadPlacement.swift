/// The processor a new thread starts on (it may go anywhere once it runs).
package enum ThreadPlacement: Sendable {
    /// Another processor than the caller's, for work that runs while the caller goes on: Linux
    /// would queue it behind the caller (see `ProcessorPlacement`).
    case besideCaller
    /// The caller's own processor, for work that takes over from a caller about to end: beside
    /// it, the work would take the processor of the thread the caller wakes as it ends. Linux
    /// mostly runs the new thread at once there, and the caller once the other processor is
    /// free or the thread's turn is over.
    case inPlaceOfCaller
}
