/// LZ77 matching over the whole input: a hash of the next four bytes leads to the most recent
/// earlier position with that hash, and each position links to the previous one with the same
/// hash (hash chains), so candidates are found newest (nearest) first.
struct Matcher {
  let input: UnsafeBufferPointer<UInt8>
  let effort: Brotli.Effort
  /// log₂ of the hash table's size: one slot per one or two input bytes (2¹⁶ to 2²²), so that
  /// chains hold positions with equal bytes, not collisions (on incompressible input a chain
  /// otherwise grows with the input and every position walks it all).
  let hashBits: Int
  var head: [Int32]
  var previous: [Int32]
  /// Positions below this one are in the chains.
  var hashed = 0

  init(_ input: UnsafeBufferPointer<UInt8>, effort: Brotli.Effort) {
    self.input = input
    self.effort = effort
    var bits = 16
    while bits < 22 && (1 << (bits + 1)) < input.count { bits += 1 }
    hashBits = bits
    head = [Int32](repeating: -1, count: 1 << bits)
    previous = [Int32](repeating: -1, count: max(input.count, 1))
  }

  @inline(__always)
  func hash(_ position: Int) -> Int {
    let word =
      UInt32(input[position]) | UInt32(input[position + 1]) << 8 | UInt32(input[position + 2]) << 16
      | UInt32(input[position + 3]) << 24
    return Int((word &* 0x1E35_A7BD) >> UInt32(32 - hashBits))
  }

  /// Adds the positions below `end` (that have four bytes after them) to the chains.
  @inline(__always)
  mutating func hash(upTo end: Int) {
    let last = min(end, input.count - 3)
    while hashed < last {
      let key = hash(hashed)
      previous[hashed] = head[key]
      head[key] = Int32(hashed)
      hashed += 1
    }
    if hashed < end { hashed = end }
  }

  /// How many bytes at `position` equal those `distance` bytes before it, at most `limit`;
  /// eight bytes are compared at a time (the first differing byte is the lowest differing one
  /// on the little-endian machines Tactile runs on).
  @inline(__always)
  func matchLength(_ position: Int, _ distance: Int, limit: Int) -> Int {
    let base = UnsafeRawPointer(input.baseAddress!)
    let source = position - distance
    var length = 0
    while length + 8 <= limit {
      let difference =
        base.loadUnaligned(fromByteOffset: source + length, as: UInt64.self)
        ^ base.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
      if difference != 0 { return length + UInt64(littleEndian: difference).trailingZeroBitCount / 8 }
      length += 8
    }
    while length < limit && input[source + length] == input[position + length] { length += 1 }
    return length
  }

  /// What a match saves, in bits roughly: about six bits a literal, against a command and a
  /// distance whose cost grows with the distance's logarithm (the last distance costs least).
  @inline(__always)
  static func score(length: Int, distance: Int, lastDistance: Int) -> Int {
    if distance == lastDistance { return 6 * length - 8 }
    var log = 0
    while (distance >> (log + 1)) != 0 { log += 1 }
    return 6 * length - 12 - log
  }

  /// The best match at `position` that ends by `end`, as (length, distance, score); length 0
  /// when nothing scores above zero. The positions below `position` must be hashed.
  func bestMatch(at position: Int, end: Int, lastDistance: Int) -> (length: Int, distance: Int, score: Int) {
    let limit = end - position
    var best = (length: 0, distance: 0, score: 0)
    if limit < 4 { return best }
    let reach = min(position, Brotli.maxDistance)
    if lastDistance <= reach {
      let length = matchLength(position, lastDistance, limit: limit)
      if length >= 2 {
        let score = Self.score(length: length, distance: lastDistance, lastDistance: lastDistance)
        if score > best.score { best = (length, lastDistance, score) }
      }
    }
    var candidate = Int(head[hash(position)])
    var depth = effort.chainDepth
    while candidate >= 0 && depth > 0 {
      let distance = position - candidate
      if distance > reach { break }
      depth -= 1
      if best.length < limit && input[candidate + best.length] == input[position + best.length] {
        let length = matchLength(position, distance, limit: limit)
        if length >= 4 {
          let score = Self.score(length: length, distance: distance, lastDistance: lastDistance)
          if score > best.score {
            best = (length, distance, score)
            if length >= effort.niceLength || length == limit { break }
          }
        }
      }
      candidate = Int(previous[candidate])
    }
    return best
  }

  /// The commands for the bytes from `start` to `end`: at each position the best match, unless
  /// the next position has a better one (then this byte is a literal); literals left at the
  /// end form a last command without a copy.
  mutating func parse(from start: Int, to end: Int, ring: inout DistanceRing) -> [Command] {
    var commands: [Command] = []
    var literalStart = start
    var position = start
    while position < end {
      hash(upTo: position)
      var match = bestMatch(at: position, end: end, lastDistance: ring.last.0)
      if match.length == 0 {
        position += 1
        continue
      }
      // A long match is taken as it is (zlib's "max lazy"): looking one byte further rarely
      // pays for it.
      while match.length < effort.lazyLength && position + 1 < end {
        hash(upTo: position + 1)
        let next = bestMatch(at: position + 1, end: end, lastDistance: ring.last.0)
        if next.score <= match.score { break }
        position += 1
        match = next
      }
      commands.append(Command(insert: position - literalStart, copy: match.length, distance: match.distance))
      _ = ring.code(for: match.distance)
      position += match.length
      literalStart = position
    }
    hash(upTo: end)
    if literalStart < end { commands.append(Command(insert: end - literalStart, copy: 0, distance: 0)) }
    return commands
  }
}
