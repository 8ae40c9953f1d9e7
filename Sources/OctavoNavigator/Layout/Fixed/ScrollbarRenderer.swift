import OctavoCanvas

/// A one-cell scrollbar, so the reader sees both where they are and how much of the strip a
/// screen shows.
enum ScrollbarRenderer {
    static let trackCharacter: Character = "░"
    static let thumbCharacter: Character = "█"

    /// The thumb's cells along a track of `trackLength`: as long as the visible fraction of the
    /// strip (at least one cell), at the top when `offset` is 0 and at the end when the strip's
    /// end is on screen.
    static func thumb(trackLength: Int, offset: Int, visibleLength: Int, totalLength: Int) -> Range<Int> {
        guard trackLength > 0 else { return 0..<0 }
        guard totalLength > visibleLength, visibleLength > 0 else { return 0..<trackLength }
        let fraction = Double(visibleLength) / Double(totalLength)
        let length = min(trackLength, max(1, Int((Double(trackLength) * fraction).rounded())))
        let travel = Double(min(max(0, offset), totalLength - visibleLength)) / Double(totalLength - visibleLength)
        let start = Int((Double(trackLength - length) * travel).rounded())
        return start..<(start + length)
    }

    /// Draws along `track`, downwards when it is one column wide and rightwards otherwise.
    static func draw(
        on canvas: inout Canvas, track: Rect, offset: Int, visibleLength: Int, totalLength: Int,
        trackStyle: CellStyle, thumbStyle: CellStyle
    ) {
        let vertical = track.width == 1
        let length = vertical ? track.height : track.width
        canvas.fill(track, with: trackCharacter, style: trackStyle)
        let thumb = thumb(trackLength: length, offset: offset, visibleLength: visibleLength, totalLength: totalLength)
        let thumbRect = vertical
            ? Rect(x: track.x, y: track.y + thumb.lowerBound, width: 1, height: thumb.count)
            : Rect(x: track.x + thumb.lowerBound, y: track.y, width: thumb.count, height: 1)
        canvas.fill(thumbRect, with: thumbCharacter, style: thumbStyle)
    }
}
