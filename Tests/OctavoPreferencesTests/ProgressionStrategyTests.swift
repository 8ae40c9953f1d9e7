import OctavoPreferences
import PropertyBased
import Testing

@Suite struct ProgressionStrategyTests {
    let typeScale = ProgressionStrategy<Double>.steps(1.0, 1.067, 1.125, 1.2, 1.25, 1.333, 1.414, 1.5, 1.618)
    let range: ClosedRange<Double> = 1.0...2.0

    @Test func stepsMoveToTheNeighbouringStep() {
        #expect(typeScale.next(after: 1.2, in: range) == 1.25)
        #expect(typeScale.previous(before: 1.2, in: range) == 1.125)
    }

    @Test func stepsNeverGetStuckOutsideTheirOwnBounds() {
        #expect(typeScale.next(after: 1.618, in: range) == 2.0)
        #expect(typeScale.previous(before: 2.0, in: range) == 1.618)
        #expect(typeScale.previous(before: 1.0, in: range) == 1.0)
        #expect(typeScale.next(after: 2.0, in: range) == 2.0)
    }

    @Test func stepsFromBetweenTwoStepsGoToTheNearerOneInTheDirectionAsked() {
        #expect(typeScale.next(after: 1.3, in: range) == 1.333)
        #expect(typeScale.previous(before: 1.3, in: range) == 1.25)
    }

    @Test func stepsAreSortedWhateverTheOrderGiven() {
        let shuffled = ProgressionStrategy<Double>.steps(3, 1, 2)
        #expect(shuffled.next(after: 1, in: 0...4) == 2)
    }

    @Test func incrementStoresNoFloatNoise() {
        let strategy = ProgressionStrategy<Double>.increment(0.1)
        var value = 1.0
        for _ in 0..<6 { value = strategy.next(after: value, in: 0...5) }
        #expect(value == 1.6)
        #expect("\(value)" == "1.6")
    }

    @Test func incrementKeepsTheStartingValuesOwnPrecision() {
        let strategy = ProgressionStrategy<Double>.increment(0.1)
        #expect(strategy.next(after: 1.05, in: 0...5) == 1.15)
        #expect(strategy.previous(before: 0.25, in: 0...5) == 0.15)
    }

    @Test func incrementClampsIntoTheRange() {
        let strategy = ProgressionStrategy<Double>.increment(0.3)
        #expect(strategy.next(after: 3.9, in: 0...4) == 4)
        #expect(strategy.previous(before: 0.1, in: 0...4) == 0)
        #expect(strategy.previous(before: 99, in: 0...4) == 4)
    }

    @Test func integerIncrement() {
        let strategy = ProgressionStrategy<Int>.increment(4)
        #expect(strategy.next(after: 198, in: 0...200) == 200)
        #expect(strategy.previous(before: 8, in: 0...200) == 4)
    }

    @Test func incrementThenDecrementReturnsWithinOneStep() async {
        let strategy = ProgressionStrategy<Double>.increment(0.1)
        await propertyCheck(input: Gen.double(in: 0...5)) { start in
            let back = strategy.previous(before: strategy.next(after: start, in: 0...5), in: 0...5)
            #expect(abs(back - start) <= 0.1 + 1e-9)
        }
    }

    @Test func stepsThenBackReturnsWithinOneStep() async {
        await propertyCheck(input: Gen.double(in: 1...2)) { start in
            let up = typeScale.next(after: start, in: range)
            let back = typeScale.previous(before: up, in: range)
            #expect(up > start || start == 2)
            #expect(abs(back - start) <= 0.382 + 1e-9)
        }
    }

    @Test func decimalPlacesIgnoreBinaryNoise() {
        #expect(1.6000000000000005.decimalPlaces() == 1)
        #expect(1.067.decimalPlaces() == 3)
        #expect(2.0.decimalPlaces() == 0)
        #expect(0.25.decimalPlaces() == 2)
    }
}
