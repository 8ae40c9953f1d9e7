import OctavoSession
import OctavoCanvas
import OctavoNavigator
import OctavoPreferences
import OctavoStore

/// Draws the whole settings screen into a canvas: a pure function of the controller's state, the
/// rows as the session shows them and the page the runtime rendered; it changes nothing, so it is
/// tested headless and the terminal backend only paints the result.
public struct ScreenView {
    public let palette: ScreenPalette

    public init(palette: ScreenPalette = .dark) { self.palette = palette }

    /// The frame of `controller`'s state, with `page` (rendered by the runtime) in the preview.
    public func render(_ controller: ScreenController, page: PageSnapshot?) -> Canvas {
        var frame = beginFrame(controller)
        finish(&frame, of: controller, page: page)
        return frame.canvas
    }

    /// Everything of the frame but the page and what is drawn over it, which `finish` adds once
    /// the runtime has rendered the page (see `render(_:)`).
    func beginFrame(_ controller: ScreenController) -> ScreenFrame {
        let (width, height) = controller.size
        var canvas = Canvas(width: width, height: height, style: palette.base)
        let state = controller.state
        let layout = ScreenLayout(width: width, height: height, previewShown: state.previewShown)
        if layout.isTooSmall {
            drawTooSmall(into: &canvas)
            return ScreenFrame(canvas: canvas, layout: layout, rows: [], focusedLine: nil, typingEnd: nil)
        }
        let rows = controller.rows
        drawHeader(controller.session, into: &canvas, in: layout.header)
        var focusedLine: Int?
        if !layout.list.isEmpty {
            focusedLine = drawList(rows, state: state, query: searchQuery(of: state), session: controller.session, into: &canvas, in: layout.list, scroll: controller.scrollOffset(for: layout.list.height))
        }
        if let preview = layout.preview {
            let title = state.previewFocused ? "Preview (← → turn pages, Tab back)" : "Preview"
            canvas.drawBox(preview, style: state.previewFocused ? palette.section : palette.border, title: title)
        }
        let typingEnd = drawStatus(controller, into: &canvas, in: layout.status)
        drawHints(controller, into: &canvas, in: layout.hints)
        return ScreenFrame(canvas: canvas, layout: layout, rows: rows, focusedLine: focusedLine, typingEnd: typingEnd)
    }

    /// Draws `page` into the frame's preview, places the cursor and draws any menu over both.
    func finish(_ frame: inout ScreenFrame, of controller: ScreenController, page: PageSnapshot?) {
        let layout = frame.layout
        guard !layout.isTooSmall else { return }
        if let preview = layout.preview { drawPage(page, into: &frame.canvas, in: preview) }
        // The cursor rests on what has the focus, as dialog's --visit-items does, so a screen
        // reader or a braille display follows it.
        if controller.state.previewFocused, let preview = layout.preview {
            frame.canvas.cursor = Point(x: preview.x + 1, y: preview.y)
        } else if let focusedLine = frame.focusedLine {
            frame.canvas.cursor = Point(x: layout.list.x, y: focusedLine)
        }
        if let typingEnd = frame.typingEnd { frame.canvas.cursor = Point(x: min(layout.status.maxX - 1, typingEnd), y: layout.status.y) }
        drawOverlay(controller, rows: frame.rows, focusedLine: frame.focusedLine, into: &frame.canvas)
    }

    private func drawTooSmall(into canvas: inout Canvas) {
        let lines = ["Terminal too small", "Octavo needs \(ScreenLayout.minimumWidth)×\(ScreenLayout.minimumHeight)", "(now \(canvas.width)×\(canvas.height))", "Enlarge it, or q to quit"]
        for (index, line) in lines.enumerated() {
            let y = canvas.height / 2 - 2 + index
            canvas.draw(line, at: Point(x: max(0, (canvas.width - TextWidth.of(line)) / 2), y: y), style: index == 0 ? palette.error : palette.base)
        }
    }

    private func drawHeader(_ session: PreferencesSession, into canvas: inout Canvas, in rect: Rect) {
        canvas.fill(rect, style: palette.header)
        let metadata = session.publication.metadata
        let direction = session.navigator.readingProgression.rawValue.uppercased()
        let language = metadata.language?.code.bcp47 ?? "no language"
        let format = session.publication.format.rawValue.uppercased()
        let text = " \(metadata.title) · \(format) \(metadata.layout.rawValue) · \(language) · \(direction) · profile \(session.profile)"
        canvas.draw(TextWidth.truncate(text, toWidth: rect.width), at: rect.origin, style: palette.header, clip: rect)
    }

