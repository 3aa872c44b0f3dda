import TactileGestures

extension CommandSupport {
  /// `--arbitration ios26|ios18|ios17` (or a bare version, `18`), or iOS 26 without it; any
  /// other value is a usage error.
  static func arbitration(_ name: String?) -> ArbitrationModel {
    guard let name else { return .iOS26 }
    guard let model = ArbitrationModel(name: name) else {
      fail("--arbitration expects ios26, ios18 or ios17", code: 2)
    }
    return model
  }
}
