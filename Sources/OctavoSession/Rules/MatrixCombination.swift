/// The points of the matrix: every combination of the dimensions' values, as indices into each
/// dimension's `values`, numbered in mixed radix so a table of results is a plain array.
struct MatrixCombination {
    let counts: [Int]

    init(_ dimensions: [MatrixDimension]) {
        counts = dimensions.map(\.values.count)
    }

    var total: Int { counts.reduce(1, *) }

    func indices(of number: Int) -> [Int] {
        var rest = number
        return counts.map { count in
            defer { rest /= count }
            return rest % count
        }
    }

    func number(of indices: [Int]) -> Int {
        zip(indices, counts).reversed().reduce(0) { $0 * $1.1 + $1.0 }
    }

    var all: [[Int]] { (0..<total).map(indices(of:)) }
}
