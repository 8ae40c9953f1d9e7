/// Undoes the predictors of ISO 32000-1, 7.4.4.4. Cross-reference streams nearly always use
/// PNG prediction (`/Predictor 12`, "Up") so that the mostly identical rows compress well.
enum PDFPredictor {
    static func undo(_ data: [UInt8], parameters: PDFDictionary) throws -> [UInt8] {
        let predictor = parameters["Predictor"]?.integerValue ?? 1
        guard predictor > 1 else { return data }
        let colors = parameters["Colors"]?.integerValue ?? 1
        let bitsPerComponent = parameters["BitsPerComponent"]?.integerValue ?? 8
        let columns = parameters["Columns"]?.integerValue ?? 1
        guard (1...32).contains(colors), [1, 2, 4, 8, 16].contains(bitsPerComponent),
              (1...(1 << 20)).contains(columns) else {
            throw PDFProblem("invalid predictor parameters")
        }
        let bitsPerPixel = colors * bitsPerComponent
        // A row longer than the data is at most one partial row; shortening it changes nothing
        // but keeps absurd /Columns from allocating rows of megabytes for a few bytes of data.
        let rowLength = max(1, min((columns * bitsPerPixel + 7) / 8, data.count))
        switch predictor {
        case 2:
            guard bitsPerComponent == 8 else {
                throw PDFProblem("TIFF predictor with \(bitsPerComponent) bits per component is not supported")
            }
            return undoTIFF(data, rowLength: rowLength, bytesPerPixel: colors)
        case 10...15:
            return try undoPNG(data, rowLength: rowLength, bytesPerPixel: max(1, (bitsPerPixel + 7) / 8))
        default:
            throw PDFProblem("unknown predictor \(predictor)")
        }
    }

    private static func undoTIFF(_ data: [UInt8], rowLength: Int, bytesPerPixel: Int) -> [UInt8] {
        var output = data
        var rowStart = 0
        while rowStart < output.count {
            let rowEnd = min(rowStart + rowLength, output.count)
            var index = rowStart + bytesPerPixel
            while index < rowEnd {
                output[index] &+= output[index - bytesPerPixel]
                index += 1
            }
            rowStart = rowEnd
        }
        return output
    }

    /// Each row starts with its own PNG filter type; a short last row is decoded as far as it goes.
    private static func undoPNG(_ data: [UInt8], rowLength: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(data.count / (rowLength + 1) * rowLength + rowLength)
        var previous = [UInt8](repeating: 0, count: rowLength)
        var row = [UInt8](repeating: 0, count: rowLength)
        var index = 0
        while index < data.count {
            let filter = data[index]
            let available = min(rowLength, data.count - index - 1)
            for column in 0..<rowLength {
                row[column] = column < available ? data[index + 1 + column] : 0
            }
            for column in 0..<rowLength {
                let left = column >= bytesPerPixel ? row[column - bytesPerPixel] : 0
                let up = previous[column]
                let upLeft = column >= bytesPerPixel ? previous[column - bytesPerPixel] : 0
                switch filter {
                case 0: break
                case 1: row[column] &+= left
                case 2: row[column] &+= up
                case 3: row[column] &+= UInt8((Int(left) + Int(up)) / 2)
                case 4: row[column] &+= paeth(left: left, up: up, upLeft: upLeft)
                default: throw PDFProblem("unknown PNG predictor row type \(filter)")
                }
            }
            output.append(contentsOf: row[0..<available])
            swap(&previous, &row)
            index += rowLength + 1
        }
        return output
    }

    private static func paeth(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let distanceLeft = abs(estimate - Int(left))
        let distanceUp = abs(estimate - Int(up))
        let distanceUpLeft = abs(estimate - Int(upLeft))
        if distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft { return left }
        return distanceUp <= distanceUpLeft ? up : upLeft
    }
}