    /// The query whose matches the list highlights: the one being typed, else the last one.
    private func searchQuery(of state: ScreenState) -> String {
        if case .search(let query, _) = state.mode { return query }
        return state.lastQuery
    }

    /// Draws the rows; returns the screen row of the focused one when it is visible.
    @discardableResult
    private func drawList(_ rows: [(section: String, row: PreferenceRow)], state: ScreenState, query: String, session: PreferencesSession, into canvas: inout Canvas, in rect: Rect, scroll: Int) -> Int? {
        var focusedLine: Int?
        let lines = ListLines(sections: rows.map(\.section)).lines
        let valueWidth = max(8, min(18, rect.width / 3))
        let markWidth = 9
        let titleWidth = max(4, rect.width - valueWidth - markWidth - 3)
        let sources = session.sources
        for y in 0..<rect.height {
            let index = scroll + y
            guard lines.indices.contains(index) else { break }
            let point = Point(x: rect.x, y: rect.y + y)
            let lineRect = Rect(x: rect.x, y: rect.y + y, width: rect.width, height: 1)
            switch lines[index] {
            case .section(let title):
                canvas.draw(" " + title, at: point, style: palette.section, clip: lineRect)
            case .row(let rowIndex):
                let row = rows[rowIndex].row
                let display = session.display(of: row)
                let focused = rowIndex == state.focus && !state.previewFocused
                let effective = display.isEffective
                let base = focused ? palette.focused : (effective ? palette.row : palette.inactive)
                canvas.fill(lineRect, style: base)
                let marker = focused ? "▸" : " "
                if focused { focusedLine = point.y }
                let title = TextWidth.truncate(row.title, toWidth: titleWidth)
                canvas.draw(marker + " " + title, at: point, style: base, clip: lineRect)
                if !query.isEmpty, let range = title.caseInsensitiveRange(of: query) {
                    let x = rect.x + 2 + TextWidth.of(String(title[..<range.lowerBound]))
                    // On the focused row the match is underlined only: its colours stay readable.
                    let style = focused ? base.underlined : base.with(foreground: palette.match.foreground).underlined
                    canvas.draw(String(title[range]), at: Point(x: x, y: point.y), style: style, clip: lineRect)
                }
                let valueStyle = focused ? base : (!effective ? palette.inactive : (display.isSet ? palette.userValue : palette.defaultValue))
                let value = TextWidth.truncate(display.label, toWidth: valueWidth)
                canvas.draw(value, at: Point(x: rect.x + 2 + titleWidth + 1, y: point.y), style: valueStyle, clip: lineRect)
                let mark = sourceMark(sources[row.key]) + (effective ? "" : " ⊘")
                canvas.draw(mark, at: Point(x: rect.maxX - markWidth, y: point.y), style: focused ? base : palette.inactive, clip: lineRect)
            }
        }
        return focusedLine
    }

    /// Whether the value is the default or set by the user, and where it is stored.
    private func sourceMark(_ source: PreferenceSource?) -> String {
        switch source {
        case nil: "default"
        case .profile: "profile"
        case .publication: "book"
        }
    }

    /// The page inside the preview's box, with its footer on the box's last line.
    private func drawPage(_ page: PageSnapshot?, into canvas: inout Canvas, in rect: Rect) {
        let inside = rect.insetBy(dx: 1, dy: 1)
        guard let page, page.frame == PageSnapshot.pageFrame(inPreview: rect) else { return }
        canvas.draw(page.cells, at: page.frame.origin)
        if let line = page.footer {
            canvas.draw(TextWidth.truncate(line, toWidth: inside.width), at: Point(x: inside.x, y: inside.maxY - 1), style: palette.border, clip: inside)
        }
    }

