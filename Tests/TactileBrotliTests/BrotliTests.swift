import Testing

@testable import TactileBrotli

/// The pieces of the Brotli encoder against RFC 7932. Whole streams are decoded by an
/// independent decoder (PyPI's `brotli`) in scripts/brotli-check.py, which CI runs.
@Suite struct BrotliTests {
  /// The Kraft sum of a code's lengths, in units of 2⁻¹⁵: 32768 for a complete code.
  func kraft(_ lengths: [UInt8]) -> Int {
    lengths.filter { $0 > 0 }.reduce(0) { $0 + (32768 >> Int($1)) }
  }

  @Test("bits are packed least significant bit first, each byte filled from its low bit")
  func bitOrder() {
    var writer = BitWriter()
    writer.write(1, 1)
    writer.write(0b10, 2)
    writer.write(0b11111, 5)
    writer.write(0x1AB, 9)
    #expect(writer.bitCount == 17)
    #expect(writer.finish() == [0b1111_1101, 0xAB, 0x01])
  }

  @Test("Huffman lengths form a complete code no longer than the limit, even for skewed counts")
  func lengthLimit() {
    // Fibonacci counts would give a 30-deep tree without the limit.
    var counts = [1, 1]
    while counts.count < 30 { counts.append(counts[counts.count - 1] + counts[counts.count - 2]) }
    counts += [Int](repeating: 0, count: 226)
    let code = PrefixCode(counts: counts, limit: 15)
    #expect(code.lengths.max()! <= 15)
    #expect(kraft(code.lengths) == 32768)
    #expect(
      code.lengths.prefix(30).allSatisfy { $0 > 0 } && code.lengths.dropFirst(30).allSatisfy { $0 == 0 })
    let unlimited = PrefixCode.huffmanDepths(Array(counts.prefix(30)))
    #expect(unlimited.max()! == 29)
    let short = PrefixCode(
      counts: [Int](repeating: 1, count: 18).enumerated().map { $0.offset * $0.offset + 1 }, limit: 5)
    #expect(short.lengths.max()! <= 5 && kraft(short.lengths) == 32768)
  }

  @Test("more frequent symbols never get longer codes, and codes are canonical and prefix-free")
  func canonical() {
    let counts = [5, 9, 12, 13, 16, 45, 0, 1]
    let code = PrefixCode(counts: counts, limit: 15)
    for a in counts.indices where counts[a] > 0 {
      for b in counts.indices where counts[b] > counts[a] { #expect(code.lengths[b] <= code.lengths[a]) }
    }
    // Reversed back, the codes of each length are consecutive and in symbol order; no code is
    // a prefix of another.
    func natural(_ symbol: Int) -> Int {
      var value = Int(code.codes[symbol])
      var result = 0
      for _ in 0..<Int(code.lengths[symbol]) {
        result = (result << 1) | (value & 1)
        value >>= 1
      }
      return result
    }
    let used = counts.indices.filter { counts[$0] > 0 }
    for a in used {
      for b in used where a != b && code.lengths[a] <= code.lengths[b] {
        let shift = Int(code.lengths[b] - code.lengths[a])
        #expect(natural(b) >> shift != natural(a))
      }
    }
  }

  @Test("one used symbol costs no bits; two get one bit each; none is symbol 0")
  func smallCodes() {
    let one = PrefixCode(counts: [0, 0, 7, 0], limit: 15)
    #expect(one.used == [2] && one.lengths[2] == 0)
    let two = PrefixCode(counts: [0, 3, 0, 9], limit: 15)
    #expect(two.lengths == [0, 1, 0, 1] && two.codes[1] == 0 && two.codes[3] == 1)
    #expect(PrefixCode(counts: [0, 0], limit: 15).used == [0])
    var writer = BitWriter()
    two.writeDescription(alphabetSize: 4, to: &writer)
    // HSKIP 1, NSYM − 1 = 1, then the symbols in 2 bits each.
    #expect(writer.finish() == [0b11_01_01_01])
  }

  @Test("insert and copy lengths map to RFC 7932's codes with their extra bits")
  func lengthCodes() {
    #expect(LengthCodes.insertCode(0) == 0 && LengthCodes.insertCode(5) == 5)
    #expect(
      LengthCodes.insertCode(6) == 6 && LengthCodes.insertCode(7) == 6 && LengthCodes.insertCode(8) == 7)
    #expect(LengthCodes.insertCode(22593) == 22 && LengthCodes.insertCode(22594) == 23)
    #expect(LengthCodes.copyCode(2) == 0 && LengthCodes.copyCode(9) == 7 && LengthCodes.copyCode(10) == 8)
    #expect(LengthCodes.copyCode(2117) == 22 && LengthCodes.copyCode(2118) == 23)
    // Every length lies in its code's range.
    for length in 0..<30000 {
      let code = LengthCodes.insertCode(length)
      let (base, bits) = LengthCodes.insert[code]
      #expect(length >= base && length - base < 1 << bits)
    }
    for length in 2..<5000 {
      let code = LengthCodes.copyCode(length)
      let (base, bits) = LengthCodes.copy[code]
      #expect(length >= base && length - base < 1 << bits)
    }
  }

  @Test("insert-and-copy symbols: the implicit last distance below 128, the other cells by the table")
  func commandSymbols() {
    #expect(LengthCodes.commandSymbol(insertCode: 0, copyCode: 0, implicitDistance: true) == 0)
    #expect(LengthCodes.commandSymbol(insertCode: 7, copyCode: 15, implicitDistance: true) == 127)
    #expect(LengthCodes.commandSymbol(insertCode: 0, copyCode: 0, implicitDistance: false) == 128)
    #expect(LengthCodes.commandSymbol(insertCode: 3, copyCode: 9, implicitDistance: false) == 192 + 3 * 8 + 1)
    #expect(LengthCodes.commandSymbol(insertCode: 9, copyCode: 2, implicitDistance: true) == 256 + 8 + 2)
    #expect(LengthCodes.commandSymbol(insertCode: 0, copyCode: 16, implicitDistance: true) == 384)
    #expect(LengthCodes.commandSymbol(insertCode: 23, copyCode: 23, implicitDistance: false) == 703)
    #expect(LengthCodes.commandSymbol(insertCode: 17, copyCode: 10, implicitDistance: false) == 576 + 8 + 2)
  }

  @Test("distance codes decode back to their distance by RFC 7932's formula")
  func distanceCodes() {
    for distance in [1, 2, 3, 4, 5, 6, 7, 100, 65535, 1 << 20, (1 << 24) - 16] {
      let (code, extra, bits) = LengthCodes.distanceCode(distance)
      #expect(code >= 16 && code < 64 && extra >= 0 && extra < 1 << bits)
      // §4 with NPOSTFIX = 0 and NDIRECT = 0.
      let ndistbits = 1 + ((code - 16) >> 1)
      #expect(ndistbits == bits)
      let offset = ((2 + ((code - 16) & 1)) << ndistbits) - 4
      #expect(offset + extra + 1 == distance)
    }
  }

  @Test("the ring of last distances: code 0 repeats without pushing, codes 1–3 and new ones push")
  func distanceRing() {
    var ring = DistanceRing()
    #expect(ring.code(for: 4).code == 0)
    #expect(ring.code(for: 11).code == 1)
    #expect(ring.last == (11, 4, 11, 15))
    #expect(ring.code(for: 100).code >= 16)
    #expect(ring.code(for: 100).code == 0)
  }

  @Test("an empty input is the window bits and one empty last meta-block")
  func empty() {
    // WBITS: 1, then 7 in three bits; ISLAST 1, ISLASTEMPTY 1.
    #expect(Brotli.compress([UInt8]()) == [0b0011_1111])
  }

  @Test("repetitive input becomes a few commands; incompressible input is stored")
  func shapes() {
    let same = [UInt8](repeating: 65, count: 100_000)
    #expect(Brotli.compress(same).count < 40)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let random = (0..<50_000).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let compressed = Brotli.compress(random)
    // Stored: the bytes plus a few bytes of headers.
    #expect(compressed.count <= random.count + 8)
    #expect(compressed.suffix(random.count + 1).dropLast().elementsEqual(random))
  }

  @Test("the matcher's commands rebuild the input exactly")
  func commandsRebuild() {
    let text =
      Array(String(repeating: "let value = compute(value, 42) // again\n", count: 50).utf8)
      + Array("tail without repeats: qzxj".utf8)
    text.withUnsafeBufferPointer { input in
      var matcher = Matcher(input, effort: .standard)
      var ring = DistanceRing()
      let commands = matcher.parse(from: 0, to: input.count, ring: &ring)
      var output: [UInt8] = []
      for command in commands {
        output += input[output.count..<(output.count + command.insert)]
        #expect(
          command.copy == 0
            || (command.copy >= 2 && command.distance >= 1 && command.distance <= output.count))
        for _ in 0..<command.copy { output.append(output[output.count - command.distance]) }
      }
      #expect(output == text)
      #expect(commands.count < 10)
    }
  }
}
