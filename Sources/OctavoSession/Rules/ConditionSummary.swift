/// Turns a table of results over the matrix into the short conditions a QA engineer reads.
///
/// A dimension matters when flipping it changes the result somewhere; the others are left out.
/// The dimensions that matter are split into the finest groups whose conditions are independent
/// (the effective combinations are exactly the product of each group's own), so most keys read
/// as one condition per dimension, and only genuinely linked dimensions (PDF scroll and scroll
/// axis) are written as a disjunction.
enum ConditionSummary {
    static func conditions(dimensions: [MatrixDimension], table: [Bool]) -> [String] {
        if table.allSatisfy({ $0 }) { return ["always"] }
        if !table.contains(true) { return ["never"] }
        let grid = MatrixCombination(dimensions)
        let relevant = dimensions.indices.filter { matters($0, grid: grid, table: table) }
        let effective = Set(grid.all.filter { table[grid.number(of: $0)] }.map { point in relevant.map { point[$0] } })
        let groups = finestIndependentGroups(of: Array(relevant.indices), in: effective)
        return groups.map { group in
            let projection = Set(effective.map { point in group.map { point[$0] } })
            return condition(over: group.map { dimensions[relevant[$0]] }, holdingAt: projection)
        }
    }

    /// The names of the dimensions whose value changes the result somewhere.
    static func dimensionsThatMatter(dimensions: [MatrixDimension], table: [Bool]) -> [String] {
        let grid = MatrixCombination(dimensions)
        return dimensions.indices.filter { matters($0, grid: grid, table: table) }.map { dimensions[$0].name }
    }

    private static func matters(_ dimension: Int, grid: MatrixCombination, table: [Bool]) -> Bool {
        grid.all.contains { point in
            (0..<grid.counts[dimension]).contains { value in
                var flipped = point
                flipped[dimension] = value
                return table[grid.number(of: flipped)] != table[grid.number(of: point)]
            }
        }
    }

    /// The partition with the most blocks for which `points` is the product of its projections.
    private static func finestIndependentGroups(of positions: [Int], in points: Set<[Int]>) -> [[Int]] {
        let candidates = partitions(of: positions).sorted { $0.count > $1.count }
        return candidates.first { isProduct(points, of: $0) } ?? [positions]
    }

    private static func isProduct(_ points: Set<[Int]>, of groups: [[Int]]) -> Bool {
        let projections = groups.map { group in Set(points.map { point in group.map { point[$0] } }) }
        let productSize = projections.reduce(1) { $0 * $1.count }
        return productSize == points.count
    }

    private static func partitions(of items: [Int]) -> [[[Int]]] {
        guard let first = items.first else { return [[]] }
        return partitions(of: Array(items.dropFirst())).flatMap { rest -> [[[Int]]] in
            var results = [[[first]] + rest]
            for index in rest.indices {
                var merged = rest
                merged[index].insert(first, at: 0)
                results.append(merged)
            }
            return results
        }.map { $0.sorted { $0[0] < $1[0] } }
    }

    /// One group's condition: a single literal for one dimension, else a disjunction of the
    /// fewest largest blocks (each a conjunction of literals) that cover the points.
    private static func condition(over dimensions: [MatrixDimension], holdingAt points: Set<[Int]>) -> String {
        let cubes = maximalCubes(over: dimensions, inside: points)
        var uncovered = points
        var chosen: [[Set<Int>]] = []
        while !uncovered.isEmpty {
            let best = cubes.max { a, b in
                let (na, nb) = (covered(by: a, in: uncovered), covered(by: b, in: uncovered))
                return na != nb ? na < nb : literalCount(a, dimensions) > literalCount(b, dimensions)
            }!
            chosen.append(best)
            uncovered.subtract(uncovered.filter { contains(best, $0) })
        }
        let terms = chosen.map { cube in
            zip(dimensions, cube).filter { $1.count < $0.values.count }.map { literal($0, $1) }
        }
        if terms.count == 1 { return terms[0].joined(separator: " and ") }
        return terms.map { $0.count > 1 ? "(" + $0.joined(separator: " and ") + ")" : $0[0] }.joined(separator: " or ")
    }

    private static func maximalCubes(over dimensions: [MatrixDimension], inside points: Set<[Int]>) -> [[Set<Int>]] {
        let subsetsPerDimension = dimensions.map { dimension in
            (1..<(1 << dimension.values.count)).map { mask in
                Set(dimension.values.indices.filter { mask & (1 << $0) != 0 })
            }
        }
        var cubes: [[Set<Int>]] = [[]]
        for subsets in subsetsPerDimension {
            cubes = cubes.flatMap { cube in subsets.map { cube + [$0] } }
        }
        let inside = cubes.filter { cube in Self.points(of: cube).allSatisfy(points.contains) }
        return inside.filter { cube in
            !inside.contains { other in other != cube && zip(cube, other).allSatisfy { $0.isSubset(of: $1) } }
        }
    }

    private static func points(of cube: [Set<Int>]) -> [[Int]] {
        cube.reduce([[]]) { partial, values in partial.flatMap { prefix in values.sorted().map { prefix + [$0] } } }
    }

    private static func contains(_ cube: [Set<Int>], _ point: [Int]) -> Bool {
        zip(cube, point).allSatisfy { $0.contains($1) }
    }

    private static func covered(by cube: [Set<Int>], in points: Set<[Int]>) -> Int {
        points.filter { contains(cube, $0) }.count
    }

    private static func literalCount(_ cube: [Set<Int>], _ dimensions: [MatrixDimension]) -> Int {
        zip(dimensions, cube).filter { $1.count < $0.values.count }.count
    }

    /// `name=value`, `name!=value` when all values but one qualify, or `name in {a, b}`.
    private static func literal(_ dimension: MatrixDimension, _ values: Set<Int>) -> String {
        let names = values.sorted().map { dimension.values[$0] }
        if names.count == 1 { return "\(dimension.name)=\(names[0])" }
        let excluded = dimension.values.indices.filter { !values.contains($0) }
        if excluded.count == 1 { return "\(dimension.name)!=\(dimension.values[excluded[0]])" }
        return "\(dimension.name) in {\(names.joined(separator: ", "))}"
    }
}
