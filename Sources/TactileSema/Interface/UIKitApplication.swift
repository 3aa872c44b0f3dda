extension Interface {
  /// The UIKit names views mention: the application and its windows, the device, images,
  /// colours' components, the text checker (docs/runtime-values.md, "UIKit").
  static let uiKitApplication = #"""
    class UIResponder: NSObject {
      @standIn("the responder chain is not simulated: a preview's UIKit objects have no next responder")
      var next: UIResponder? { get }
      func resignFirstResponder() -> Bool
      func becomeFirstResponder() -> Bool
      @standIn("the canvas has no keyboard: the notification is never posted") static let keyboardWillShowNotification: NSNotification.Name
      @standIn("the canvas has no keyboard: the notification is never posted") static let keyboardDidShowNotification: NSNotification.Name
      @standIn("the canvas has no keyboard: the notification is never posted") static let keyboardWillHideNotification: NSNotification.Name
      @standIn("the canvas has no keyboard: the notification is never posted") static let keyboardDidHideNotification: NSNotification.Name
      @standIn("the canvas has no keyboard: the notification is never posted") static let keyboardWillChangeFrameNotification: NSNotification.Name
      @standIn("the canvas has no keyboard: the notification is never posted") static let keyboardDidChangeFrameNotification: NSNotification.Name
      static let keyboardFrameBeginUserInfoKey: String
      static let keyboardFrameEndUserInfoKey: String
      static let keyboardAnimationDurationUserInfoKey: String
      static let keyboardAnimationCurveUserInfoKey: String
      static let keyboardIsLocalUserInfoKey: String
    }
    class NSValue: NSObject {
      init(cgRect rect: CGRect)
      init(cgPoint point: CGPoint)
      init(cgSize size: CGSize)
      var cgRectValue: CGRect { get }
      var cgPointValue: CGPoint { get }
      var cgSizeValue: CGSize { get }
    }
    struct Selector {}
    class UIEvent {}
    class UIPasteboard {
      class var general: UIPasteboard { get }
      var string: String? { get set }
      var strings: [String]? { get set }
      var url: URL? { get set }
      var hasStrings: Bool { get }
      var hasURLs: Bool { get }
    }
    enum UIAccessibility {
      static var isReduceMotionEnabled: Bool { get }
      static var isVoiceOverRunning: Bool { get }
      static var isBoldTextEnabled: Bool { get }
      static var isReduceTransparencyEnabled: Bool { get }
      static var isDarkerSystemColorsEnabled: Bool { get }
      static var isGrayscaleEnabled: Bool { get }
      static var isInvertColorsEnabled: Bool { get }
      static var isSwitchControlRunning: Bool { get }
      static var shouldDifferentiateWithoutColor: Bool { get }
      static var isOnOffSwitchLabelsEnabled: Bool { get }
      static var buttonShapesEnabled: Bool { get }
      static var prefersCrossFadeTransitions: Bool { get }
      static var isVideoAutoplayEnabled: Bool { get }
      static var reduceMotionStatusDidChangeNotification: NSNotification.Name { get }
      static var voiceOverStatusDidChangeNotification: NSNotification.Name { get }
    }
    class UIApplication: UIResponder {
      class var shared: UIApplication { get }
      @standIn("the canvas opens no other app or page") func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil)
      func canOpenURL(_ url: URL) -> Bool
      @standIn("the canvas has no keyboard or other responder to send the action to") func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool
      var connectedScenes: Set<UIScene> { get }
      var windows: [UIWindow] { get }
      var applicationState: UIApplication.State { get }
      var supportsAlternateIcons: Bool { get }
      var alternateIconName: String? { get }
      @standIn("the home screen icon is not changed") func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil)
      struct OpenExternalURLOptionsKey: Hashable {}
      struct LaunchOptionsKey: Hashable {}
      enum State: Equatable, Hashable {
        case active
        case inactive
        case background
      }
      static let didBecomeActiveNotification: NSNotification.Name
      static let willResignActiveNotification: NSNotification.Name
      static let didEnterBackgroundNotification: NSNotification.Name
      static let willEnterForegroundNotification: NSNotification.Name
    }
    class UIScene: UIResponder, Hashable {
      var activationState: UIScene.ActivationState { get }
      enum ActivationState: Equatable, Hashable {
        case unattached
        case foregroundActive
        case foregroundInactive
        case background
      }
    }
    extension UIColor {
      /// UIKit passes the components through pointers (`&red`); an inout parameter takes the
      /// same `&red` at the call.
      func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool
      func getHue(_ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat) -> Bool
      func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool
    }
    enum UIUserInterfaceStyle: Equatable, Hashable {
      case unspecified
      case light
      case dark
    }
    class UIWindowScene: UIScene {
      var windows: [UIWindow] { get }
      var keyWindow: UIWindow? { get }
      var screen: UIScreen { get }
    }
    class UIView: UIResponder {
      var bounds: CGRect { get }
      var frame: CGRect
      var safeAreaInsets: UIEdgeInsets { get }
      @standIn("the canvas has no keyboard to dismiss") func endEditing(_ force: Bool) -> Bool
      @standIn("the preview keeps its own colour scheme") var overrideUserInterfaceStyle: UIUserInterfaceStyle
      /// UIKit's hit test over the object's own record: the view itself or the last of its
      /// subviews whose frame holds the point, nil when it is hidden, transparent or not
      /// interactive (docs/runtime-values.md, "UIKit views").
      func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?
      func point(inside point: CGPoint, with event: UIEvent?) -> Bool
      @standIn("only bars, switches and activity indicators know their natural size: other UIKit views report none")
      var intrinsicContentSize: CGSize { get }
      func invalidateIntrinsicContentSize()
      class var noIntrinsicMetric: CGFloat { get }
    }
    class UIWindow: UIView {
      var isKeyWindow: Bool { get }
    }
    struct UIEdgeInsets: Equatable {
      init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
      var top: CGFloat
      var left: CGFloat
      var bottom: CGFloat
      var right: CGFloat
      static var zero: UIEdgeInsets { get }
    }
    class UIDevice {
      class var current: UIDevice { get }
      var name: String { get }
      var model: String { get }
      var systemName: String { get }
      var systemVersion: String { get }
      var userInterfaceIdiom: UIUserInterfaceIdiom { get }
      var orientation: UIDeviceOrientation { get }
    }
    enum UIUserInterfaceIdiom: Equatable, Hashable {
      case unspecified
      case phone
      case pad
      case tv
      case carPlay
      case mac
      case vision
    }
    enum UIDeviceOrientation: Equatable, Hashable {
      case unknown
      case portrait
      case portraitUpsideDown
      case landscapeLeft
      case landscapeRight
      case faceUp
      case faceDown
      var isPortrait: Bool { get }
      var isLandscape: Bool { get }
    }
    @standIn("the canvas has no dictionary: every word is spelled correctly")
    class UITextChecker {
      init()
      func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String) -> NSRange
      func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]?
    }
    """#
}
