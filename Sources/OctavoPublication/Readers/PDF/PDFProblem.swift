/// The one error the reader's internals throw. It carries only the problem; the public entry
/// points add the file's name when they turn it into a `PDFReadError`.
struct PDFProblem: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
