import TactileGestures
import TactileUIIR

extension String {
  /// Whether `part` occurs in the string (byte-wise on UTF-8, which is exact for the ASCII keys
  /// and names the runtime searches; Embedded Swift has no `contains(_: String)`).
  public func includes(_ part: String) -> Bool {
    let haystack = Array(utf8)
    let needle = Array(part.utf8)
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      var matched = true
      for k in 1..<needle.count where haystack[start + k] != needle[k] {
        matched = false
        break
      }
      if matched { return true }
    }
    return false
  }
}
