/// Where the reader is in a fixed-layout document. Paginated mode turns whole spreads, while
/// scroll mode moves by cells, so the two need different coordinates.
enum FixedPosition: Hashable, Sendable {
    /// A spread index in paginated mode. A spread taller than the viewport (fit width) is seen
    /// through a window starting `rowOffset` rows below its top.
    case spread(Int, rowOffset: Int = 0)
    /// Cells scrolled past the start of the page strip, along the scroll axis.
    case scroll(offset: Int)
}
