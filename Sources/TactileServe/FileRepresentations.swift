import Foundation

/// A file's bytes as the server sends them, computed once and kept in memory: the identity
/// bytes with their entity tag and, when asked for, their gzip encoding with its own tag.
struct FileRepresentation: Sendable {
  let identity: Data
  let tag: EntityTag
  /// The gzip encoding, once computed; nil if not asked for yet or not smaller.
  var gzip: Data?
  var gzipTried = false
}

/// The files read so far, by path. An entry is reused while the file's size and modification
/// time are unchanged, so an edited site or a rebuilt module is picked up by the next request
/// and an unchanged one is never read or compressed again. Safe to use from many requests at
/// once (one lock around the table; reading and compressing happen outside it).
final class FileRepresentations: @unchecked Sendable {
  private struct Stamp: Equatable {
    let size: Int
    let modified: Date
  }
  private var entries: [String: (stamp: Stamp, representation: FileRepresentation)] = [:]
  private let lock = NSLock()

  /// The representation of the file at `path`, with its gzip encoding if `gzip` is true and
  /// compression makes it smaller; nil if the file cannot be read.
  func representation(of path: String, gzip: Bool) -> FileRepresentation? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    let stamp = Stamp(size: size, modified: modified)
    var representation: FileRepresentation
    if let entry = lock.withLock({ entries[path] }), entry.stamp == stamp {
      representation = entry.representation
      if !gzip || representation.gzipTried { return representation }
    } else {
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      representation = FileRepresentation(identity: data, tag: EntityTag(content: data), gzip: nil)
    }
    if gzip {
      representation.gzipTried = true
      if let compressed = Gzip.compress(representation.identity),
        compressed.count < representation.identity.count
      {
        representation.gzip = compressed
      }
    }
    let stored = representation
    lock.withLock { entries[path] = (stamp, stored) }
    return representation
  }
}
