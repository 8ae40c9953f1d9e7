import OctavoCanvas

/// Incremental search over the rows' titles and keys.
enum SearchKeys {
    static func handle(_ event: KeyEvent, query: String, origin: Int, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        switch event {
        case .enter:
            state.mode = .list
            state.lastQuery = query
            let found = context.matches(query)
            // One match: the status line goes back to explaining the row; several: where this
            // one is among them, and how to reach the others.
            if !query.isEmpty, found.count != 1 {
                state.message = found.isEmpty ? "No row matches \"\(query)\"" : "\(position(of: state.focus, in: found)) · n next · N previous"
            }
        case .escape:
            state.focus = origin
            state.mode = .list
        case .backspace, .delete: search(String(query.dropLast()), origin: origin, &state, context)
        case .character(let character): search(query + String(character), origin: origin, &state, context)
        case .down:
            if let next = context.matches(query).first(where: { $0 > state.focus }) { state.focus = next }
        case .up:
            if let previous = context.matches(query).last(where: { $0 < state.focus }) { state.focus = previous }
        default: break
        }
        return []
    }

    /// "2 of 5": where `focus` is among the matches.
    static func position(of focus: Int, in found: [Int]) -> String {
        guard let index = found.firstIndex(of: focus) else { return "\(found.count) match\(found.count == 1 ? "" : "es")" }
        return "\(index + 1) of \(found.count)"
    }

    /// `n` and `N`: the next or previous row matching the last search, wrapping around.
    static func jumpToMatch(after: Bool, _ state: inout ScreenState, _ context: ScreenContext) {
        let found = context.matches(state.lastQuery)
        guard !found.isEmpty else {
            state.message = state.lastQuery.isEmpty ? "No search yet: / searches" : "No row matches \"\(state.lastQuery)\""
            return
        }
        let focus = state.focus
        state.focus = after ? (found.first { $0 > focus } ?? found[0]) : (found.last { $0 < focus } ?? found[found.count - 1])
        state.message = "\(position(of: state.focus, in: found)) for \"\(state.lastQuery)\""
    }

    private static func search(_ query: String, origin: Int, _ state: inout ScreenState, _ context: ScreenContext) {
        state.mode = .search(query: query, origin: origin)
        if let first = context.matches(query).first { state.focus = first }
    }
}
