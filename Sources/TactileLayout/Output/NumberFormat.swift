import TactileGeometry

/// Formats numbers for the dumps: at most three decimals, trailing zeros dropped, no "-0",
/// "inf" for infinity. Written with integer arithmetic so that the text is the same natively
/// and in WebAssembly.
public enum NumberFormat {
  public static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let scaled = (value * 1000).rounded()
    if abs(scaled) >= 9e15 { return "\(value)" }
    var n = Int64(scaled)
    if n == 0 { return "0" }
    let negative = n < 0
    if negative { n = -n }
    let whole = n / 1000
    var fraction = n % 1000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      var f = String(fraction)
      while f.count < digits { f = "0" + f }
      text += "." + f
    }
    return text
  }

  public static func point(_ p: CGPoint) -> String { "(\(format(p.x)), \(format(p.y)))" }
  public static func size(_ s: CGSize) -> String { "\(format(s.width))×\(format(s.height))" }
  public static func rect(_ r: CGRect) -> String {
    "(\(format(r.minX)), \(format(r.minY)), \(format(r.width)), \(format(r.height)))"
  }
}
