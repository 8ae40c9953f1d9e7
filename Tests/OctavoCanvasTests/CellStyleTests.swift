import OctavoCanvas
import Testing

@Suite struct CellStyleTests {
    /// The diff of two frames compares styles: one that reads the same must be equal, however
    /// it was reached.
    @Test func aStyleReadsBackWhatWasSetAndEqualsOneMadeDirectly() {
        let colors = [RGBColor(hex: 0x000000), RGBColor(hex: 0xFFFFFF), RGBColor(hex: 0x12AB34)]
        for foreground in colors + [nil] as [RGBColor?] {
            for background in [nil] + colors as [RGBColor?] {
                var style = CellStyle(foreground: RGBColor(hex: 0xFF00FF), background: RGBColor(hex: 0x00FFFF), bold: true, reverse: true)
                style.foreground = foreground
                style.background = background
                style.bold = false
                style.reverse = false
                style.isPicture = true
                #expect(style.foreground == foreground)
                #expect(style.background == background)
                #expect(style == CellStyle(foreground: foreground, background: background, isPicture: true))
                #expect(!style.bold && !style.dim && !style.italic && !style.underline && !style.reverse)
            }
        }
        #expect(CellStyle.plain.bolded.underlined.dimmed.reversed.italic == false)
        #expect(CellStyle(foreground: RGBColor(hex: 0x010203)).with(foreground: nil) == .plain)
    }
}
