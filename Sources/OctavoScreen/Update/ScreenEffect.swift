import OctavoPreferences
import OctavoSession

/// What an update asks the runtime to do, as a value: tests assert them, and the runtime runs
/// them. Most run at once, in memory, and answer with a `ScreenEvent`; `writeToDisk`, `suspend`
/// and `writeQAReport` wait until the frame is drawn.
public enum ScreenEffect: Equatable, Sendable {
    /// A change to one preference, made by `origin`.
    case edit(key: String, change: RowChange, origin: EditOrigin)
    /// Every preference at once (undo, redo, reset, preset, clearing the book's values).
    case replacePreferences(with: [String: JSONValue], origin: ReplaceOrigin)
    /// Every value set for this book only is cleared, as one step.
    case clearBookValues(keys: [String])
    /// This book's value of `key` moves into the profile.
    case moveToProfile(key: String)
    case turnPage(PageTurn)
    /// Lists the profiles, highlighting `selecting` (else the current one).
    case listProfiles(selecting: String?)
    case profile(ProfileOperation)
    /// Reads the presets, built in and the user's, for the picker.
    case loadPresets
    /// Applies a preset the picker offered.
    case applyPreset(PreferencePreset)
    /// Applies the preset named so (the command line's `preset NAME`), read from the store.
    case applyPresetNamed(String)
    /// Starts the durable write of the edits made so far: after the frame, so that an edit's
    /// frame never waits for the disk.
    case writeToDisk
    /// Hands the terminal back to the shell (Ctrl-Z), after the frame.
    case suspend
    /// Writes the QA report of the book (`octavo qa`) into `folder`, or the default folder,
    /// after the frame that says it is being written.
    case writeQAReport(folder: String?)

    /// Whether it waits until the frame is drawn.
    var runsAfterFrame: Bool {
        switch self {
        case .writeToDisk, .suspend, .writeQAReport: true
        default: false
        }
    }
}

/// A change to one row.
public enum RowChange: Equatable, Sendable {
    /// Next (+1) or previous (-1) value.
    case step(Int)
    /// Back to the default, or to the profile's value where this book had its own.
    case clear
    /// Meets the requirements that preferences can meet.
    case activate
    /// A value typed by a person.
    case set(String)
}

/// Who asked for an edit, which decides what the status line says of it.
public enum EditOrigin: Equatable, Sendable {
    case key
    case activate
    case picker
    /// The entry field; a refused value keeps it open with this text.
    case entry(text: String)
    /// The command line; a refused value keeps it open with this text.
    case command(text: String)
    case commandReset
    /// `b`: the book's value cleared, which read `oldLabel`.
    case clearBookValue(oldLabel: String)
}

/// Why every preference is replaced.
public enum ReplaceOrigin: Equatable, Sendable {
    case undo
    case redo
    case reset
    case preset(name: String)
    case clearBookValues(count: Int)
}

public enum PageTurn: Equatable, Sendable {
    case left, right, backward, forward
}

public enum ProfileOperation: Equatable, Sendable {
    case switchTo(String)
    /// As `switchTo`, for a name typed on the command line: refused when there is no such profile.
    case switchToExisting(String)
    case create(String)
    case copy(String, to: String)
    case rename(String, to: String)
    case delete(String)
}
