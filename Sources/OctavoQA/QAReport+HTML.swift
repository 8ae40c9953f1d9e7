import FoundationEssentials
import OctavoStore

extension QAReport {
    /// `index.html`: one self-contained page (style and script inside it, no request elsewhere),
    /// readable printed, light or dark as the browser is. Everything from the book is escaped,
    /// and the page's policy lets only its own script run.
    public func html(_ presentation: QAPresentation) -> String {
        let script = QAReportStyle.script
        let hash = Data(SHA256.digest(of: Array(script.utf8))).base64EncodedString()
        let title = "QA report: \(book.title)"
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; script-src 'sha256-\(hash)'; base-uri 'none'; form-action 'none'">
        <meta name="generator" content="\(HTMLText.escape(presentation.generator))">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(QAReportStyle.css)
        </style>
        </head>
        <body>
        <header>
        <h1>\(HTMLText.escape(title))</h1>

        """
        page += factsHTML
        page += "</header>\n"
        page += findingsHTML
        page += preferencesHTML(presentation)
        page += rulesHTML
        page += checklistHTML
        page += "<footer class=\"muted\"><p>Written by \(HTMLText.escape(presentation.generator)).</p></footer>\n"
        page += "<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    private var factsHTML: String {
        let facts: [(String, String)] = [
            ("File", book.path),
            ("Format", book.format.rawValue.uppercased()),
            ("Layout", book.isFixedLayout ? "fixed layout" : "reflowable"),
            ("Languages", book.languages.isEmpty ? "not declared" : book.languages.joined(separator: ", ")),
            ("Reading direction", book.readingProgression),
            ("Pages", "\(book.pageCount) at \(book.pixelWidth)×\(book.pixelHeight) pixels (\(book.columns)×\(book.lines) cells)"),
            ("Style sheets", "\(book.styleSheets)"),
            ("Embedded fonts", "\(book.embeddedFonts)"),
            ("Pictures", "\(book.pictures)"),
        ]
        let items = facts.map { "<dt>\(HTMLText.escape($0.0))</dt><dd>\(HTMLText.escape($0.1))</dd>" }.joined(separator: "\n")
        return "<dl class=\"facts\">\n\(items)\n</dl>\n"
    }

    private var findingsHTML: String {
        var html = "<section id=\"findings\">\n<h2>Findings</h2>\n"
        if findings.isEmpty {
            html += "<p>Every step tried changed the page where it should.</p>\n"
        } else {
            html += "<ul>\n" + findings.map { row in
                "<li><a href=\"#\(Self.anchor(row.key))\">\(HTMLText.escape(row.title))</a>: \(HTMLText.escape(row.finding ?? ""))</li>"
            }.joined(separator: "\n") + "\n</ul>\n"
        }
        return html + "</section>\n"
    }

    private func preferencesHTML(_ presentation: QAPresentation) -> String {
        var html = """
        <section id="preferences">
        <h2>Every preference</h2>
        <p class="muted">Each step was tried on pages 1 to \(pagesTried); a pair shows the first page it changed. \
        Pages are drawn in terminal cells, as the settings screen draws them.</p>
        <table class="preferences">
        <thead><tr><th>Preference</th><th>Value</th><th>Takes effect</th><th>To make it take effect</th><th>Step tried</th><th>What changed</th></tr></thead>
        <tbody>

        """
        for row in rows {
            let effect = row.isEffective
                ? "<span class=\"effective\">yes</span>"
                : "<span class=\"not-effective\">no</span>: \(HTMLText.escape(row.reason ?? ""))"
            let activation = row.activationValue.map { value in
                "press <kbd>\(HTMLText.escape(presentation.activateKey))</kbd> on its row, or <code>\(HTMLText.escape(presentation.activationCommand(row.key, value)))</code>"
            } ?? (row.isEffective ? "<span class=\"muted\">nothing: it does</span>" : "<span class=\"muted\">preferences cannot</span>")
            var step = row.step.map(HTMLText.escape) ?? "<span class=\"muted\">no other value</span>"
            if !row.activated.isEmpty { step += "<br><span class=\"muted\">with " + row.activated.map(HTMLText.escape).joined(separator: ", ") + "</span>" }
            let outcome: String
            if let finding = row.finding {
                outcome = "<strong>\(HTMLText.escape(finding))</strong>"
            } else if let before = row.before {
                outcome = "page \(before.number): \(row.changedCells) cells, \(row.changedLines) lines"
            } else {
                outcome = "<span class=\"muted\">–</span>"
            }
            html += """
            <tr id="\(Self.anchor(row.key))"\(row.finding == nil ? "" : " class=\"finding\"")>\
            <td data-label="Preference">\(HTMLText.escape(row.title))<br><code>\(HTMLText.escape(row.key))</code></td>\
            <td data-label="Value">\(HTMLText.escape(row.label)) <span class="muted">(\(row.source))</span></td>\
            <td data-label="Takes effect">\(effect)</td>\
            <td data-label="To make it take effect">\(activation)</td>\
            <td data-label="Step tried">\(step)</td>\
            <td data-label="What changed">\(outcome)</td></tr>

            """
            if let before = row.before, let after = row.after {
                html += "<tr class=\"pair-row\"><td colspan=\"6\"><div class=\"pair\">"
                html += before.html(caption: "\(row.title), page \(before.number), before")
                html += after.html(caption: "\(row.title), page \(after.number), after: \(row.step ?? "")")
                html += "</div></td></tr>\n"
            }
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private var rulesHTML: String {
        var html = """
        <section id="rules">
        <h2>When each preference takes effect</h2>
        <p class="muted">For a \(book.isFixedLayout ? "fixed-layout" : "reflowable") \(book.format.rawValue.uppercased()), \
        over every combination of what decides it; ● takes effect, ○ does not.</p>
        <div class="matrix-scroll"><table class="matrix">
        <thead><tr><th class="key">Preference</th><th class="key">Effective when</th>
        """
        html += combinations.map { "<th>\(HTMLText.escape($0.isEmpty ? "always" : $0))</th>" }.joined()
        html += "</tr></thead>\n<tbody>\n"
        for rule in rules {
            html += "<tr><td class=\"key\">\(HTMLText.escape(rule.title))</td><td class=\"key\">\(HTMLText.escape(rule.effectiveWhen.joined(separator: " and ")))</td>"
            html += rule.table.map { $0 ? "<td title=\"takes effect\">●</td>" : "<td title=\"no effect\">○</td>" }.joined()
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    private var checklistHTML: String {
        var html = """
        <section id="checklist">
        <h2>Checklist</h2>
        <p class="muted">Tick what you checked by eye; the ticks stay in the page's address, to bookmark or send.</p>
        <ul class="checklist">

        """
        for row in rows {
            let id = "check-" + Self.anchor(row.key)
            html += "<li><input type=\"checkbox\" id=\"\(id)\" data-check=\"\(HTMLText.escape(row.key))\"> <label for=\"\(id)\">\(HTMLText.escape(row.title))\(row.finding == nil ? "" : " (finding)")</label></li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    /// An id for a preference key: keys are ASCII identifiers, anything else is left out.
    static func anchor(_ key: String) -> String {
        "pref-" + String(key.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }.map(Character.init))
    }
}
