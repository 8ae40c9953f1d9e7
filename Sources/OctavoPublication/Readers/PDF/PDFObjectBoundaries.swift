/// The known starts of objects and sections, sorted, so that an object is parsed only up to where
/// the next one begins. That bound is what keeps lookups linear on hostile files: without it, an
/// object with an unterminated string would be read to the end of the file, once per object.
struct PDFObjectBoundaries {
    private let sorted: [Int]

    init<S: Sequence>(_ offsets: S) where S.Element == Int {
        sorted = Array(Set(offsets)).sorted()
    }

    /// The first boundary after `offset`, or `limit` when there is none.
    func end(after offset: Int, limit: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count ? min(sorted[low], limit) : limit
    }
}
