import OctavoPreferences

extension QAReport {
    /// `report.json`: the facts of the web page, for scripts and for diffs between runs.
    public func json(_ presentation: QAPresentation) -> JSONValue {
        .object([
            "generator": .string(presentation.generator),
            "book": book.json,
            "pagesTried": .integer(pagesTried),
            "preferences": .array(rows.map { $0.json(presentation) }),
            "findings": .array(findings.map { .object(["key": .string($0.key), "title": .string($0.title), "finding": .string($0.finding ?? "")]) }),
            "rules": .object([
                "combinations": .array(combinations.map(JSONValue.string)),
                "preferences": .array(rules.map { rule in
                    .object([
                        "key": .string(rule.key), "title": .string(rule.title),
                        "effectiveWhen": .array(rule.effectiveWhen.map(JSONValue.string)),
                        "effective": .array(rule.table.map(JSONValue.bool)),
                    ])
                }),
            ]),
        ])
    }
}

extension QABookFacts {
    var json: JSONValue {
        .object([
            "title": .string(title), "path": .string(path), "format": .string(format.rawValue), "layout": .string(layout),
            "fixedLayout": .bool(isFixedLayout), "languages": .array(languages.map(JSONValue.string)),
            "readingProgression": .string(readingProgression), "pageCount": .integer(pageCount),
            "styleSheets": .integer(styleSheets), "embeddedFonts": .integer(embeddedFonts), "pictures": .integer(pictures),
            "pixelSize": .object(["width": .integer(pixelWidth), "height": .integer(pixelHeight)]),
            "grid": .object(["columns": .integer(columns), "lines": .integer(lines)]),
        ])
    }
}

extension QARowReport {
    func json(_ presentation: QAPresentation) -> JSONValue {
        let activation: JSONValue = activationValue.map { value in
            .object([
                "screenKey": .string(presentation.activateKey),
                "command": .string(presentation.activationCommand(key, value)),
            ])
        } ?? .null
        return .object([
            "key": .string(key), "title": .string(title), "section": .string(section),
            "value": .string(label), "source": .string(source), "isEffective": .bool(isEffective),
            "reason": reason.map(JSONValue.string) ?? .null, "activation": activation,
            "step": step.map(JSONValue.string) ?? .null, "activated": .array(activated.map(JSONValue.string)),
            "page": before.map { .integer($0.number) } ?? .null,
            "before": before.map { .string($0.canvas.text) } ?? .null,
            "after": after.map { .string($0.canvas.text) } ?? .null,
            "changedCells": .integer(changedCells), "changedLines": .integer(changedLines),
            "finding": finding.map(JSONValue.string) ?? .null,
        ])
    }
}
