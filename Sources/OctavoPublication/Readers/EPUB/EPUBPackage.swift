import FoundationEssentials

/// What the package document of an EPUB says: metadata, reading order, table of contents.
struct EPUBPackage: Sendable {
    struct Item: Sendable {
        let path: String
        let mediaType: String
        let properties: Set<String>
    }

    let packagePath: String
    let metadata: Metadata
    let readingOrder: [Link]
    /// The manifest's other items, those in the archive, in path order.
    let resources: [Link]
    let tableOfContents: [Link]
    let warnings: [String]

    /// Package documents are small; a larger one is damage or an attack.
    static let packageLimit = 4 << 20

    static func read(from archive: EPUBArchive) throws(PublicationError) -> EPUBPackage {
        var warnings: [String] = []
        let packagePath = try locatePackage(in: archive, warnings: &warnings)
        let (package, repairs) = MarkupParser.parse(TextDecoding.decode(try archive.data(at: packagePath, limit: packageLimit)))
        warnings += repairs.map { "\(packagePath): \($0)" }
        guard let root = package.descendants("package").first else {
            throw PublicationError(file: archive.fileName, problem: "\(packagePath) is not an OPF package document")
        }

        var manifest: [String: Item] = [:]
        for item in root.descendants("item") {
            guard let id = item.attribute("id"), let href = item.attribute("href") else { continue }
            guard let (path, _) = EPUBPath.resolve(href, relativeTo: packagePath) else {
                warnings.append("manifest item \(id) points outside the publication (\(href)); ignored")
                continue
            }
            let properties = Set((item.attribute("properties") ?? "").split(separator: " ").map(String.init))
            manifest[id] = Item(path: path, mediaType: item.attribute("media-type") ?? "", properties: properties)
        }

        var readingOrder: [Link] = []
        var inReadingOrder = Set<String>()
        let spine = root.descendants("spine").first
        for itemref in spine?.descendants("itemref") ?? [] {
            let idref = itemref.attribute("idref") ?? ""
            guard let item = manifest[idref] else {
                warnings.append("spine item \(idref) is not in the manifest; skipped")
                continue
            }
            guard archive.contains(item.path) else {
                warnings.append("spine item \(item.path) is missing from the archive; skipped")
                continue
            }
            guard inReadingOrder.insert(item.path).inserted else {
                warnings.append("spine lists \(item.path) more than once; kept once")
                continue
            }
            readingOrder.append(Link(href: item.path, type: item.mediaType))
        }
        guard !readingOrder.isEmpty else {
            throw PublicationError(file: archive.fileName, problem: "\(packagePath) has no readable spine item")
        }

        let metadata = readMetadata(root, spine: spine)
        let toc = readTableOfContents(root: root, spine: spine, manifest: manifest, archive: archive, warnings: &warnings)
        // A resource is titled by the first entry of the table of contents that leads to it, at
        // any depth (a chapter listed only under its part still gets its own label).
        var labels: [String: String] = [:]
        func collect(_ links: [Link]) {
            for link in links {
                if let title = link.title, !title.isEmpty, labels[link.path] == nil { labels[link.path] = title }
                collect(link.children)
            }
        }
        collect(toc)
        let titled = readingOrder.map { link in
            Link(href: link.href, type: link.type, title: labels[link.href])
        }
        let resources = manifest.values.filter { !inReadingOrder.contains($0.path) && archive.contains($0.path) }
            .map { Link(href: $0.path, type: $0.mediaType.isEmpty ? nil : $0.mediaType) }
            .sorted { $0.href < $1.href }
        return EPUBPackage(
            packagePath: packagePath, metadata: metadata, readingOrder: titled, resources: resources, tableOfContents: toc, warnings: warnings
        )
    }

    private static func locatePackage(in archive: EPUBArchive, warnings: inout [String]) throws(PublicationError) -> String {
        if archive.contains("META-INF/container.xml") {
            let (container, _) = MarkupParser.parse(TextDecoding.decode(try archive.data(at: "META-INF/container.xml", limit: packageLimit)))
            for rootfile in container.descendants("rootfile") {
                if let path = rootfile.attribute("full-path").flatMap(EPUBPath.normalize), archive.contains(path) {
                    return path
                }
            }
            warnings.append("META-INF/container.xml names no package document that exists")
        } else {
            warnings.append("META-INF/container.xml is missing")
        }
        if let found = archive.paths.first(where: { $0.lowercased().hasSuffix(".opf") }) {
            warnings.append("using \(found), the first package document found")
            return found
        }
        throw PublicationError(file: archive.fileName, problem: "has no OPF package document (META-INF/container.xml missing or wrong)")
    }

