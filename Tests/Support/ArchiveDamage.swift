/// Damage as a disk or a download does it to a file: the end cut off, bytes overwritten, or a
/// stretch cut out, chosen by a seeded generator so a failing case can be made again.
public enum ArchiveDamage {
    public static func apply(to bytes: inout [UInt8], using generator: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
        case 1:
            for _ in 0..<Int.random(in: 1...20, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
        default:
            let start = Int.random(in: 0..<bytes.count, using: &generator)
            bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...64, using: &generator)))
        }
    }
}
