import OctavoGraphics

extension BackgroundWork {
    /// Has the process's exit wait until the work is done, for work that calls into a graphics
    /// library (see `ExitWait`).
    public func awaitedAtExit() -> Self {
        ExitWait.add(isOver: { self.isOver }, wait: { _ = try? self.value() })
        return self
    }
}