    private static func readMetadata(_ root: MarkupElement, spine: MarkupElement?) -> Metadata {
        let metadata = root.descendants("metadata").first ?? root
        let uniqueID = root.attribute("unique-identifier")
        let identifiers = metadata.descendants("identifier")
        let declared = identifiers.first { $0.attribute("id") == uniqueID } ?? identifiers.first { $0.attribute("id") != nil }
        let identifier = (declared ?? identifiers.first)?.text.collapsingWhitespace()
        let title = metadata.descendants("title").first?.text.collapsingWhitespace() ?? ""
        let authors = metadata.descendants("creator").map { $0.text.collapsingWhitespace() }.filter { !$0.isEmpty }
        let languages = metadata.descendants("language").map { Language($0.text.collapsingWhitespace()) }.filter(\.isWellFormed)
        let direction = spine?.attribute("page-progression-direction").flatMap { ReadingProgression(rawValue: $0.lowercased()) }
        let metas = metadata.descendants("meta")
        let layoutValue = metas.first { $0.attribute("property") == "rendition:layout" }?.text.collapsingWhitespace()
        let appleFixed = metas.contains { $0.attribute("name") == "fixed-layout" && $0.attribute("content") == "true" }
        let layout: EPUBLayout = (layoutValue == "pre-paginated" || appleFixed) ? .fixed : .reflowable
        return Metadata(
            identifier: identifier?.isEmpty == false ? identifier : nil,
            title: title, authors: authors, languages: languages,
            readingProgression: direction, layout: layout
        )
    }

    private static func readTableOfContents(root: MarkupElement, spine: MarkupElement?, manifest: [String: Item], archive: EPUBArchive, warnings: inout [String]) -> [Link] {
        if let nav = manifest.values.first(where: { $0.properties.contains("nav") }), archive.contains(nav.path) {
            do {
                let (document, _) = MarkupParser.parse(TextDecoding.decode(try archive.data(at: nav.path, limit: packageLimit)), html: true)
                let navs = document.descendants("nav")
                if let toc = navs.first(where: { $0.attribute("type") == "toc" }) ?? navs.first, let list = toc.descendants("ol").first {
                    return navLinks(list, base: nav.path)
                }
            } catch {
                warnings.append("navigation document: \(error.problem)")
            }
        }
        let ncxItem = spine?.attribute("toc").flatMap { manifest[$0] } ?? manifest.values.first { $0.mediaType == "application/x-dtbncx+xml" }
        guard let ncx = ncxItem, archive.contains(ncx.path) else { return [] }
        do {
            let (document, _) = MarkupParser.parse(TextDecoding.decode(try archive.data(at: ncx.path, limit: packageLimit)))
            return document.descendants("navMap").first.map { ncxLinks($0, base: ncx.path) } ?? []
        } catch {
            warnings.append("NCX: \(error.problem)")
            return []
        }
    }

    private static func navLinks(_ list: MarkupElement, base: String) -> [Link] {
        list.elements.filter { $0.localName == "li" }.compactMap { item in
            let anchor = item.elements.first { $0.localName == "a" || $0.localName == "span" }
            let children = item.child("ol").map { navLinks($0, base: base) } ?? []
            guard let anchor else { return nil }
            let title = anchor.text.collapsingWhitespace()
            guard let href = anchor.attribute("href"), let (path, fragment) = EPUBPath.resolve(href, relativeTo: base) else {
                return children.isEmpty ? nil : Link(href: "", title: title, children: children)
            }
            return Link(href: path + (fragment.map { "#" + $0 } ?? ""), title: title, children: children)
        }
    }

    private static func ncxLinks(_ parent: MarkupElement, base: String) -> [Link] {
        parent.elements.filter { $0.localName == "navpoint" }.compactMap { point in
            let title = point.child("navlabel")?.text.collapsingWhitespace()
            let source = point.child("content")?.attribute("src") ?? ""
            guard let (path, fragment) = EPUBPath.resolve(source, relativeTo: base) else { return nil }
            return Link(href: path + (fragment.map { "#" + $0 } ?? ""), title: title, children: ncxLinks(point, base: base))
        }
    }
}
