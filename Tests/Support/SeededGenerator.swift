import Foundation

/// A random generator that a failing run can repeat: SplitMix64 from a seed taken from
/// `OCTAVO_TEST_SEED`, or else a fixed one, so CI runs the same cases every time; the seed is
/// printed, and any other seed explores further (`OCTAVO_TEST_SEED=$RANDOM swift test`).
public struct SeededGenerator: RandomNumberGenerator {
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// A generator for `test`, its seed printed on standard output.
    public static func announced(_ test: String) -> SeededGenerator {
        let seed = ProcessInfo.processInfo.environment["OCTAVO_TEST_SEED"].flatMap { UInt64($0) } ?? 20_261_123
        print("\(test): seed \(seed) (replay with OCTAVO_TEST_SEED=\(seed))")
        return SeededGenerator(seed: seed)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
