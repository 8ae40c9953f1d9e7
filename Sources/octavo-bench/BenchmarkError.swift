/// A benchmark that cannot measure what it is meant to, for instance because the screen no
/// longer has the row it presses keys on; failing beats reporting a figure for something else.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
