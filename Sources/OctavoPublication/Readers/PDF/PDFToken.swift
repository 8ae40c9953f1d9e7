/// One lexical unit of PDF syntax. Keywords cover everything spelled with regular characters
/// that is not a number: `true`, `obj`, `R`, `xref`, and also garbage, which the parser rejects.
enum PDFToken: Equatable {
    case integer(Int)
    case real(Double)
    case string([UInt8])
    case name(String)
    case keyword(String)
    case arrayStart
    case arrayEnd
    case dictionaryStart
    case dictionaryEnd
}
