import CZlib
import Foundation

/// gzip (RFC 1952) through zlib's deflate. `compress` returns nil only if zlib refuses to start
/// (out of memory); the output always decompresses to the input.
public enum Gzip {
  /// The bytes of `data` as one gzip member, at zlib's highest level: the server compresses
  /// each file once and keeps the result, so the extra time buys smaller transfers.
  public static func compress(_ data: Data, level: Int32 = 9) -> Data? {
    var stream = z_stream()
    // windowBits 15 + 16 asks deflate for a gzip header and trailer instead of zlib's.
    let started = deflateInit2_(
      &stream, level, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard started == Z_OK else { return nil }
    defer { deflateEnd(&stream) }
    var output = Data(count: Int(deflateBound(&stream, uLong(data.count))))
    var input = data
    let status = input.withUnsafeMutableBytes { (source: UnsafeMutableRawBufferPointer) in
      output.withUnsafeMutableBytes { (target: UnsafeMutableRawBufferPointer) -> Int32 in
        stream.next_in = source.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(target.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    // deflateBound is enough room for one Z_FINISH call, so the stream must end here.
    guard status == Z_STREAM_END else { return nil }
    output.count = Int(stream.total_out)
    return output
  }
}
