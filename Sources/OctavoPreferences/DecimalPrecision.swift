#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension BinaryFloatingPoint {
    /// The fewest decimal places that write this value, up to `limit`, ignoring binary noise such
    /// as the stray last digit of 1.0 plus six steps of 0.1.
    public func decimalPlaces(limit: Int = 10) -> Int {
        let value = Double(self)
        guard value.isFinite else { return 0 }
        for places in 0..<limit {
            let scale = pow(10.0, Double(places))
            let rounded = (value * scale).rounded() / scale
            if abs(rounded - value) <= Swift.max(abs(value), 1) * 1e-9 { return places }
        }
        return limit
    }

    /// This value rounded to `places` decimal places.
    public func rounded(toDecimalPlaces places: Int) -> Self {
        let scale = pow(10.0, Double(places))
        return Self((Double(self) * scale).rounded() / scale)
    }

    func snapped(toPrecisionOf step: Self, and start: Self) -> Self {
        rounded(toDecimalPlaces: Swift.max(step.decimalPlaces(), start.decimalPlaces()))
    }
}
