import CZlib
import Foundation

/// zlib's inflate, independent of the server's code: what a browser does with a gzip body.
/// Returns nil unless `data` is exactly one complete gzip member.
func gunzip(_ data: Data) -> Data? {
  var stream = z_stream()
  guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
    return nil
  }
  defer { inflateEnd(&stream) }
  var output = Data()
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  var input = data
  return input.withUnsafeMutableBytes { (source: UnsafeMutableRawBufferPointer) -> Data? in
    stream.next_in = source.baseAddress?.assumingMemoryBound(to: Bytef.self)
    stream.avail_in = uInt(source.count)
    while true {
      let status = chunk.withUnsafeMutableBufferPointer { buffer -> Int32 in
        stream.next_out = buffer.baseAddress
        stream.avail_out = uInt(buffer.count)
        return inflate(&stream, Z_NO_FLUSH)
      }
      output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
      if status == Z_STREAM_END { return stream.avail_in == 0 ? output : nil }
      if status != Z_OK { return nil }
    }
  }
}
