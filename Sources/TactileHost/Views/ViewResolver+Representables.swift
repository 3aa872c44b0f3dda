import TactileInterpreter
import TactileLayout
import TactileUIIR

/// `UIViewRepresentable` and `UIViewControllerRepresentable`: the preview draws no UIKit view,
/// so a representable is a placeholder (docs/layout-behaviour.md, "Representables"). As in
/// SwiftUI, where a representable without `sizeThatFits` takes the size it is offered, the
/// placeholder is flexible; it draws a neutral box so that the space stays visible. Its
/// `make…`, `update…` and coordinator functions are not called.
extension ViewResolver {
  /// Whether a program's view type wraps a UIKit view or view controller.
  static func isRepresentable(_ type: TypeInfo) -> Bool {
    type.body == nil
      && (type.witnesses["makeUIView(context:)"] != nil
        || type.witnesses["makeUIViewController(context:)"] != nil)
  }

  /// The placeholder of a representable at `identity`.
  func representablePlaceholder(_ type: TypeInfo, _ identity: Identity) -> ViewNode {
    let paint = ShapePaint.fill(.color(ColorValue(.named("gray"), opacity: 0.2)), evenOdd: false)
    return node(identity, .shape(ShapeView(.rectangle, paint: paint)), label: type.name)
  }
}
