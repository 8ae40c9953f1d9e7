import OctavoCanvas

/// Columns aligned by display width (a Japanese title takes two columns per character), with
/// the last column left ragged so long explanations are not padded.
struct TextTable {
    let header: [String]
    var rows: [[String]] = []

    init(_ header: String...) {
        self.header = header
    }

    mutating func append(_ row: String...) { rows.append(row) }

    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { TextWidth.of($0[column]) }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                column == row.count - 1 ? row[column] : TextWidth.pad(row[column], toWidth: widths[column])
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
