import OctavoSession
import OctavoCanvas

/// Where the parts of the screen go for a terminal size: a header row, the settings list, the
/// preview (beside the list when wide, below it when tall, else instead of it on demand), the
/// status line and the key hints.
public struct ScreenLayout: Equatable {
    public static let minimumWidth = 40
    public static let minimumHeight = 12

    public let header: Rect
    public let list: Rect
    public let preview: Rect?
    public let status: Rect
    public let hints: Rect
    /// Whether the list and the preview fit together.
    public let hasRoomForBoth: Bool

    public var isTooSmall: Bool { header.width < Self.minimumWidth || status.y + 2 < Self.minimumHeight }

    public init(width: Int, height: Int, previewShown: Bool) {
        header = Rect(x: 0, y: 0, width: width, height: 1)
        status = Rect(x: 0, y: max(1, height - 2), width: width, height: 1)
        hints = Rect(x: 0, y: max(1, height - 1), width: width, height: 1)
        let body = Rect(x: 0, y: 1, width: width, height: max(0, height - 3))
        if width >= 100 {
            hasRoomForBoth = true
            let listWidth = min(52, width * 2 / 5)
            list = Rect(x: 0, y: body.y, width: listWidth, height: body.height)
            preview = previewShown ? Rect(x: listWidth, y: body.y, width: width - listWidth, height: body.height) : nil
        } else if height >= 34 {
            hasRoomForBoth = true
            let listHeight = body.height * 2 / 5
            list = Rect(x: 0, y: body.y, width: width, height: listHeight)
            preview = previewShown ? Rect(x: 0, y: body.y + listHeight, width: width, height: body.height - listHeight) : nil
        } else {
            hasRoomForBoth = false
            list = previewShown ? Rect(x: 0, y: body.y, width: 0, height: 0) : body
            preview = previewShown ? body : nil
        }
    }
}

/// The lines of the settings list: a heading per section, then its rows.
struct ListLines {
    enum Line: Equatable {
        case section(String)
        case row(Int)
    }

    let lines: [Line]

    /// The lines of rows whose sections are `sections`, in order.
    init(sections: [String]) {
        var lines: [Line] = []
        var current: String?
        for (index, section) in sections.enumerated() {
            if section != current {
                if current != nil { lines.append(.section("")) }
                lines.append(.section(section))
                current = section
            }
            lines.append(.row(index))
        }
        self.lines = lines
    }

    func line(ofRow row: Int) -> Int { lines.firstIndex(of: .row(row)) ?? 0 }

    func rowIndex(atLine line: Int) -> Int? {
        guard lines.indices.contains(line), case .row(let index) = lines[line] else { return nil }
        return index
    }
}
