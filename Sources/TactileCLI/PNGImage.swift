import CZlib
import Foundation

/// A PNG decoded to 8-bit RGBA pixels, for `tactile test`'s image comparison. It reads the PNGs
/// that `render` writes (rsvg-convert's) and other common ones: bit depth 8, colour types grey,
/// grey with alpha, RGB, RGBA and palette, without interlacing; anything else is refused with a
/// message that says what.
struct PNGImage: Equatable {
  var width: Int
  var height: Int
  /// Row-major RGBA, four bytes a pixel.
  var pixels: [UInt8]

  struct DecodeError: Error, CustomStringConvertible {
    var description: String
  }

  init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  init(decoding data: Data) throws(DecodeError) {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else {
      throw DecodeError(description: "not a PNG file")
    }
    var offset = 8
    var header: [UInt8] = []
    var palette: [UInt8] = []
    var transparency: [UInt8] = []
    var compressed: [UInt8] = []
    func be32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while offset + 12 <= bytes.count {
      let length = be32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= bytes.count else {
        throw DecodeError(description: "the PNG is truncated in its '\(type)' chunk")
      }
      let body = Array(bytes[start..<start + length])
      switch type {
      case "IHDR": header = body
      case "PLTE": palette = body
      case "tRNS": transparency = body
      case "IDAT": compressed += body
      default: break
      }
      offset = start + length + 4
      if type == "IEND" { break }
    }
    guard header.count == 13 else { throw DecodeError(description: "the PNG has no IHDR chunk") }
    let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
    let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
    let depth = header[8]
    let colourType = header[9]
    guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
      throw DecodeError(description: "the PNG's size \(width)×\(height) is out of range")
    }
    guard depth == 8 else {
      throw DecodeError(description: "PNGs of bit depth \(depth) are not supported (only 8)")
    }
    guard header[12] == 0 else { throw DecodeError(description: "interlaced PNGs are not supported") }
    let channels: Int
    switch colourType {
    case 0: channels = 1
    case 2: channels = 3
    case 3: channels = 1
    case 4: channels = 2
    case 6: channels = 4
    default: throw DecodeError(description: "the PNG's colour type \(colourType) is not valid")
    }
    let stride = width * channels
    var raw = [UInt8](repeating: 0, count: height * (stride + 1))
    var rawLength = uLongf(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
      compressed.withUnsafeBufferPointer { input in
        uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK, Int(rawLength) == raw.count else {
      throw DecodeError(description: "the PNG's image data does not inflate to \(width)×\(height) pixels")
    }
    // Undo the filters row by row (PNG specification, section 9).
    var rows = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      let input = y * (stride + 1) + 1
      let row = y * stride
      for x in 0..<stride {
        let a = x >= channels ? Int(rows[row + x - channels]) : 0
        let b = y > 0 ? Int(rows[row - stride + x]) : 0
        let c = x >= channels && y > 0 ? Int(rows[row - stride + x - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw DecodeError(description: "the PNG uses an unknown filter \(filter)")
        }
        rows[row + x] = UInt8(truncatingIfNeeded: Int(raw[input + x]) + predictor)
      }
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<(width * height) {
      let s = i * channels
      let d = i * 4
      switch colourType {
      case 0:
        pixels[d] = rows[s]
        pixels[d + 1] = rows[s]
        pixels[d + 2] = rows[s]
      case 2:
        pixels[d] = rows[s]
        pixels[d + 1] = rows[s + 1]
        pixels[d + 2] = rows[s + 2]
      case 3:
        let index = Int(rows[s])
        guard index * 3 + 2 < palette.count else {
          throw DecodeError(description: "the PNG's palette has no entry \(index)")
        }
        pixels[d] = palette[index * 3]
        pixels[d + 1] = palette[index * 3 + 1]
        pixels[d + 2] = palette[index * 3 + 2]
        if index < transparency.count { pixels[d + 3] = transparency[index] }
      case 4:
        pixels[d] = rows[s]
        pixels[d + 1] = rows[s]
        pixels[d + 2] = rows[s]
        pixels[d + 3] = rows[s + 1]
      default:
        pixels[d] = rows[s]
        pixels[d + 1] = rows[s + 1]
        pixels[d + 2] = rows[s + 2]
        pixels[d + 3] = rows[s + 3]
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// How two images differ, under `tactile test`'s tolerance.
  struct Comparison {
    /// The pixels some channel of which differs by more than `ImageTolerance.channel`.
    var differing: Int
    var total: Int
    /// The largest difference of one channel, and where (x, y) it is.
    var largest: Int
    var at: (x: Int, y: Int)

    var fraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }
    var withinTolerance: Bool { fraction <= ImageTolerance.fraction }
  }

  /// Compares with `other` of the same size, pixel by pixel.
  func compare(with other: PNGImage) -> Comparison {
    var comparison = Comparison(differing: 0, total: width * height, largest: 0, at: (0, 0))
    for i in 0..<(width * height) {
      var worst = 0
      for k in 0..<4 {
        worst = max(worst, abs(Int(pixels[i * 4 + k]) - Int(other.pixels[i * 4 + k])))
      }
      if worst > ImageTolerance.channel { comparison.differing += 1 }
      if worst > comparison.largest {
        comparison.largest = worst
        comparison.at = (i % width, i / width)
      }
    }
    return comparison
  }
}

/// `tactile test`'s tolerance for images (docs/interfaces.md): a pixel differs when one of its
/// channels (red, green, blue, alpha, 0–255) differs by more than `channel`; two images of the
/// same size match when at most `fraction` of their pixels differ. It absorbs the anti-aliasing
/// of another rasteriser version, not a moved or recoloured shape.
enum ImageTolerance {
  static let channel = 8
  static let fraction = 0.001
}
