/// Walks the page tree (ISO 32000-1, 7.7.3) to list the displayed size of every page in order.
///
/// The walk uses its own stack rather than recursion and visits each node once, so a `/Kids`
/// entry pointing back at an ancestor, a node shared by two parents or a tree thousands of levels
/// deep costs a warning, not a crash or an endless loop. `/Count` is not trusted: pages are
/// counted as they are found.
struct PDFPageTree {
    /// What a page inherits from its ancestors when it does not say it itself.
    private struct Inherited {
        var mediaBox: PDFRectangle?
        var cropBox: PDFRectangle?
        var rotate = 0
    }

    /// The size assumed for a page with no usable MediaBox: US Letter.
    static let fallbackSize = PDFPageSize(width: 612, height: 792)

    private(set) var pageSizes: [PDFPageSize] = []
    private(set) var warnings: [String] = []

    init(root: PDFObject, store: PDFObjectStore) {
        var visited: Set<Int> = []
        var stack: [(node: PDFObject, inherited: Inherited, depth: Int)] = [(root, Inherited(), 1)]
        var pagesWithoutMediaBox = 0
        var tooDeep = false
        while let (node, inherited, depth) = stack.popLast() {
            if case .reference(let id) = node, !visited.insert(id.number).inserted {
                warnings.append("page tree node \(id) appears twice (a cycle or a shared node); skipped")
                continue
            }
            let dictionary: PDFDictionary
            do {
                guard let resolved = try store.resolve(node).dictionaryValue else {
                    warnings.append("page tree node \(Self.describe(node)) is missing or not a dictionary; skipped")
                    continue
                }
                dictionary = resolved
            } catch {
                warnings.append("page tree node \(Self.describe(node)) unreadable (\(error)); skipped")
                continue
            }
            var attributes = inherited
            let resolve = store.resolve
            if let box = PDFRectangle(dictionary["MediaBox"], resolve: resolve) { attributes.mediaBox = box }
            if let box = PDFRectangle(dictionary["CropBox"], resolve: resolve) { attributes.cropBox = box }
            if let rotate = dictionary["Rotate"].flatMap({ try? resolve($0) })?.integerValue { attributes.rotate = rotate }

            let type = dictionary["Type"]?.nameValue
            let kids = dictionary["Kids"].flatMap { try? resolve($0) }?.arrayValue
            if type == "Pages" || (type != "Page" && kids != nil) {
                guard depth < store.limits.maxPageTreeDepth else {
                    tooDeep = true
                    continue
                }
                for kid in (kids ?? []).reversed() {
                    stack.append((kid, attributes, depth + 1))
                }
            } else {
                if attributes.mediaBox == nil && attributes.cropBox == nil { pagesWithoutMediaBox += 1 }
                let userUnit = dictionary["UserUnit"].flatMap { try? resolve($0) }?.numberValue ?? 1
                pageSizes.append(Self.size(of: attributes, userUnit: userUnit > 0 ? userUnit : 1))
            }
        }
        if tooDeep {
            warnings.append("page tree deeper than \(store.limits.maxPageTreeDepth) levels; deeper nodes skipped")
        }
        if pagesWithoutMediaBox > 0 {
            warnings.append("\(pagesWithoutMediaBox) page(s) without a MediaBox; US Letter (612×792) assumed")
        }
        let rootDictionary = (try? store.resolve(root))?.dictionaryValue
        if let count = rootDictionary?["Count"].flatMap({ try? store.resolve($0) })?.integerValue,
           count != pageSizes.count {
            warnings.append("the page tree's /Count says \(count) but \(pageSizes.count) page(s) were found")
        }
    }

    /// The CropBox is what viewers show; it is clipped to the MediaBox, and a page that has only
    /// one of them uses that one.
    private static func size(of attributes: Inherited, userUnit: Double) -> PDFPageSize {
        let box: PDFRectangle? = switch (attributes.mediaBox, attributes.cropBox) {
        case let (media?, crop?): crop.intersection(media) ?? media
        case let (media, crop): media ?? crop
        }
        guard let box else { return fallbackSize }
        let width = box.width * userUnit
        let height = box.height * userUnit
        let quarterTurns = ((attributes.rotate % 360) + 360) % 360
        return quarterTurns == 90 || quarterTurns == 270
            ? PDFPageSize(width: height, height: width)
            : PDFPageSize(width: width, height: height)
    }

    private static func describe(_ node: PDFObject) -> String {
        node.referenceValue?.description ?? "(direct object)"
    }
}
