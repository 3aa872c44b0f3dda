extension Interface {
  /// UIKit's haptic feedback generators, which gesture code calls when a gesture succeeds or
  /// crosses a threshold, and the preview and scroll-indicator modifiers real files carry.
  /// A headless canvas has no haptics: the runtime accepts them and counts them.
  static let uiKitFeedback = #"""
    struct SensoryFeedback: Equatable {
      struct Weight: Equatable {
        static var light: SensoryFeedback.Weight { get }
        static var medium: SensoryFeedback.Weight { get }
        static var heavy: SensoryFeedback.Weight { get }
      }
      struct Flexibility: Equatable {
        static var rigid: SensoryFeedback.Flexibility { get }
        static var solid: SensoryFeedback.Flexibility { get }
        static var soft: SensoryFeedback.Flexibility { get }
      }
      static var success: SensoryFeedback { get }
      static var warning: SensoryFeedback { get }
      static var error: SensoryFeedback { get }
      static var selection: SensoryFeedback { get }
      static var increase: SensoryFeedback { get }
      static var decrease: SensoryFeedback { get }
      static var start: SensoryFeedback { get }
      static var stop: SensoryFeedback { get }
      static var alignment: SensoryFeedback { get }
      static var levelChange: SensoryFeedback { get }
      static var impact: SensoryFeedback { get }
      static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback
      static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback
    }
    class UIImpactFeedbackGenerator {
      enum FeedbackStyle {
        case light, medium, heavy, soft, rigid
      }
      init()
      init(style: UIImpactFeedbackGenerator.FeedbackStyle)
      func prepare()
      func impactOccurred()
      func impactOccurred(intensity: CGFloat)
    }
    class UINotificationFeedbackGenerator {
      enum FeedbackType {
        case success, warning, error
      }
      init()
      func prepare()
      func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)
    }
    class UISelectionFeedbackGenerator {
      init()
      func prepare()
      func selectionChanged()
    }

    struct PreviewLayout {
      static var device: PreviewLayout { get }
      static var sizeThatFits: PreviewLayout { get }
      static func fixed(width: CGFloat, height: CGFloat) -> PreviewLayout
    }
    struct ScrollIndicatorVisibility {
      static var automatic: ScrollIndicatorVisibility { get }
      static var visible: ScrollIndicatorVisibility { get }
      static var hidden: ScrollIndicatorVisibility { get }
      static var never: ScrollIndicatorVisibility { get }
    }
    extension View {
      func previewLayout(_ value: PreviewLayout) -> some View
      func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> some View
      func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set) -> some View
      func tag<V: Hashable>(_ tag: V) -> some View
    }
    """#
}
