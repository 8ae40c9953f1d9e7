import OctavoPreferences
import Testing

@Suite struct ValueFormatTests {
    @Test func percentHasNoDecimals() {
        #expect(ValueFormat.percent(1.2) == "120%")
        #expect(ValueFormat.percent(0.0) == "0%")
        #expect(ValueFormat.percent(1.6000000000000005) == "160%")
        #expect(ValueFormat.percent(0.125) == "13%")
    }

    @Test func decimalShowsUpToFivePlacesWithoutTrailingZeros() {
        #expect(ValueFormat.decimal(1.2) == "1.2")
        #expect(ValueFormat.decimal(1.0) == "1")
        #expect(ValueFormat.decimal(1.618) == "1.618")
        #expect(ValueFormat.decimal(1.0 / 3.0) == "0.33333")
        #expect(ValueFormat.decimal(-0.000001) == "0")
        #expect(ValueFormat.decimal(0.05) == "0.05", "leading zeros of the fraction are kept")
        #expect(ValueFormat.decimal(-1.25) == "-1.25")
        #expect(ValueFormat.decimal(12.000004) == "12")
    }

    @Test func pointsHaveOneDecimalAndAUnit() {
        #expect(ValueFormat.points(4) == "4.0 pt")
        #expect(ValueFormat.points(200) == "200.0 pt")
        #expect(ValueFormat.points(0.04) == "0.0 pt")
        #expect(ValueFormat.points(-0.5) == "-0.5 pt")
        #expect(ValueFormat.points(2.96) == "3.0 pt")
    }
}
