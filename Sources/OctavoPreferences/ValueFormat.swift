import Foundation

/// Labels for range values, shared by every editor so the same kind of value reads the same way.
public enum ValueFormat {
    /// A ratio as a whole percentage: 1.2 → "120%".
    public static func percent(_ value: Double) -> String {
        "\(Int((value * 100).rounded()))%"
    }

    /// Up to five decimals without trailing zeros: 1.2 → "1.2", 1.0 → "1".
    public static func decimal(_ value: Double) -> String {
        var text = String(format: "%.5f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A ratio between sizes: 1.2 → "1.2×".
    public static func ratio(_ value: Double) -> String {
        decimal(value) + "×"
    }

    /// A length in points with one decimal: 4 → "4.0 pt".
    public static func points(_ value: Double) -> String {
        String(format: "%.1f pt", value)
    }
}
