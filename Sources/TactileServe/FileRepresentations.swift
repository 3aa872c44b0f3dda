import Foundation
import TactileBrotli

/// A file's bytes as the server sends them, computed once and kept in memory: the identity
/// bytes with their entity tag and, when asked for, their gzip and Brotli encodings.
struct FileRepresentation: Sendable {
  let identity: Data
  let tag: EntityTag
  /// The gzip encoding, once computed; nil if not asked for yet or not smaller.
  var gzip: Data?
  var gzipTried = false
  /// The Brotli encoding, once the background compression made it; nil until then, or if it
  /// is not smaller.
  var brotli: Data?
  var brotliTried = false
}

/// The files read so far, by path. An entry is reused while the file's size and modification
/// time are unchanged, so an edited site or a rebuilt module is picked up by the next request
/// and an unchanged one is never read or compressed again. Safe to use from many requests at
/// once (one lock around the table; reading and compressing happen outside it).
///
/// gzip (zlib, fast) is made on the request that first wants it. Brotli (Tactile's encoder,
/// slower: about 4 s of CPU time for the 4.7 MB module) is never made on a request: it is made on one
/// background queue, for the files `precompress` names at start-up and for any other file the
/// first time a request accepts it; until it is ready, such requests get gzip.
final class FileRepresentations: @unchecked Sendable {
  private struct Stamp: Equatable {
    let size: Int
    let modified: Date
  }
  private var entries: [String: (stamp: Stamp, representation: FileRepresentation)] = [:]
  /// The paths whose Brotli encoding is queued or being made.
  private var brotliPending: Set<String> = []
  private let lock = NSLock()
  private let brotliQueue = DispatchQueue(label: "tactile.serve.brotli", qos: .utility)

  private static func stamp(of path: String) -> Stamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return Stamp(size: size, modified: modified)
  }

  /// The representation of the file at `path`, with its gzip encoding if `gzip` is true and
  /// compression makes it smaller, and its Brotli encoding if made already (`brotli` true asks
  /// for it to be made in the background when it is not); nil if the file cannot be read.
  func representation(of path: String, gzip: Bool, brotli: Bool = false) -> FileRepresentation? {
    guard let stamp = Self.stamp(of: path) else { return nil }
    var representation: FileRepresentation
    if let entry = lock.withLock({ entries[path] }), entry.stamp == stamp {
      representation = entry.representation
      if brotli && !representation.brotliTried { scheduleBrotli(path) }
      if !gzip || representation.gzipTried { return representation }
    } else {
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      representation = FileRepresentation(identity: data, tag: EntityTag(content: data), gzip: nil)
      if brotli { scheduleBrotli(path) }
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
    lock.withLock {
      // Keep a Brotli encoding the background made meanwhile for the same bytes.
      var merged = stored
      if let current = entries[path], current.stamp == stamp, !merged.brotliTried {
        merged.brotli = current.representation.brotli
        merged.brotliTried = current.representation.brotliTried
      }
      entries[path] = (stamp, merged)
    }
    return representation
  }

  /// Queues the Brotli encoding of the file at `path` unless it is queued already.
  func scheduleBrotli(_ path: String) {
    let isNew = lock.withLock { brotliPending.insert(path).inserted }
    guard isNew else { return }
    brotliQueue.async { self.makeBrotli(path) }
  }

  /// Waits until every queued Brotli encoding is made.
  func waitForBrotli() { brotliQueue.sync {} }

  private func makeBrotli(_ path: String) {
    defer { lock.withLock { _ = brotliPending.remove(path) } }
    guard let stamp = Self.stamp(of: path) else { return }
    if let entry = lock.withLock({ entries[path] }), entry.stamp == stamp, entry.representation.brotliTried {
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else { return }
    let compressed = Data(data.withUnsafeBytes { Brotli.compress($0.bindMemory(to: UInt8.self)) })
    // Only bytes still current are kept (the file may have changed while it was compressed).
    guard Self.stamp(of: path) == stamp else { return }
    let kept = compressed.count < data.count ? compressed : nil
    lock.withLock {
      var representation =
        entries[path].flatMap { $0.stamp == stamp ? $0.representation : nil }
        ?? FileRepresentation(identity: data, tag: EntityTag(content: data), gzip: nil)
      representation.brotli = kept
      representation.brotliTried = true
      entries[path] = (stamp, representation)
    }
  }
}