    /// Draws the status line; returns where typing goes when a field or the search is open.
    private func drawStatus(_ controller: ScreenController, into canvas: inout Canvas, in rect: Rect) -> Int? {
        // The key that says yes, from the key map; any other says no.
        let yesNo = (controller.keyMap.binding(of: .confirm)?.keys.first.map(KeyLabel.of) ?? "y") + "/n"
        let state = controller.state
        var typingEnd: Int?
        let style = state.isError ? palette.error : palette.status
        canvas.fill(rect, style: style)
        let text: String
        switch state.mode {
        case .entry(let typed, let selected):
            // The current value is selected ([…]) until a key edits it; after a refused value
            // the field stays open with the reason and what is allowed.
            let shown = selected ? "[\(typed)]" : typed
            let after = state.message ?? controller.focusedRow.map { "Enter to set, Esc to cancel · \($0.allowed.entryHint)" } ?? ""
            let field = "\(controller.focusedRow?.title ?? ""): \(shown)"
            typingEnd = rect.x + 1 + TextWidth.of(field)
            text = "\(field)▏  \(after)"
        case .search(let query, _):
            let found = controller.matches(query)
            typingEnd = rect.x + 2 + TextWidth.of(query)
            let count = query.isEmpty ? "type to search" : found.isEmpty ? "no match" : controller.matchPosition(in: found)
            text = "/\(query)▏  \(count) · ↑↓ other matches · Enter jump · Esc back"
        case .profileName(let action, let source, let typed):
            let field = action == .create ? "\(action.rawValue): \(typed)" : "\(action.rawValue) \(source) to: \(typed)"
            typingEnd = rect.x + 1 + TextWidth.of(field)
            text = "\(field)▏  " + (state.message ?? "letters, digits, - and _ · Enter · Esc back")
        case .confirmDeleteProfile(let name):
            text = "Delete profile \(name) and its preferences? \(yesNo)"
        case .profiles:
            text = state.message ?? controller.keyMap.keysLine(controller.keyMap.profileHints)
        case .command(let typed):
            typingEnd = rect.x + 2 + TextWidth.of(typed)
            text = ":\(typed)▏  " + (state.message ?? "Tab completes · Enter runs · Esc closes")
        case .confirmReset: text = "Reset every preference of this book and profile to its default? \(yesNo)"
        case .confirmClearBookValues:
            let keys = controller.bookValueKeys
            text = "Clear the \(keys.count) value\(keys.count == 1 ? "" : "s") set for this book only (\(keys.joined(separator: ", "))), so the profile's show through? \(yesNo)"
        default: text = state.message ?? explanation(of: controller)
        }
        canvas.draw(TextWidth.truncate(" " + text, toWidth: rect.width), at: rect.origin, style: style, clip: rect)
        return typingEnd
    }

    /// What the status line says about the focused row: why it is inactive and how to fix it,
    /// or where its value comes from.
    func explanation(of controller: ScreenController) -> String {
        guard let row = controller.focusedRow else { return "" }
        let unmet = row.unmetRequirements
        if unmet.isEmpty {
            let origin: String
            switch controller.session.source(of: row.key) {
            case nil: origin = "default value"
            case .profile: origin = "set in profile \(controller.session.profile)"
            case .publication: origin = "set for this book"
            }
            // Only a page in pixels shows the family, and whether it is installed.
            if row.key == EPUBPreferenceTable.shared.fontFamily.key, let substitution = controller.pixelFontSubstitution {
                return "\(row.title): \(row.label) · \(substitution) · \(origin)"
            }
            return "\(row.title): \(row.label) · \(origin) · \(row.allowed.summary)"
        }
        let reasons = unmet.map(\.description).joined(separator: "; ")
        let fixable = unmet.contains { $0.canBeMetByPreferences }
        return (fixable ? "Inactive (press a to activate): " : "Inactive: ") + reasons
    }

    private func drawHints(_ controller: ScreenController, into canvas: inout Canvas, in rect: Rect) {
        canvas.fill(rect, style: palette.hints)
        let map = controller.keyMap
        let hints = map.hintLine(controller.state.previewFocused ? map.previewHints : map.listHints, width: rect.width)
        canvas.draw(TextWidth.truncate(hints, toWidth: rect.width), at: rect.origin, style: palette.hints, clip: rect)
    }

    private func drawOverlay(_ controller: ScreenController, rows: [(section: String, row: PreferenceRow)], focusedLine: Int?, into canvas: inout Canvas) {
        switch controller.state.mode {
        case .picker(let selection):
            guard let row = controller.focusedRow else { return }
            drawMenu(title: row.title, items: row.pickerLabels, selection: selection, beside: focusedLine, into: &canvas)
        case .profiles(let names, let selection):
            drawMenu(title: "Profile", items: names.map { $0 == controller.session.profile ? "\($0) (current)" : $0 }, selection: selection, beside: nil, into: &canvas)
        case .messages:
            drawMessages(controller.state.log, into: &canvas)
        case .presets(let items, let selection):
            drawMenu(title: "Presets (Enter applies, u undoes)", items: items, selection: selection, beside: nil, into: &canvas)
        case .help:
            drawHelp(controller, into: &canvas)
        default:
            break
        }
    }

