import CZlib
import Foundation

/// A strong HTTP entity tag (RFC 9110 §8.8.3) computed from a file's bytes: two independent
/// checksums (zlib's CRC-32 and Adler-32) and the length. Equal bytes give equal tags; a change
/// to the bytes changes the tag unless both checksums and the length collide at once. It guards
/// caches, not secrets.
public struct EntityTag: Hashable, Sendable {
  /// The tag as sent in `ETag`, quotes included.
  public let header: String

  /// The tag of exactly these bytes.
  public init(content: Data) {
    let sums = content.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (UInt, UInt) in
      let base = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self)
      let count = uInt(bytes.count)
      return (crc32(0, base, count), adler32(1, base, count))
    }
    let crc = String(sums.0, radix: 16)
    let adler = String(sums.1, radix: 16)
    let length = String(content.count, radix: 16)
    header = "\"\(crc)-\(adler)-\(length)\""
  }

  private init(header: String) { self.header = header }

  /// The tag of another representation of the same content (its gzip encoding): a strong tag
  /// must differ between representations whose bytes differ.
  public func variant(_ name: String) -> EntityTag {
    EntityTag(header: String(header.dropLast()) + "-\(name)\"")
  }

  /// Whether an `If-None-Match` value names this tag: `*`, or a comma-separated list of tags in
  /// which one equals it. The comparison is weak, as RFC 9110 §13.1.2 asks (a `W/` prefix is
  /// ignored).
  public func isMatched(byIfNoneMatch value: String) -> Bool {
    for item in value.split(separator: ",") {
      var tag = item.trimmingCharacters(in: .whitespaces)
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag.removeFirst(2) }
      if tag == header { return true }
    }
    return false
  }
}
