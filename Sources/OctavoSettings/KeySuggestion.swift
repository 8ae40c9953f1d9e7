/// Finds the registered key a mistyped key was most likely meant to be.
enum KeySuggestion {
    /// The closest key within a small edit distance (a third of the key's length, at least 2,
    /// at most 4), so suggestions stay plausible rather than merely the least bad.
    static func closest(to key: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(key.lowercased())
        let limit = min(4, max(2, typed.count / 3))
        var best: (key: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            let isBetter =
                best.map { distance < $0.distance || (distance == $0.distance && candidate < $0.key) } ?? true
            if distance <= limit, isBetter {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    /// Levenshtein distance, counting insertions, deletions and substitutions.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
