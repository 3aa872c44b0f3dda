extension Interface {
  /// What a preview says about itself: its name, device and orientation. The canvas shows the
  /// first preview on its own iPhone-sized screen, so these only describe it.
  static let swiftUIPreviews = #"""
    struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral {
      init(rawValue: String)
      var rawValue: String { get }
    }
    struct InterfaceOrientation: Equatable {
      static let portrait: InterfaceOrientation
      static let portraitUpsideDown: InterfaceOrientation
      static let landscapeLeft: InterfaceOrientation
      static let landscapeRight: InterfaceOrientation
    }
    struct PreviewTrait<T> {
      @standIn("the canvas shows every preview on its iPhone-sized screen") static var sizeThatFitsLayout: PreviewTrait<T> { get }
      @standIn("the canvas shows every preview on its iPhone-sized screen") static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T>
      @standIn("the canvas shows every preview in portrait") static var portrait: PreviewTrait<T> { get }
      @standIn("the canvas shows every preview in portrait") static var portraitUpsideDown: PreviewTrait<T> { get }
      @standIn("the canvas shows every preview in portrait") static var landscapeLeft: PreviewTrait<T> { get }
      @standIn("the canvas shows every preview in portrait") static var landscapeRight: PreviewTrait<T> { get }
    }
    enum Preview {
      struct ViewTraits {}
    }
    extension View {
      func previewDisplayName(_ displayName: String?) -> some View
      func previewDevice(_ value: PreviewDevice?) -> some View
      func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View
    }
    """#
}
