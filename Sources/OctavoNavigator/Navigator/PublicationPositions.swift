/// Positions and total progression over a whole publication, counted from resource sizes as
/// reading apps do (one position per 1024 bytes of a resource, at least one), so they are known
/// without laying out or even reading the other resources.
struct PublicationPositions: Sendable {
    let sizes: [Int]
    let positionCounts: [Int]
    private let sizesBefore: [Int]
    private let positionsBefore: [Int]
    let totalSize: Int

    init(sizes: [Int], bytesPerPosition: Int = 1024) {
        self.sizes = sizes
        positionCounts = sizes.map { max(1, ($0 + bytesPerPosition - 1) / bytesPerPosition) }
        sizesBefore = sizes.reduce(into: [0]) { $0.append($0.last! + $1) }
        positionsBefore = positionCounts.reduce(into: [0]) { $0.append($0.last! + $1) }
        totalSize = max(1, sizesBefore.last ?? 1)
    }

    var totalPositions: Int { positionsBefore.last ?? 0 }

    /// The 1-based position of a progression inside a resource.
    func position(resource: Int, progression: Double) -> Int {
        let inside = min(positionCounts[resource] - 1, Int(progression * Double(positionCounts[resource])))
        return positionsBefore[resource] + max(0, inside) + 1
    }

    func totalProgression(resource: Int, progression: Double) -> Double {
        min(1, (Double(sizesBefore[resource]) + progression * Double(sizes[resource])) / Double(totalSize))
    }

    /// The resource and progression of a 1-based position.
    func location(ofPosition position: Int) -> (resource: Int, progression: Double)? {
        guard position >= 1, position <= totalPositions else { return nil }
        let resource = (positionsBefore.lastIndex { $0 < position } ?? 0)
        let inside = position - positionsBefore[resource] - 1
        return (resource, Double(inside) / Double(positionCounts[resource]))
    }

    /// The resource and progression at a total progression.
    func location(ofTotalProgression total: Double) -> (resource: Int, progression: Double) {
        let target = min(max(total, 0), 1) * Double(totalSize)
        let resource = min(sizes.count - 1, max(0, (sizesBefore.lastIndex { Double($0) <= target } ?? 0)))
        let progression = (target - Double(sizesBefore[resource])) / Double(max(1, sizes[resource]))
        return (resource, min(max(progression, 0), 1))
    }
}