    /// A menu; `line`, when given, is the screen row of the row it belongs to: the menu opens
    /// just below it (above when there is no room), from the value column, instead of in the
    /// middle of the screen.
    private func drawMenu(title: String, items: [String], selection: Int, beside line: Int?, into canvas: inout Canvas) {
        let width = min(canvas.width - 4, max(TextWidth.of(title) + 6, (items.map(TextWidth.of).max() ?? 0) + 6))
        let height = min(canvas.height - 4, items.count + 2)
        var rect = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        if let line {
            let below = line + 1
            let y = below + height <= canvas.height - 2 ? below : max(1, line - height)
            let x = min(max(2, canvas.width / 3), canvas.width - width - 1)
            rect = Rect(x: max(0, x), y: y, width: width, height: height)
        }
        canvas.fill(rect, style: palette.overlay)
        canvas.drawBox(rect, style: palette.overlay, title: title)
        let visible = height - 2
        let first = max(0, min(selection - visible / 2, items.count - visible))
        for (offset, item) in items.dropFirst(first).prefix(visible).enumerated() {
            let index = first + offset
            let line = Rect(x: rect.x + 1, y: rect.y + 1 + offset, width: width - 2, height: 1)
            let style = index == selection ? palette.focused : palette.overlay
            if index == selection { canvas.cursor = line.origin }
            canvas.fill(line, style: style)
            canvas.draw(" " + item, at: line.origin, style: style, clip: line)
        }
    }

    /// The session's messages, each wrapped to the box, the newest at the bottom.
    private func drawMessages(_ log: [String], into canvas: inout Canvas) {
        let width = max(10, canvas.width - 4)
        let inner = width - 4
        var lines: [String] = []
        for message in log {
            // Wrapped at spaces; a word longer than the box (a path) is cut where it must be.
            var line = ""
            for word in message.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if TextWidth.of(candidate) <= inner {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = "  " + word
                while TextWidth.of(line) > inner {
                    let head = TextWidth.truncate(line, toWidth: inner, ellipsis: "")
                    lines.append(head)
                    line = "  " + line.dropFirst(head.count)
                }
            }
            lines.append(line)
        }
        let height = min(canvas.height - 2, lines.count + 2)
        let rect = Rect(x: 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(rect, style: palette.overlay)
        canvas.drawBox(rect, style: palette.overlay, title: "Messages (\(log.count); any key closes)")
        for (index, line) in lines.suffix(height - 2).enumerated() {
            canvas.draw(line, at: Point(x: rect.x + 2, y: rect.y + 1 + index), style: palette.overlay, clip: rect.insetBy(dx: 1, dy: 1))
        }
    }

    private func drawHelp(_ controller: ScreenController, into canvas: inout Canvas) {
        let map = controller.keyMap
        let keyColumn = map.help.map { TextWidth.of(map.keysLabel(of: $0.actions)) }.max() ?? 0
        let keyLines = map.help.map { group in
            let keys = map.keysLabel(of: group.actions)
            return keys + String(repeating: " ", count: keyColumn - TextWidth.of(keys) + 3) + group.label
        }
        // The focused row first, then every key of every mode, as the key map describes it.
        var lines: [String] = []
        if let row = controller.focusedRow {
            lines += ["Focused: \(row.title)  (key \(row.key), \(row.kind.rawValue))", "Values: \(row.allowed.summary)"]
            switch controller.session.source(of: row.key) {
            case nil: lines.append("Source: default")
            case .profile: lines.append("Source: profile \(controller.session.profile)")
            case .publication: lines.append("Source: this book")
            }
            let requirements = row.requirements
            lines.append(requirements.isEmpty ? "Requirements: none, always effective" : "Requirements:")
            for requirement in requirements {
                lines.append("  \(requirement.isMet ? "✓" : "✗") \(requirement.description)\(requirement.isMet || requirement.canBeMetByPreferences ? "" : " (cannot be changed by preferences)")")
            }
        }
        lines += (lines.isEmpty ? [] : [""]) + keyLines + ["", "Any other key closes this help."]
        let width = min(canvas.width - 2, (lines.map(TextWidth.of).max() ?? 20) + 4)
        let height = min(canvas.height - 2, lines.count + 2)
        let rect = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(rect, style: palette.overlay)
        let visible = max(1, height - 2)
        let scroll = min(controller.state.helpScroll, max(0, lines.count - visible))
        let more = lines.count > visible
        canvas.drawBox(rect, style: palette.overlay, title: more ? "Help (↑↓ PgUp PgDn scroll, line \(scroll + 1) of \(lines.count))" : "Help")
        for (index, line) in lines.dropFirst(scroll).prefix(visible).enumerated() {
            canvas.draw(line, at: Point(x: rect.x + 2, y: rect.y + 1 + index), style: palette.overlay, clip: rect.insetBy(dx: 1, dy: 1))
        }
    }
}
