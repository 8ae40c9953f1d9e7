import OctavoCanvas
import Testing
@testable import OctavoTerminal

@Suite struct KeyDecoderTests {
    @Test func printableAndWideCharactersArriveAsCharacters() {
        #expect(KeyDecoder.decode(.character(0x61)) == .character("a"))
        #expect(KeyDecoder.decode(.character(0x20)) == .character(" "))
        #expect(KeyDecoder.decode(.character(0xE9)) == .character("é"))
        #expect(KeyDecoder.decode(.character(0x4E2D)) == .character("中"))
        #expect(KeyDecoder.decode(.character(0x1F600)) == .character("😀"))
    }

    @Test func editingKeysWinOverTheirControlCodes() {
        #expect(KeyDecoder.decode(.character(9)) == .tab)
        #expect(KeyDecoder.decode(.character(13)) == .enter)
        #expect(KeyDecoder.decode(.character(10)) == .enter)
        #expect(KeyDecoder.decode(.character(127)) == .backspace)
        #expect(KeyDecoder.decode(.character(8)) == .backspace)
        #expect(KeyDecoder.decode(.character(27)) == .escape)
    }

    @Test func otherControlCodesAreCtrlLetters() {
        let reserved: Set<UInt32> = [8, 9, 10, 13]
        for code in UInt32(1)...26 where !reserved.contains(code) {
            let letter = Character(Unicode.Scalar(UInt8(code) + 0x60))
            #expect(KeyDecoder.decode(.character(code)) == .control(letter))
        }
        #expect(KeyDecoder.decode(.character(3)) == .control("c"))
        #expect(KeyDecoder.decode(.character(18)) == .control("r"))
    }

    @Test(arguments: [UInt32(0), 28, 31, 0x80, 0x9B, 0xD800, 0x110000])
    func meaninglessCodesAreIgnored(code: UInt32) {
        #expect(KeyDecoder.decode(.character(code)) == nil)
    }

    @Test func cursesKeyCodes() {
        let expected: [(Int32, KeyEvent)] = [
            (CursesKey.up, .up), (CursesKey.down, .down), (CursesKey.left, .left), (CursesKey.right, .right),
            (CursesKey.pageUp, .pageUp), (CursesKey.pageDown, .pageDown),
            (CursesKey.home, .home), (CursesKey.end, .end),
            (CursesKey.keypadUpperLeft, .home), (CursesKey.keypadLowerLeft, .end),
            (CursesKey.keypadUpperRight, .pageUp), (CursesKey.keypadLowerRight, .pageDown),
            (CursesKey.enter, .enter), (CursesKey.backTab, .backTab),
            (CursesKey.backspace, .backspace), (CursesKey.delete, .delete),
        ]
        for (code, event) in expected {
            #expect(KeyDecoder.decode(.keyCode(code)) == event)
        }
    }

    @Test func functionKeys() {
        #expect(KeyDecoder.decode(.keyCode(CursesKey.function0 + 1)) == .function(1))
        #expect(KeyDecoder.decode(.keyCode(CursesKey.function0 + 10)) == .function(10))
        #expect(KeyDecoder.decode(.keyCode(CursesKey.function0 + 12)) == .function(12))
        #expect(KeyDecoder.decode(.keyCode(CursesKey.function0)) == nil)
    }

    @Test func unknownKeyCodesAreIgnored() {
        #expect(KeyDecoder.decode(.keyCode(0o777)) == nil)
    }

    @Test func mouse() {
        #expect(KeyDecoder.decode(.mouse(x: 4, y: 7, buttons: CursesMouse.button1Pressed)) == .click(x: 4, y: 7))
        #expect(KeyDecoder.decode(.mouse(x: 4, y: 7, buttons: CursesMouse.button1Clicked)) == .click(x: 4, y: 7))
        #expect(KeyDecoder.decode(.mouse(x: 1, y: 2, buttons: CursesMouse.button4Pressed)) == .scrollUp(x: 1, y: 2))
        #expect(KeyDecoder.decode(.mouse(x: 1, y: 2, buttons: CursesMouse.button5Pressed)) == .scrollDown(x: 1, y: 2))
        #expect(KeyDecoder.decode(.mouse(x: 1, y: 2, buttons: 0)) == nil)
    }

    @Test func resizeCarriesTheNewSize() {
        #expect(KeyDecoder.decode(.resize(width: 100, height: 30)) == .resize(width: 100, height: 30))
    }
}
