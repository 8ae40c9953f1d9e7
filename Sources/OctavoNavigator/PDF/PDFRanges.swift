/// The supported range of each numeric PDF preference, as `PDFPreferenceTable` declares it.
public enum PDFRanges {
    public static var pageSpacing: ClosedRange<Double> { PDFPreferenceTable.shared.pageSpacing.supportedRange }
}
