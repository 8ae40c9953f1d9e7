/// The supported range of each numeric EPUB preference.
public enum EPUBRanges {
    public static let fontSize: ClosedRange<Double> = 0.1...5.0
    public static let fontWeight: ClosedRange<Double> = 0.0...2.5
    public static let letterSpacing: ClosedRange<Double> = 0.0...1.0
    public static let lineHeight: ClosedRange<Double> = 1.0...2.0
    public static let pageMargins: ClosedRange<Double> = 0.0...4.0
    public static let paragraphIndent: ClosedRange<Double> = 0.0...3.0
    public static let paragraphSpacing: ClosedRange<Double> = 0.0...2.0
    public static let typeScale: ClosedRange<Double> = 1.0...2.0
    public static let wordSpacing: ClosedRange<Double> = 0.0...1.0
}
