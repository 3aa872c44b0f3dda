import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// A scroll view's scroll position and the pan that moves it.
///
/// The pan is the scroll view's own gesture: a `DragGesture` (10 pt) attached to the scroll view
/// as `AttachmentKind.scrollViewPan`, so gestures inside the content have precedence over it
/// (R9.1, R9.4): a child drag that activates, or a gesture active at touch-down (a long press,
/// a drag with `minimumDistance: 0`), keeps the content from scrolling (R12.3, R12.4), and so
/// does a child's `.simultaneousGesture` once recognised on iOS 26 (R12.5; on iOS 17 and 18 it
/// runs alongside the pan, `ArbitrationModel`). A `.simultaneousGesture` on the scroll view
/// itself runs alongside the pan; a long press or drag paused behind a gesture with precedence
/// (R2.6 amended: `.onTapGesture {}` before `.onLongPressGesture`) claims nothing, so the pan
/// takes the touch. The pan begins only on a movement at least as much along its axis as
/// across it (`ScrollPanRule`), leaving a horizontal drag in a vertical scroll view to the
/// content; once it begins it cancels the content's gestures that are still possible (a row's
/// tap), and on iOS 17 it also takes precedence over a child's drag not yet recognised (R12.3).
/// The offset follows the finger along the scroll view's axes and stays between the top
/// (or leading) edge and the end of the content; there is no deceleration after the finger
/// lifts.
final class ScrollPosition {
  /// The content point shown at the scroll view's top-leading corner.
  var offset = CGPoint.zero
  /// The offset when the current drag started, and where that drag started.
  var dragOrigin: (offset: CGPoint, start: CGPoint)?

  /// The pan for the scroll view `scrollID`, scrolling along `axes` (`sizeOf` and
  /// `contentSizeOf` read the last layout).
  func pan(
    axes: Axes, scrollID: UInt64, sizeOf: @escaping (UInt64) -> CGSize?,
    contentSizeOf: @escaping (UInt64) -> CGSize?, changed: @escaping () -> Void
  ) -> GestureAttachment {
    let gesture = DragGesture(minimumDistance: 10, coordinateSpace: .global).onChanged { [self] value in
      if dragOrigin == nil || dragOrigin!.start != value.startLocation {
        dragOrigin = (offset, value.startLocation)
      }
      guard let origin = dragOrigin, let viewport = sizeOf(scrollID), let content = contentSizeOf(scrollID)
      else { return }
      var next = origin.offset
      if axes.horizontal {
        next.x = Self.clamp(origin.offset.x - value.translation.width, max(0, content.width - viewport.width))
      }
      if axes.vertical {
        next.y = Self.clamp(
          origin.offset.y - value.translation.height, max(0, content.height - viewport.height))
      }
      if next != offset {
        offset = next
        changed()
      }
    }
    var attachment = GestureAttachment(.scrollViewPan, gesture, label: "ScrollView pan")
    // It claims only movements along its axes (R12.3), and cancels the content's gestures still
    // possible when it begins.
    attachment.scrollPanRule = .along(horizontal: axes.horizontal, vertical: axes.vertical)
    return attachment
  }

  static func clamp(_ v: Double, _ upper: Double) -> Double { min(max(v, 0), upper) }
}
