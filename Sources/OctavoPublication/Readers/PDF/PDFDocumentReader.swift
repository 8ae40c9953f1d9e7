import Foundation

/// Reads what a PDF reader needs before rendering: the version, every page's displayed size, the
/// title and author.
///
/// Objects are parsed lazily by offset, so the cost follows the size of the page tree rather than
/// of the file. Damaged files are repaired where viewers would repair them (with a warning in the
/// result) and refused with a `PDFReadError` otherwise; every limit that keeps hostile files from
/// costing unbounded memory or time is in `PDFLimits`.
public enum PDFDocumentReader {
    /// Files over 1 GiB are refused. The file is memory-mapped when the system allows it, so only
    /// the pages of it that are parsed are actually read.
    public static func read(contentsOf url: URL) throws(PDFReadError) -> PDFDocumentInfo {
        try read(contentsOf: url, limits: .standard)
    }

    public static func read(data: Data, name: String) throws(PDFReadError) -> PDFDocumentInfo {
        try read(data: data, name: name, limits: .standard)
    }

    /// Whether `prefix` (the first bytes of a file) has the `%PDF-` marker that PDF viewers accept
    /// anywhere in the first 1024 bytes.
    public static func looksLikePDF(_ prefix: Data) -> Bool {
        prefix.withUnsafeBytes { headerOffset(in: PDFBytes($0)) != nil }
    }

    static func read(contentsOf url: URL, limits: PDFLimits) throws(PDFReadError) -> PDFDocumentInfo {
        let name = url.lastPathComponent
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                throw PDFProblem("it is a folder, not a PDF file")
            }
            if let size = (attributes[.size] as? NSNumber)?.intValue, size > limits.maxFileSize {
                throw PDFProblem(tooLarge(size, limits: limits))
            }
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch let problem as PDFProblem {
            throw PDFReadError(file: name, problem: problem.message)
        } catch {
            throw PDFReadError(file: name, problem: "the file could not be opened (\(error.localizedDescription))")
        }
        return try read(data: data, name: name, limits: limits)
    }

    static func read(data: Data, name: String, limits: PDFLimits) throws(PDFReadError) -> PDFDocumentInfo {
        guard !data.isEmpty else { throw PDFReadError(file: name, problem: "the file is empty") }
        guard data.count <= limits.maxFileSize else {
            throw PDFReadError(file: name, problem: tooLarge(data.count, limits: limits))
        }
        let result = data.withUnsafeBytes { raw -> Result<PDFDocumentInfo, PDFProblem> in
            do {
                return .success(try readDocument(PDFBytes(raw), limits: limits))
            } catch let problem as PDFProblem {
                return .failure(problem)
            } catch {
                return .failure(PDFProblem("\(error)"))
            }
        }
        switch result {
        case .success(let info): return info
        case .failure(let problem): throw PDFReadError(file: name, problem: problem.message)
        }
    }

    private static let headerMarker = Array("%PDF-".utf8)

    private static func headerOffset(in file: PDFBytes) -> Int? {
        file.window(0..<1024).firstIndex(of: headerMarker, from: 0)
    }

    private static func tooLarge(_ size: Int, limits: PDFLimits) -> String {
        "the file is \(size) bytes; files over \(PDFStreamDecoder.describe(limits.maxFileSize)) are not read"
    }

    private static func readDocument(_ file: PDFBytes, limits: PDFLimits) throws -> PDFDocumentInfo {
        guard let header = headerOffset(in: file) else {
            throw PDFProblem("not a PDF file (no %PDF- header in the first 1024 bytes)")
        }
        var versionEnd = header + headerMarker.count
        while let byte = file[versionEnd], PDFCharacter.isDigit(byte) || byte == UInt8(ascii: "."),
              versionEnd - header < 16 {
            versionEnd += 1
        }
        let version = String(decoding: file.copy((header + headerMarker.count)..<versionEnd), as: UTF8.self)

        let store = PDFObjectStore(file: file, limits: limits)
        let catalog: PDFDictionary
        do {
            catalog = try self.catalog(in: store)
        } catch {
            // Object streams are encrypted along with strings, so an encrypted file that keeps its
            // catalog in one cannot be read without the password.
            guard (store.trailer["Encrypt"] ?? .null).isNull else {
                throw PDFProblem("the document is encrypted and its catalog could not be read (\(error))")
            }
            throw error
        }
        let isEncrypted = !(store.trailer["Encrypt"] ?? .null).isNull
        let tree = PDFPageTree(root: catalog["Pages"] ?? .null, store: store)
        guard !tree.pageSizes.isEmpty else {
            let reason = tree.warnings.first.map { ": \($0)" } ?? ""
            throw PDFProblem(isEncrypted
                ? "the document is encrypted and its page tree could not be read\(reason)"
                : "no pages found\(reason)")
        }
        var warnings = store.warnings + tree.warnings
        var title: String?
        var author: String?
        if isEncrypted {
            warnings.append("the document is encrypted; title and author not read")
        } else if let infoReference = store.trailer["Info"] {
            do {
                let info = try store.resolve(infoReference).dictionaryValue ?? [:]
                title = try text(info["Title"], store: store)
                author = try text(info["Author"], store: store)
            } catch {
                warnings.append("document information (/Info) unreadable (\(error))")
            }
        }
        var seen: Set<String> = []
        return PDFDocumentInfo(version: version, pageSizes: tree.pageSizes, title: title, author: author,
                               isEncrypted: isEncrypted, warnings: warnings.filter { seen.insert($0).inserted })
    }

    /// The catalog named by the trailer; when it cannot be read, the file is scanned for one.
    private static func catalog(in store: PDFObjectStore) throws -> PDFDictionary {
        func candidate() -> Result<PDFDictionary, PDFProblem> {
            do {
                guard let catalog = try store.resolve(store.trailer["Root"] ?? .null).dictionaryValue,
                      catalog["Pages"] != nil else {
                    return .failure(PDFProblem("no document catalog (/Root with /Pages) found"))
                }
                return .success(catalog)
            } catch {
                return .failure(PDFProblem("the document catalog is unreadable (\(error))"))
            }
        }
        var result = candidate()
        if case .failure = result, !store.isRebuilt {
            store.rebuild(because: "the document catalog could not be read")
            result = candidate()
        }
        return try result.get()
    }

    /// Surrounding whitespace and the NUL some writers end strings with are not part of a title.
    private static func text(_ object: PDFObject?, store: PDFObjectStore) throws -> String? {
        guard let object, let bytes = try store.resolve(object).stringValue else { return nil }
        let text = PDFTextString.decode(bytes)
            .trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\0")))
        return text.isEmpty ? nil : text
    }
}
