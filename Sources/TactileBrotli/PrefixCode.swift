/// A prefix (Huffman) code over an alphabet, built from symbol counts, as Brotli uses them
/// (RFC 7932 §3): canonical codes given by their lengths, no length over the limit.
public struct PrefixCode {
  /// The code length of each symbol; 0 for a symbol that is never written.
  public let lengths: [UInt8]
  /// Each symbol's code, bit-reversed so that it can be written least significant bit first.
  public let codes: [UInt16]
  /// The symbols with a nonzero count, in increasing order.
  public let used: [Int]

  /// The code for `counts`, lengths limited to `limit` bits. A single used symbol gets length
  /// 0 (Brotli writes no bits for it); no used symbol at all is treated as symbol 0 used once.
  public init(counts: [Int], limit: Int) {
    var used = counts.indices.filter { counts[$0] > 0 }
    if used.isEmpty { used = [0] }
    self.used = used
    var lengths = [UInt8](repeating: 0, count: counts.count)
    if used.count == 2 {
      lengths[used[0]] = 1
      lengths[used[1]] = 1
    } else if used.count > 2 {
      lengths = PrefixCode.limitedLengths(counts: counts, used: used, limit: limit)
    }
    self.lengths = lengths
    codes = used.count == 1 ? [UInt16](repeating: 0, count: counts.count) : PrefixCode.canonicalCodes(lengths)
  }

  /// Huffman code lengths for the used symbols. When the tree is deeper than `limit`, small
  /// counts are raised (to 2, 4, 8, … times the smallest) and the tree rebuilt, which flattens it
  /// until it fits; every result is a complete code.
  static func limitedLengths(counts: [Int], used: [Int], limit: Int) -> [UInt8] {
    var floor = 1
    while true {
      let weights = used.map { max(counts[$0], floor) }
      let depths = huffmanDepths(weights)
      if depths.max()! <= limit {
        var lengths = [UInt8](repeating: 0, count: counts.count)
        for (index, symbol) in used.enumerated() { lengths[symbol] = UInt8(depths[index]) }
        return lengths
      }
      floor *= 2
    }
  }

  /// The depth of each leaf in a Huffman tree over `weights` (at least two of them), merging
  /// the two lightest nodes first; ties go to the earlier node, so the result is deterministic.
  static func huffmanDepths(_ weights: [Int]) -> [Int] {
    let count = weights.count
    let leaves = weights.indices.sorted { (weights[$0], $0) < (weights[$1], $1) }
    // Nodes 0..<count are leaves (in `leaves` order); the rest are merged nodes, in order made.
    var weight = leaves.map { weights[$0] }
    var parent = [Int](repeating: -1, count: 2 * count - 1)
    var nextLeaf = 0
    var nextMerged = count
    weight.reserveCapacity(2 * count - 1)
    func takeLightest() -> Int {
      if nextLeaf < count && (nextMerged >= weight.count || weight[nextLeaf] <= weight[nextMerged]) {
        nextLeaf += 1
        return nextLeaf - 1
      }
      nextMerged += 1
      return nextMerged - 1
    }
    for _ in 0..<(count - 1) {
      let a = takeLightest()
      let b = takeLightest()
      parent[a] = weight.count
      parent[b] = weight.count
      weight.append(weight[a] + weight[b])
    }
    var depth = [Int](repeating: 0, count: 2 * count - 1)
    for node in stride(from: 2 * count - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
    var result = [Int](repeating: 0, count: count)
    for (position, symbol) in leaves.enumerated() { result[symbol] = depth[position] }
    return result
  }

  /// Canonical codes (RFC 7932 §3.2) for `lengths`, each bit-reversed for writing.
  static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
    var lengthCount = [Int](repeating: 0, count: 17)
    for length in lengths where length > 0 { lengthCount[Int(length)] += 1 }
    var next = [Int](repeating: 0, count: 17)
    var code = 0
    for bits in 1...16 {
      code = (code + lengthCount[bits - 1]) << 1
      next[bits] = code
    }
    var codes = [UInt16](repeating: 0, count: lengths.count)
    for symbol in lengths.indices where lengths[symbol] > 0 {
      let length = Int(lengths[symbol])
      var value = next[length]
      next[length] += 1
      var reversed = 0
      for _ in 0..<length {
        reversed = (reversed << 1) | (value & 1)
        value >>= 1
      }
      codes[symbol] = UInt16(reversed)
    }
    return codes
  }

