import OctavoPreferences

/// The bytes that reached the terminal for each frame of one kind: the issue asks that a key
/// press send only the changed cells, which shows as a count far below a full repaint's.
struct ByteCounts {
    private var counts: [Int] = []

    mutating func record(_ burst: OutputBurst) { counts.append(burst.bytes.count) }

    /// The median frame; meaningful only after a `record`.
    var median: Int { counts.sorted()[counts.count / 2] }

    var json: JSONValue {
        .object([
            "median": .integer(median),
            "max": .integer(counts.max() ?? 0),
            "frames": .integer(counts.count),
            "unit": .string("bytes"),
        ])
    }
}
