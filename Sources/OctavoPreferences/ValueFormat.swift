/// Labels for range values, shared by every editor so the same kind of value reads the same way.
public enum ValueFormat {
    /// A ratio as a whole percentage: 1.2 → "120%".
    public static func percent(_ value: Double) -> String {
        "\(Int((value * 100).rounded()))%"
    }

    /// Up to five decimals without trailing zeros: 1.2 → "1.2", 1.0 → "1".
    public static func decimal(_ value: Double) -> String {
        fixed(value, decimals: 5, trimmingZeros: true)
    }

    /// A ratio between sizes: 1.2 → "1.2×".
    public static func ratio(_ value: Double) -> String {
        decimal(value) + "×"
    }

    /// A length in points with one decimal: 4 → "4.0 pt".
    public static func points(_ value: Double) -> String {
        fixed(value, decimals: 1, trimmingZeros: false) + " pt"
    }

    /// `value` rounded to `decimals` places, written with a point whatever the locale. Every
    /// stepper row labels its range with these when the screen opens, so they are worked out
    /// with integers rather than through a C format string.
    private static func fixed(_ value: Double, decimals: Int, trimmingZeros: Bool) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "\(value)" }
        let units = Int(scaled)
        let whole = abs(units) / Int(scale)
        var fraction = String(abs(units) % Int(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        if trimmingZeros { while fraction.hasSuffix("0") { fraction.removeLast() } }
        let sign = units < 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
