/// One insert-and-copy command (RFC 7932 §5): `insert` literals, then `copy` bytes from
/// `distance` bytes back. The last command of a meta-block may have no copy (`copy == 0`).
public struct Command: Equatable {
  public var insert: Int
  public var copy: Int
  public var distance: Int

  public init(insert: Int, copy: Int, distance: Int) {
    self.insert = insert
    self.copy = copy
    self.distance = distance
  }
}

/// The length and distance codes of RFC 7932 §4–5, with their extra bits.
public enum LengthCodes {
  /// Insert length codes 0–23: (first length, extra bits).
  static let insert: [(base: Int, bits: Int)] = [
    (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 1), (8, 1), (10, 2), (14, 2), (18, 3), (26, 3),
    (34, 4), (50, 4), (66, 5), (98, 5), (130, 6), (194, 7), (322, 8), (578, 9), (1090, 10), (2114, 12),
    (6210, 14), (22594, 24),
  ]
  /// Copy length codes 0–23: (first length, extra bits).
  static let copy: [(base: Int, bits: Int)] = [
    (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), (8, 0), (9, 0), (10, 1), (12, 1), (14, 2), (18, 2),
    (22, 3), (30, 3), (38, 4), (54, 4), (70, 5), (102, 5), (134, 6), (198, 7), (326, 8), (582, 9),
    (1094, 10), (2118, 24),
  ]

  /// The code of an insert length (0 ≤ length < 22594 + 2²⁴).
  public static func insertCode(_ length: Int) -> Int {
    var code = insert.count - 1
    while insert[code].base > length { code -= 1 }
    return code
  }

  /// The code of a copy length (2 ≤ length < 2118 + 2²⁴).
  public static func copyCode(_ length: Int) -> Int {
    var code = copy.count - 1
    while copy[code].base > length { code -= 1 }
    return code
  }

  /// The insert-and-copy symbol (0–703) for an insert code and a copy code; symbols below 128
  /// reuse the last distance without a distance code, which `implicitDistance` asks for.
  public static func commandSymbol(insertCode: Int, copyCode: Int, implicitDistance: Bool) -> Int {
    let low = ((insertCode & 7) << 3) | (copyCode & 7)
    if implicitDistance && insertCode < 8 && copyCode < 16 {
      return (copyCode < 8 ? 0 : 64) + low
    }
    let cell: Int
    switch (insertCode >> 3, copyCode >> 3) {
    case (0, 0): cell = 128
    case (0, 1): cell = 192
    case (1, 0): cell = 256
    case (1, 1): cell = 320
    case (0, 2): cell = 384
    case (2, 0): cell = 448
    case (1, 2): cell = 512
    case (2, 1): cell = 576
    default: cell = 640
    }
    return cell + low
  }

  /// The distance code (16–63, with no direct codes and no postfix bits) of a distance ≥ 1,
  /// and its extra bits: (code, extra value, extra bit count).
  public static func distanceCode(_ distance: Int) -> (code: Int, extra: Int, bits: Int) {
    let value = distance + 3
    var top = 0
    while (value >> (top + 1)) != 0 { top += 1 }
    let bits = top - 1
    let half = (value >> bits) & 1
    return (16 + 2 * (bits - 1) + half, value - ((2 + half) << bits), bits)
  }
}
