/// Where a setting's current value lives once the app changes it, which also decides whether it can change at all.
public enum Persistence: Sendable, Hashable {
    /// Read-only: the current value is always the default, so a write is a programming error.
    case none
    /// Writable for the life of the process only, for state that should not outlive a run.
    case transient
    /// Writable and saved to the container's settings file so it survives restarts.
    case file
}
