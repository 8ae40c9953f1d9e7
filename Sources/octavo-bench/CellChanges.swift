import OctavoPreferences

/// How many cells a backend has to write after a key press, against the whole screen: the
/// issue asks that only changed cells reach the terminal.
struct CellChanges {
    let row: String
    let total: Int
    private var counts: [Int] = []

    init(row: String, total: Int) {
        self.row = row
        self.total = total
    }

    mutating func record(_ count: Int) { counts.append(count) }

    var json: JSONValue {
        let sorted = counts.sorted()
        return .object([
            "median": .integer(sorted[sorted.count / 2]),
            "max": .integer(sorted.last ?? 0),
            "totalCells": .integer(total),
            "presses": .integer(sorted.count),
        ])
    }
}
