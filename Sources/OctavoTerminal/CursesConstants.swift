import CNcurses

/// Curses' key codes and mouse masks, read once through the shim because
/// Swift cannot import the macros that define most of them.
enum CursesKey {
    static let codeYes = octavo_key_code_yes()
    static let up = octavo_key_up()
    static let down = octavo_key_down()
    static let left = octavo_key_left()
    static let right = octavo_key_right()
    static let home = octavo_key_home()
    static let end = octavo_key_end()
    static let pageUp = octavo_key_ppage()
    static let pageDown = octavo_key_npage()
    static let keypadUpperLeft = octavo_key_a1()
    static let keypadUpperRight = octavo_key_a3()
    static let keypadLowerLeft = octavo_key_c1()
    static let keypadLowerRight = octavo_key_c3()
    static let enter = octavo_key_enter()
    static let backTab = octavo_key_btab()
    static let backspace = octavo_key_backspace()
    static let delete = octavo_key_dc()
    static let resize = octavo_key_resize()
    static let mouse = octavo_key_mouse()
    /// Curses reserves room for 64 function keys after KEY_F0.
    static let functionKeys = octavo_key_f(1)...octavo_key_f(63)
    static let function0 = octavo_key_f(0)
}

enum CursesMouse {
    static let button1Pressed = octavo_button1_pressed()
    static let button1Clicked = octavo_button1_clicked()
    static let button4Pressed = octavo_button4_pressed()
    static let button5Pressed = octavo_button5_pressed()
    static let reported = button1Pressed | button1Clicked | button4Pressed | button5Pressed
}
