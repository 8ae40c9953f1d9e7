/// The supported range of each numeric PDF preference.
public enum PDFRanges {
    public static let pageSpacing: ClosedRange<Double> = 0.0...200.0
}
