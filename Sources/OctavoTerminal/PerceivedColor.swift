#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoCanvas

/// A colour in CIELAB (D65), where distances follow what eyes see, so a palette colour is
/// chosen by how it looks rather than by its RGB numbers.
struct PerceivedColor: Sendable {
    let lightness: Double
    let a: Double
    let b: Double

    init(_ color: RGBColor) {
        let linear = Self.linearChannels
        let (r, g, b) = (linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        lightness = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        self.b = 200 * (f(y) - f(z))
    }

    /// sRGB's 256 channel values made linear, worked out once, as a frame of a PDF page converts
    /// a thousand colours or so, three `pow` each.
    private static let linearChannels: [Double] = (0...255).map { channel in
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// How coloured it looks (0 for greys).
    var chroma: Double { (a * a + b * b).squareRoot() }

    /// CIE76 ΔE: about 2.3 is the smallest difference people notice.
    func difference(from other: PerceivedColor) -> Double {
        squaredDifference(from: other).squareRoot()
    }

    func squaredDifference(from other: PerceivedColor) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// Below this chroma a colour reads as grey.
    static let tintThreshold = 4.0
    /// How much further a candidate that keeps the tint may be than the nearest one: a light
    /// sepia becomes a pale warm yellow among 256 colours rather than a grey, but not a loud
    /// yellow among 16, where white is far nearer.
    static let tintAllowance = 12.0

    /// Colours to choose among, each with its index and its CIELAB values worked out once, in
    /// order of lightness: a frame full of a page's colours asks for hundreds of them, and a
    /// search can then leave out the candidates whose lightness alone puts them too far.
    ///
    /// Entries are a struct rather than a tuple, and put in order by insertion rather than by
    /// the standard library's sort: the runtime builds the metadata of a labelled tuple, and of
    /// the sort's array of runs, when first asked, looking a conformance up among every one in
    /// the program, which outweighed the arithmetic of the 256 colours' table on the first frame.
    struct Candidates: Sendable {
        fileprivate struct Entry: Sendable {
            let index: Int
            let perceived: PerceivedColor
            let chroma: Double
        }

        fileprivate let entries: [Entry]

        /// The palette colours at `indices`, each as `color` gives it.
        init(_ indices: Range<Int>, color: (Int) -> RGBColor) {
            var entries: [Entry] = []
            entries.reserveCapacity(indices.count)
            for index in indices {
                let perceived = PerceivedColor(color(index))
                let entry = Entry(index: index, perceived: perceived, chroma: perceived.chroma)
                // Indices come in increasing order, so an entry goes after those as light.
                var position = entries.count
                while position > 0, entries[position - 1].perceived.lightness > perceived.lightness { position -= 1 }
                entries.insert(entry, at: position)
            }
            self.entries = entries
        }

        /// The position of the first entry at least as light as `lightness`.
        fileprivate func position(ofLightness lightness: Double) -> Int {
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].perceived.lightness < lightness { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The index of the candidate nearest to `color` as eyes see it. A tinted colour keeps a
    /// tint, and a grey stays grey, when a candidate that does is about as near; of equally
    /// near candidates the lowest index wins.
    ///
    /// Candidates are compared by squared difference, and only the two winners' roots taken.
    /// The search goes outwards from the colour's lightness and stops on each side once the
    /// difference in lightness alone exceeds both winners: no candidate further out can beat
    /// them. A frame of a PDF page's half blocks asks for some hundreds of colours.
    static func nearest(to color: RGBColor, among candidates: Candidates) -> Int {
        let target = PerceivedColor(color)
        let isTinted = target.chroma >= tintThreshold
        var best = (index: Int.max, squared: Double.infinity)
        var kept = (index: Int.max, squared: Double.infinity)
        let entries = candidates.entries
        func consider(_ entry: Candidates.Entry) {
            let squared = entry.perceived.squaredDifference(from: target)
            if squared < best.squared || (squared == best.squared && entry.index < best.index) { best = (entry.index, squared) }
            let sameKind = isTinted ? entry.chroma >= tintThreshold / 2 : entry.chroma < tintThreshold
            if sameKind, squared < kept.squared || (squared == kept.squared && entry.index < kept.index) { kept = (entry.index, squared) }
        }
        func isOutOfReach(_ entry: Candidates.Entry) -> Bool {
            let lightness = entry.perceived.lightness - target.lightness
            return lightness * lightness > max(best.squared, kept.squared)
        }
        let start = candidates.position(ofLightness: target.lightness)
        var darker = start - 1, lighter = start
        while darker >= 0 || lighter < entries.count {
            if lighter < entries.count {
                if isOutOfReach(entries[lighter]) { lighter = entries.count } else { consider(entries[lighter]); lighter += 1 }
            }
            if darker >= 0 {
                if isOutOfReach(entries[darker]) { darker = -1 } else { consider(entries[darker]); darker -= 1 }
            }
        }
        if kept.index != Int.max, kept.squared.squareRoot() <= best.squared.squareRoot() + tintAllowance { return kept.index }
        return best.index == Int.max ? 0 : best.index
    }
}