  /// Writes `symbol`'s code.
  @inline(__always)
  public func write(_ symbol: Int, to writer: inout BitWriter) {
    writer.write(UInt64(codes[symbol]), Int(lengths[symbol]))
  }

  /// Writes the code's description (RFC 7932 §3.4–3.5) for an alphabet of `alphabetSize`
  /// symbols: the simple form when one or two symbols are used, otherwise the complex form,
  /// whose code lengths are themselves run-length coded and prefix coded.
  public func writeDescription(alphabetSize: Int, to writer: inout BitWriter) {
    if used.count <= 2 {
      var alphabetBits = 0
      while (1 << alphabetBits) < alphabetSize { alphabetBits += 1 }
      writer.write(1, 2)  // HSKIP = 1: a simple prefix code
      writer.write(used.count - 1, 2)  // NSYM - 1
      for symbol in used { writer.write(symbol, alphabetBits) }
      return
    }
    // The lengths as code-length symbols: 0–15 a length, 16 repeats the previous nonzero length
    // and 17 repeats zero, with extra bits (tokens of one run are consecutive, as §3.5 requires).
    let last = lengths.lastIndex { $0 != 0 }!
    var tokens: [(symbol: Int, extra: Int, extraBits: Int)] = []
    var index = 0
    while index <= last {
      let value = Int(lengths[index])
      var run = 1
      while index + run <= last && Int(lengths[index + run]) == value { run += 1 }
      index += run
      var remaining = run
      if value != 0 {
        tokens.append((value, 0, 0))
        remaining -= 1
      }
      if remaining < 3 {
        for _ in 0..<remaining { tokens.append((value, 0, 0)) }
        continue
      }
      // A chain of repeat codes: the total after k codes is T(k) = f·(T(k−1) − 2) + 3 + extra.
      let (symbol, factor, extraBits) = value == 0 ? (17, 8, 3) : (16, 4, 2)
      let single = factor + 2
      var total = remaining
      var extras: [Int] = []
      while total > single {
        extras.append((total - 3) % factor)
        total = (total - 3) / factor + 2
      }
      extras.append(total - 3)
      for extra in extras.reversed() { tokens.append((symbol, extra, extraBits)) }
    }
    var tokenCounts = [Int](repeating: 0, count: 18)
    for token in tokens { tokenCounts[token.symbol] += 1 }
    let lengthCode = PrefixCode(counts: tokenCounts, limit: 5)
    var lengthCodeLengths = lengthCode.lengths
    if lengthCode.used.count == 1 { lengthCodeLengths[lengthCode.used[0]] = 1 }
    writer.write(0, 2)  // HSKIP = 0: every code length code length is written
    let order = [1, 2, 3, 4, 0, 5, 17, 6, 16, 7, 8, 9, 10, 11, 12, 13, 14, 15]
    // With two or more used symbols the reader stops once the code is complete, so the list
    // ends at the last nonzero length; with one, all eighteen are read.
    var written = order.count
    if lengthCode.used.count > 1 {
      written = order.lastIndex { lengthCodeLengths[$0] != 0 }! + 1
    }
    // The fixed code of a code length code length (§3.5), as values written LSB first.
    let fixedCodes: [(code: Int, bits: Int)] = [(0, 2), (7, 4), (3, 3), (2, 2), (1, 2), (15, 4)]
    for symbol in order.prefix(written) {
      let fixed = fixedCodes[Int(lengthCodeLengths[symbol])]
      writer.write(fixed.code, fixed.bits)
    }
    for token in tokens {
      lengthCode.write(token.symbol, to: &writer)
      if token.extraBits > 0 { writer.write(token.extra, token.extraBits) }
    }
  }
}
