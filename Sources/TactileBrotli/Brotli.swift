/// Tactile's Brotli encoder (RFC 7932), for the files `tactile serve` sends: LZ77 over a 16 MiB
/// window with hash chains and one-step lazy matching, then for each meta-block of up to 1 MiB
/// one prefix code per category (literals, insert-and-copy lengths, distances) built from that
/// meta-block's counts. No context modelling, no block switching, no static dictionary.
public enum Brotli {
  /// How hard the matcher looks: how many earlier positions with the same hash it compares.
  public struct Effort: Sendable {
    public var chainDepth: Int
    /// A match this long is taken without looking further.
    public var niceLength: Int
    /// A match shorter than this is compared with the next position's before it is taken.
    public var lazyLength: Int

    public init(chainDepth: Int, niceLength: Int, lazyLength: Int) {
      self.chainDepth = chainDepth
      self.niceLength = niceLength
      self.lazyLength = lazyLength
    }

    public static let standard = Effort(chainDepth: 96, niceLength: 192, lazyLength: 32)
  }

  /// log₂ of the window: references reach back at most 2²⁴ − 16 bytes.
  public static let windowBits = 24
  static let maxDistance = (1 << windowBits) - 16
  /// The uncompressed length of each meta-block but the last.
  public static let metaBlockLength = 1 << 20

  /// The Brotli stream of `input`.
  public static func compress(_ input: [UInt8], effort: Effort = .standard) -> [UInt8] {
    input.withUnsafeBufferPointer { compress($0, effort: effort) }
  }

  /// The Brotli stream of the bytes in `input`.
  public static func compress(_ input: UnsafeBufferPointer<UInt8>, effort: Effort = .standard) -> [UInt8] {
    var writer = BitWriter()
    // WBITS = 24: a 1, then 24 − 17 in three bits (§9.1).
    writer.write(1, 1)
    writer.write(windowBits - 17, 3)
    var matcher = Matcher(input, effort: effort)
    var parseRing = DistanceRing()
    var writeRing = DistanceRing()
    var start = 0
    while start < input.count {
      let end = min(start + metaBlockLength, input.count)
      let commands = matcher.parse(from: start, to: end, ring: &parseRing)
      let saved = writer
      let savedRing = writeRing
      writeCompressedMetaBlock(
        input, start: start, end: end, commands: commands, ring: &writeRing, to: &writer)
      // A meta-block that came out larger than its bytes is sent stored instead.
      if writer.bitCount - saved.bitCount > (end - start + 8) * 8 {
        writer = saved
        writeRing = savedRing
        writeStoredMetaBlock(input, start: start, end: end, to: &writer)
      }
      start = end
    }
    writer.write(1, 1)  // ISLAST
    writer.write(1, 1)  // ISLASTEMPTY
    return writer.finish()
  }

  /// ISLAST = 0, MNIBBLES and MLEN − 1 (§9.2).
  static func writeLength(_ length: Int, to writer: inout BitWriter) {
    writer.write(0, 1)
    var nibbles = 4
    while nibbles < 6 && (length - 1) >> (nibbles * 4) != 0 { nibbles += 1 }
    writer.write(nibbles - 4, 2)
    writer.write(length - 1, nibbles * 4)
  }

  static func writeStoredMetaBlock(
    _ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int, to writer: inout BitWriter
  ) {
    writeLength(end - start, to: &writer)
    writer.write(1, 1)  // ISUNCOMPRESSED
    writer.alignToByte()
    writer.append(UnsafeBufferPointer(rebasing: input[start..<end]))
  }

