import SwiftUI
import UIKit

// A subclass of a UIKit view that overrides every designated initializer its superclass
// declares inherits the convenience ones: `Cube()` is UIView's `init()`.
final class Cube: UIScrollView {
  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

struct CubeHolder: View {
  let cube = Cube()
  let framed = Cube(frame: .zero)
  var body: some View { Text("cube") }
}
