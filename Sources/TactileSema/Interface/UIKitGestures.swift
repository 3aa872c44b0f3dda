extension Interface {
  /// UIKit's gesture recognizers and SwiftUI's `UIGestureRecognizerRepresentable` bridge
  /// (`gesture(_:)` with a representable, iOS 18): the small surface a representable's
  /// `makeUIGestureRecognizer` configures and its `handleUIGestureRecognizerAction` reads.
  /// The runtime drives the recognizers from the same pointer stream as SwiftUI's gestures.
  static let uiKitGestures = #"""
    class UIGestureRecognizer {
      enum State: Hashable {
        case possible, began, changed, ended, cancelled, failed
        static var recognized: UIGestureRecognizer.State { get }
      }
      init()
      var state: UIGestureRecognizer.State { get }
      var isEnabled: Bool
      var numberOfTouches: Int { get }
      var view: UIView? { get }
      func location(in view: UIView?) -> CGPoint
    }
    class UITapGestureRecognizer: UIGestureRecognizer {
      init()
      var numberOfTapsRequired: Int
      var numberOfTouchesRequired: Int
    }
    class UILongPressGestureRecognizer: UIGestureRecognizer {
      init()
      var minimumPressDuration: Double
      var allowableMovement: CGFloat
      var numberOfTouchesRequired: Int
    }
    class UIPanGestureRecognizer: UIGestureRecognizer {
      init()
      var minimumNumberOfTouches: Int
      var maximumNumberOfTouches: Int
      func translation(in view: UIView?) -> CGPoint
      func velocity(in view: UIView?) -> CGPoint
      func setTranslation(_ translation: CGPoint, in view: UIView?)
    }
    class UIPinchGestureRecognizer: UIGestureRecognizer {
      init()
      var scale: CGFloat
      var velocity: CGFloat { get }
    }
    class UIRotationGestureRecognizer: UIGestureRecognizer {
      init()
      var rotation: CGFloat
      var velocity: CGFloat { get }
    }

    protocol UIGestureRecognizerRepresentable {
      associatedtype UIGestureRecognizerType: UIGestureRecognizer
      associatedtype Coordinator = Void
      typealias Context = UIGestureRecognizerRepresentableContext<Self>
      typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
      func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
      func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
      func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
      func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    }
    extension UIGestureRecognizerRepresentable {
      func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
      func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
      func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
    }
    struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
      var coordinator: Representable.Coordinator { get }
      var converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter { get }
    }
    struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
      var localLocation: CGPoint? { get }
      @notYet var globalLocation: CGPoint? { get }
      var localTranslation: CGPoint? { get }
      func location<C: CoordinateSpaceProtocol>(in coordinateSpace: C) -> CGPoint?
    }
    extension View {
      func gesture<R: UIGestureRecognizerRepresentable>(_ representable: R) -> some View
    }
    """#
}