  static func writeCompressedMetaBlock(
    _ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int, commands: [Command], ring: inout DistanceRing,
    to writer: inout BitWriter
  ) {
    // The symbols first, counted, then written with the codes the counts give.
    struct Coded {
      var symbol: Int
      var insertCode: Int
      var copyCode: Int
      var distance: (code: Int, extra: Int, bits: Int)?
    }
    var literalCounts = [Int](repeating: 0, count: 256)
    var commandCounts = [Int](repeating: 0, count: 704)
    var distanceCounts = [Int](repeating: 0, count: 64)
    var coded: [Coded] = []
    coded.reserveCapacity(commands.count)
    var position = start
    for command in commands {
      for index in position..<(position + command.insert) { literalCounts[Int(input[index])] += 1 }
      position += command.insert + command.copy
      let insertCode = LengthCodes.insertCode(command.insert)
      // A command without a copy ends the meta-block; its copy length is never read.
      let copyCode = command.copy == 0 ? 0 : LengthCodes.copyCode(command.copy)
      var distance: (code: Int, extra: Int, bits: Int)?
      var implicit = command.copy == 0
      if command.copy > 0 {
        let code = ring.code(for: command.distance)
        if code.code == 0 { implicit = true } else { distance = code }
      }
      let symbol = LengthCodes.commandSymbol(
        insertCode: insertCode, copyCode: copyCode, implicitDistance: implicit)
      if symbol >= 128 && distance == nil && command.copy > 0 { distance = (0, 0, 0) }
      commandCounts[symbol] += 1
      if let distance { distanceCounts[distance.code] += 1 }
      coded.append(Coded(symbol: symbol, insertCode: insertCode, copyCode: copyCode, distance: distance))
    }
    let literalCode = PrefixCode(counts: literalCounts, limit: 15)
    let commandCode = PrefixCode(counts: commandCounts, limit: 15)
    let distanceCode = PrefixCode(counts: distanceCounts, limit: 15)

    writeLength(end - start, to: &writer)
    writer.write(0, 1)  // ISUNCOMPRESSED = 0
    writer.write(0, 3)  // one block type each for literals, commands and distances
    writer.write(0, 6)  // NPOSTFIX = 0, NDIRECT = 0
    writer.write(0, 2)  // the literal block type's context mode (LSB6; one tree, so unused)
    writer.write(0, 2)  // NTREESL = 1, NTREESD = 1: no context maps
    literalCode.writeDescription(alphabetSize: 256, to: &writer)
    commandCode.writeDescription(alphabetSize: 704, to: &writer)
    distanceCode.writeDescription(alphabetSize: 64, to: &writer)

    position = start
    for (command, item) in zip(commands, coded) {
      commandCode.write(item.symbol, to: &writer)
      let insert = LengthCodes.insert[item.insertCode]
      if insert.bits > 0 { writer.write(command.insert - insert.base, insert.bits) }
      let copy = LengthCodes.copy[item.copyCode]
      if copy.bits > 0 { writer.write(command.copy == 0 ? 0 : command.copy - copy.base, copy.bits) }
      for index in position..<(position + command.insert) {
        literalCode.write(Int(input[index]), to: &writer)
      }
      position += command.insert + command.copy
      if let distance = item.distance {
        distanceCode.write(distance.code, to: &writer)
        if distance.bits > 0 { writer.write(distance.extra, distance.bits) }
      }
    }
  }
}

/// The four last distances (§4), newest first, as the decoder keeps them.
struct DistanceRing {
  var last: (Int, Int, Int, Int) = (4, 11, 15, 16)

  /// The distance code for `distance`, updating the ring as the decoder will: code 0 (the last
  /// distance) leaves it unchanged, every other code pushes the distance.
  mutating func code(for distance: Int) -> (code: Int, extra: Int, bits: Int) {
    if distance == last.0 { return (0, 0, 0) }
    let result: (code: Int, extra: Int, bits: Int)
    if distance == last.1 {
      result = (1, 0, 0)
    } else if distance == last.2 {
      result = (2, 0, 0)
    } else if distance == last.3 {
      result = (3, 0, 0)
    } else {
      result = LengthCodes.distanceCode(distance)
    }
    last = (distance, last.0, last.1, last.2)
    return result
  }
}
