/// The supported range of each numeric EPUB preference, as `EPUBPreferenceTable` declares it.
public enum EPUBRanges {
    public static var fontSize: ClosedRange<Double> { EPUBPreferenceTable.shared.fontSize.supportedRange }
    public static var fontWeight: ClosedRange<Double> { EPUBPreferenceTable.shared.fontWeight.supportedRange }
    public static var letterSpacing: ClosedRange<Double> { EPUBPreferenceTable.shared.letterSpacing.supportedRange }
    public static var lineHeight: ClosedRange<Double> { EPUBPreferenceTable.shared.lineHeight.supportedRange }
    public static var pageMargins: ClosedRange<Double> { EPUBPreferenceTable.shared.pageMargins.supportedRange }
    public static var paragraphIndent: ClosedRange<Double> { EPUBPreferenceTable.shared.paragraphIndent.supportedRange }
    public static var paragraphSpacing: ClosedRange<Double> { EPUBPreferenceTable.shared.paragraphSpacing.supportedRange }
    public static var typeScale: ClosedRange<Double> { EPUBPreferenceTable.shared.typeScale.supportedRange }
    public static var wordSpacing: ClosedRange<Double> { EPUBPreferenceTable.shared.wordSpacing.supportedRange }
}
