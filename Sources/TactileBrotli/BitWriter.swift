/// Bits packed as Brotli packs them (RFC 7932 §2): each value's least significant bit first,
/// filling each byte from its least significant bit.
public struct BitWriter {
  public private(set) var bytes: [UInt8] = []
  private var accumulator: UInt64 = 0
  private var pending = 0

  public init() {}

  /// The number of bits written so far.
  public var bitCount: Int { bytes.count * 8 + pending }

  /// Writes the low `count` bits of `value` (count ≤ 56).
  public mutating func write(_ value: UInt64, _ count: Int) {
    precondition(count >= 0 && count <= 56 && value >> UInt64(count) == 0)
    accumulator |= value << UInt64(pending)
    pending += count
    while pending >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      pending -= 8
    }
  }

  /// Writes `count` bits of `value`, where `value` may be wider than 56 bits' worth of writes.
  public mutating func write(_ value: Int, _ count: Int) { write(UInt64(value), count) }

  /// Pads with zero bits to the next byte boundary.
  public mutating func alignToByte() {
    if pending > 0 { write(0 as UInt64, 8 - pending) }
  }

  /// Appends whole bytes; the writer must be at a byte boundary.
  public mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
    precondition(pending == 0)
    bytes.append(contentsOf: source)
  }

  /// The bytes written, the last one padded with zero bits.
  public mutating func finish() -> [UInt8] {
    alignToByte()
    return bytes
  }
}
