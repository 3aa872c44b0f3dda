extension Interface {
  /// UIKit views as SwiftUI code wraps them: the representables (stand-ins: the preview draws a
  /// placeholder where the UIKit view would be) and the small UIKit surface their `make…` and
  /// `update…` functions and coordinators use. UIKit objects are inert at run time: a record
  /// that keeps the properties set on it (docs/runtime-values.md, "UIKit views").
  static let uiKitViews = #"""
    @standIn("the UIKit view is not drawn: the preview shows a placeholder that takes the space offered")
    protocol UIViewRepresentable: View {
      associatedtype UIViewType: UIView
      associatedtype Coordinator = Void
      typealias Context = UIViewRepresentableContext<Self>
      func makeUIView(context: Self.Context) -> Self.UIViewType
      func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
      static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
      func makeCoordinator() -> Self.Coordinator
      func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    }
    extension UIViewRepresentable {
      static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
      func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
      func makeCoordinator() -> Self.Coordinator
    }
    struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
      var coordinator: Representable.Coordinator { get }
      var environment: EnvironmentValues { get }
      var transaction: Transaction { get }
    }
    @standIn("the UIKit view controller is not shown: the preview shows a placeholder that takes the space offered")
    protocol UIViewControllerRepresentable: View {
      associatedtype UIViewControllerType: UIViewController
      associatedtype Coordinator = Void
      typealias Context = UIViewControllerRepresentableContext<Self>
      func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
      func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
      static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
      func makeCoordinator() -> Self.Coordinator
      func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
    }
    extension UIViewControllerRepresentable {
      static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
      func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
      func makeCoordinator() -> Self.Coordinator
    }
    struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
      var coordinator: Representable.Coordinator { get }
      var environment: EnvironmentValues { get }
      var transaction: Transaction { get }
    }

    class NSCoder {}
    typealias CFTimeInterval = Double
    /// Seconds on the preview's virtual clock (Core Animation counts from the device's boot).
    func CACurrentMediaTime() -> CFTimeInterval
    class CALayer {
      init()
      var cornerRadius: CGFloat
      var masksToBounds: Bool
      var borderWidth: CGFloat
      var borderColor: CGColor?
      var backgroundColor: CGColor?
      var shadowColor: CGColor?
      var shadowOpacity: Float
      var shadowRadius: CGFloat
      var shadowOffset: CGSize
      var opacity: Float
      var frame: CGRect
      var bounds: CGRect
      var sublayers: [CALayer]? { get }
      var delegate: AnyObject? { get }
      func addSublayer(_ layer: CALayer)
      func removeFromSuperlayer()
    }
    extension CALayer {
      var transform: CATransform3D
      var anchorPoint: CGPoint
      var position: CGPoint
      var zPosition: CGFloat
    }
    struct CATransform3D: Equatable {
      init()
      var m11: CGFloat
      var m12: CGFloat
      var m13: CGFloat
      var m14: CGFloat
      var m21: CGFloat
      var m22: CGFloat
      var m23: CGFloat
      var m24: CGFloat
      var m31: CGFloat
      var m32: CGFloat
      var m33: CGFloat
      var m34: CGFloat
      var m41: CGFloat
      var m42: CGFloat
      var m43: CGFloat
      var m44: CGFloat
    }
    var CATransform3DIdentity: CATransform3D { get }
    func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D
    func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D
    func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D
    func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D
    func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D
    func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D
    func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D
    func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool
    func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform
    func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D
    extension ProjectionTransform {
      @standIn("the perspective is dropped: the view is drawn with the transform's affine part") init(_ m: CATransform3D)
    }
    class CGImage {}
    extension UIImage {
      var cgImage: CGImage? { get }
    }
    class CAEmitterLayer: CALayer {
      @standIn("the particles are not drawn") override init()
      var emitterCells: [CAEmitterCell]?
      var emitterPosition: CGPoint
      var emitterZPosition: CGFloat
      var emitterSize: CGSize
      var emitterDepth: CGFloat
      var emitterShape: CAEmitterLayerEmitterShape
      var emitterMode: CAEmitterLayerEmitterMode
      var renderMode: CAEmitterLayerRenderMode
      var birthRate: Float
      var lifetime: Float
      var velocity: Float
      var scale: Float
      var spin: Float
      var beginTime: CFTimeInterval
    }
    struct CAEmitterLayerEmitterShape: Equatable, Hashable {
      static let point: CAEmitterLayerEmitterShape
      static let line: CAEmitterLayerEmitterShape
      static let rectangle: CAEmitterLayerEmitterShape
      static let cuboid: CAEmitterLayerEmitterShape
      static let circle: CAEmitterLayerEmitterShape
      static let sphere: CAEmitterLayerEmitterShape
    }
    struct CAEmitterLayerEmitterMode: Equatable, Hashable {
      static let points: CAEmitterLayerEmitterMode
      static let outline: CAEmitterLayerEmitterMode
      static let surface: CAEmitterLayerEmitterMode
      static let volume: CAEmitterLayerEmitterMode
    }
    struct CAEmitterLayerRenderMode: Equatable, Hashable {
      static let unordered: CAEmitterLayerRenderMode
      static let oldestFirst: CAEmitterLayerRenderMode
      static let oldestLast: CAEmitterLayerRenderMode
      static let backToFront: CAEmitterLayerRenderMode
      static let additive: CAEmitterLayerRenderMode
    }
    class CAEmitterCell {
      @standIn("the particles are not drawn") init()
      var name: String?
      var isEnabled: Bool
      var contents: Any?
      var color: CGColor?
      var birthRate: Float
      var lifetime: Float
      var lifetimeRange: Float
      var velocity: CGFloat
      var velocityRange: CGFloat
      var xAcceleration: CGFloat
      var yAcceleration: CGFloat
      var zAcceleration: CGFloat
      var scale: CGFloat
      var scaleRange: CGFloat
      var scaleSpeed: CGFloat
      var spin: CGFloat
      var spinRange: CGFloat
      var emissionLatitude: CGFloat
      var emissionLongitude: CGFloat
      var emissionRange: CGFloat
      var alphaRange: Float
      var alphaSpeed: Float
      var redRange: Float
      var greenRange: Float
      var blueRange: Float
      var emitterCells: [CAEmitterCell]?
    }
    extension UIView {
      init(frame: CGRect)
      convenience init()
      var alpha: CGFloat
      var isUserInteractionEnabled: Bool
      var isMultipleTouchEnabled: Bool
      var tag: Int
      var clipsToBounds: Bool
      var center: CGPoint
      var transform: CGAffineTransform
      var contentMode: UIView.ContentMode
      var translatesAutoresizingMaskIntoConstraints: Bool
      var layer: CALayer { get }
      var superview: UIView? { get }
      var subviews: [UIView] { get }
      var window: UIWindow? { get }
      var gestureRecognizers: [UIGestureRecognizer]?
      var leadingAnchor: NSLayoutXAxisAnchor { get }
      var trailingAnchor: NSLayoutXAxisAnchor { get }
      var leftAnchor: NSLayoutXAxisAnchor { get }
      var rightAnchor: NSLayoutXAxisAnchor { get }
      var centerXAnchor: NSLayoutXAxisAnchor { get }
      var topAnchor: NSLayoutYAxisAnchor { get }
      var bottomAnchor: NSLayoutYAxisAnchor { get }
      var centerYAnchor: NSLayoutYAxisAnchor { get }
      var widthAnchor: NSLayoutDimension { get }
      var heightAnchor: NSLayoutDimension { get }
      func addSubview(_ view: UIView)
      func insertSubview(_ view: UIView, at index: Int)
      func removeFromSuperview()
      func bringSubviewToFront(_ view: UIView)
      func sendSubviewToBack(_ view: UIView)
      func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)
      func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)
      func setNeedsLayout()
      func layoutIfNeeded()
      func setNeedsDisplay()
      func layoutSubviews()
      func sizeToFit()
      func convert(_ point: CGPoint, to view: UIView?) -> CGPoint
      func convert(_ point: CGPoint, from view: UIView?) -> CGPoint
      class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
      class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
      class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
      class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
      enum ContentMode: Equatable, Hashable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
      }
      struct AnimationOptions: OptionSet {
        static var curveEaseInOut: UIView.AnimationOptions { get }
        static var curveEaseIn: UIView.AnimationOptions { get }
        static var curveEaseOut: UIView.AnimationOptions { get }
        static var curveLinear: UIView.AnimationOptions { get }
        static var allowUserInteraction: UIView.AnimationOptions { get }
        static var beginFromCurrentState: UIView.AnimationOptions { get }
        static var `repeat`: UIView.AnimationOptions { get }
        static var autoreverse: UIView.AnimationOptions { get }
      }
      enum AnimationCurve: Int, Equatable, Hashable {
        case easeInOut, easeIn, easeOut, linear
        init?(rawValue: Int)
        var rawValue: Int { get }
      }
    }
    class UILayoutGuide {
      var leadingAnchor: NSLayoutXAxisAnchor { get }
      var trailingAnchor: NSLayoutXAxisAnchor { get }
      var centerXAnchor: NSLayoutXAxisAnchor { get }
      var topAnchor: NSLayoutYAxisAnchor { get }
      var bottomAnchor: NSLayoutYAxisAnchor { get }
      var centerYAnchor: NSLayoutYAxisAnchor { get }
      var widthAnchor: NSLayoutDimension { get }
      var heightAnchor: NSLayoutDimension { get }
    }
    extension UIView {
      var safeAreaLayoutGuide: UILayoutGuide { get }
    }
    class UIStackView: UIView {
      init(arrangedSubviews views: [UIView])
      init(frame: CGRect)
      convenience init()
      var axis: NSLayoutConstraint.Axis
      var spacing: CGFloat
      var arrangedSubviews: [UIView] { get }
      func addArrangedSubview(_ view: UIView)
    }
    class NSLayoutConstraint {
      enum Axis: Equatable, Hashable {
        case horizontal, vertical
      }
      var constant: CGFloat
      var isActive: Bool
      var priority: Float
      class func activate(_ constraints: [NSLayoutConstraint])
      class func deactivate(_ constraints: [NSLayoutConstraint])
    }
    class NSLayoutXAxisAnchor {
      func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint
      func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint
    }
    class NSLayoutYAxisAnchor {
      func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint
      func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint
    }
    class NSLayoutDimension {
      func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint
      func constraint(equalTo anchor: NSLayoutDimension) -> NSLayoutConstraint
      func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    }

    class UIViewController: UIResponder {
      init()
      init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
      var view: UIView
      var title: String?
      var presentedViewController: UIViewController? { get }
      var presentingViewController: UIViewController? { get }
      var parent: UIViewController? { get }
      var children: [UIViewController] { get }
      var modalPresentationStyle: UIModalPresentationStyle
      @standIn("the preview presents no popover: the size is kept, not used") var preferredContentSize: CGSize
      @standIn("the preview presents no popover: a controller has no popover presentation controller") var popoverPresentationController: UIPopoverPresentationController? { get }
      @standIn("the preview presents no UIKit controller: a controller has no presentation controller") var presentationController: UIPresentationController? { get }
      var preferredStatusBarStyle: UIStatusBarStyle { get }
      var prefersStatusBarHidden: Bool { get }
      func setNeedsStatusBarAppearanceUpdate()
      func viewDidLoad()
      func viewWillAppear(_ animated: Bool)
      func viewDidAppear(_ animated: Bool)
      func viewWillDisappear(_ animated: Bool)
      func viewDidDisappear(_ animated: Bool)
      func viewDidLayoutSubviews()
      func viewWillLayoutSubviews()
      @standIn("the UIKit view controller is not shown") func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
      func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)
      func addChild(_ childController: UIViewController)
      func removeFromParent()
      func didMove(toParent parent: UIViewController?)
      var navigationController: UINavigationController? { get }
      var tabBarController: UITabBarController? { get }
    }
    class UINavigationController: UIViewController {
      init(rootViewController: UIViewController)
      var navigationBar: UINavigationBar { get }
      var isNavigationBarHidden: Bool
      func setNavigationBarHidden(_ hidden: Bool, animated: Bool)
      var viewControllers: [UIViewController]
      var topViewController: UIViewController? { get }
      func pushViewController(_ viewController: UIViewController, animated: Bool)
      func popViewController(animated: Bool) -> UIViewController?
    }
    protocol UINavigationControllerDelegate: NSObjectProtocol {}
    /// A preview's `TabView` is drawn by SwiftUI, not by a UIKit controller: code that looks
    /// for one up the responder chain finds none.
    @standIn("the preview's tab view is not a UIKit tab bar controller: none is found above a view")
    class UITabBarController: UIViewController {
      init()
      var viewControllers: [UIViewController]?
      var selectedIndex: Int
      var selectedViewController: UIViewController?
      var tabBar: UITabBar { get }
      var moreNavigationController: UINavigationController { get }
      func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool)
    }
    protocol UIImagePickerControllerDelegate: NSObjectProtocol {}
    /// A service the share sheet offers besides the system's.
    class UIActivity: NSObject {
      struct ActivityType: Equatable, Hashable {
        init(_ rawValue: String)
        static let airDrop: UIActivity.ActivityType
        static let copyToPasteboard: UIActivity.ActivityType
        static let mail: UIActivity.ActivityType
        static let message: UIActivity.ActivityType
        static let print: UIActivity.ActivityType
        static let saveToCameraRoll: UIActivity.ActivityType
      }
    }
    @standIn("the share sheet is not shown: nothing is shared") class UIActivityViewController: UIViewController {
      init(activityItems: [Any], applicationActivities: [UIActivity]?)
      var excludedActivityTypes: [UIActivity.ActivityType]?
      var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?
    }
    @standIn("the photo library and the camera are not shown: no picture is ever picked in the preview")
    class UIImagePickerController: UINavigationController {
      init()
      var sourceType: UIImagePickerController.SourceType
      var allowsEditing: Bool
      var mediaTypes: [String]
      var cameraDevice: UIImagePickerController.CameraDevice
      var delegate: UIImagePickerControllerDelegate?
      static func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool
      enum SourceType: Int, Equatable, Hashable {
        case photoLibrary, camera, savedPhotosAlbum
      }
      enum CameraDevice: Int, Equatable, Hashable {
        case rear, front
      }
      struct InfoKey: Hashable {
        static let originalImage: UIImagePickerController.InfoKey
        static let editedImage: UIImagePickerController.InfoKey
        static let imageURL: UIImagePickerController.InfoKey
        static let mediaType: UIImagePickerController.InfoKey
        static let cropRect: UIImagePickerController.InfoKey
      }
    }
    enum UIModalPresentationStyle: Equatable, Hashable {
      case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none
    }
    class UIPresentationController: NSObject {
      var presentedViewController: UIViewController { get }
      var presentingViewController: UIViewController { get }
      weak var delegate: UIAdaptivePresentationControllerDelegate?
    }
    class UIPopoverPresentationController: UIPresentationController {
      var permittedArrowDirections: UIPopoverArrowDirection
      var arrowDirection: UIPopoverArrowDirection { get }
      var sourceView: UIView?
      var sourceRect: CGRect
    }
    struct UIPopoverArrowDirection: OptionSet {
      static var up: UIPopoverArrowDirection { get }
      static var down: UIPopoverArrowDirection { get }
      static var left: UIPopoverArrowDirection { get }
      static var right: UIPopoverArrowDirection { get }
      static var any: UIPopoverArrowDirection { get }
      static var unknown: UIPopoverArrowDirection { get }
    }
    protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {}
    protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
    protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}

    class UILabel: UIView {
      var text: String?
      var font: UIFont!
      var textColor: UIColor!
      var textAlignment: NSTextAlignment
      var numberOfLines: Int
      var attributedText: NSAttributedString?
      var adjustsFontSizeToFitWidth: Bool
    }
    enum NSTextAlignment: Equatable, Hashable {
      case left, center, right, justified, natural
    }
    protocol UITextFieldDelegate: NSObjectProtocol {}
    class UITextField: UIView {
      var text: String?
      var placeholder: String?
      var font: UIFont?
      var textColor: UIColor?
      var textAlignment: NSTextAlignment
      var isSecureTextEntry: Bool
      var delegate: UITextFieldDelegate?
      var textContentType: UITextContentType!
      var borderStyle: UITextField.BorderStyle
      var keyboardType: UIKeyboardType
      var clearButtonMode: UITextField.ViewMode
      enum BorderStyle: Equatable, Hashable {
        case none, line, bezel, roundedRect
      }
      enum ViewMode: Int, Equatable, Hashable {
        case never, whileEditing, unlessEditing, always
      }
    }
    protocol UITextViewDelegate: NSObjectProtocol, UIScrollViewDelegate {}
    class UITextView: UIScrollView {
      var delegate: UITextViewDelegate?
      var textContentType: UITextContentType!
      var text: String!
      var font: UIFont?
      var textColor: UIColor?
      var textAlignment: NSTextAlignment
      var isEditable: Bool
      var isSelectable: Bool
      var attributedText: NSAttributedString!
    }
    protocol UIScrollViewDelegate: NSObjectProtocol {}
    class UIScrollView: UIView {
      var delegate: UIScrollViewDelegate?
      var contentOffset: CGPoint
      var contentSize: CGSize
      var contentInset: UIEdgeInsets
      var isPagingEnabled: Bool
      var isScrollEnabled: Bool
      var bounces: Bool
      var showsVerticalScrollIndicator: Bool
      var showsHorizontalScrollIndicator: Bool
      var minimumZoomScale: CGFloat
      var maximumZoomScale: CGFloat
      var zoomScale: CGFloat
      var refreshControl: UIRefreshControl?
      var contentLayoutGuide: UILayoutGuide { get }
      var frameLayoutGuide: UILayoutGuide { get }
      var isDragging: Bool { get }
      var isDecelerating: Bool { get }
      func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
    }
    class UIImageView: UIView {
      init(image: UIImage?)
      var image: UIImage?
    }
    class UIControl: UIView {
      var isEnabled: Bool
      var isSelected: Bool
      func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)
      struct State: OptionSet {
        static var normal: UIControl.State { get }
        static var highlighted: UIControl.State { get }
        static var disabled: UIControl.State { get }
        static var selected: UIControl.State { get }
      }
      struct Event: OptionSet {
        static var touchDown: UIControl.Event { get }
        static var touchUpInside: UIControl.Event { get }
        static var valueChanged: UIControl.Event { get }
        static var primaryActionTriggered: UIControl.Event { get }
        static var editingChanged: UIControl.Event { get }
      }
    }
    class UISlider: UIControl {
      var value: Float
      var minimumValue: Float
      var maximumValue: Float
      var isContinuous: Bool
      var minimumTrackTintColor: UIColor?
      var maximumTrackTintColor: UIColor?
      var thumbTintColor: UIColor?
      func setValue(_ value: Float, animated: Bool)
    }
    class UISwitch: UIControl {
      var isOn: Bool
      var onTintColor: UIColor?
      var thumbTintColor: UIColor?
      func setOn(_ on: Bool, animated: Bool)
    }
    class UIPageControl: UIControl {
      var numberOfPages: Int
      var currentPage: Int
      var hidesForSinglePage: Bool
      var pageIndicatorTintColor: UIColor?
      var currentPageIndicatorTintColor: UIColor?
    }
    enum UIStatusBarStyle: Int, Equatable, Hashable {
      case `default`, lightContent, darkContent
    }
    class UIActivityIndicatorView: UIView {
      init(style: UIActivityIndicatorView.Style)
      var color: UIColor!
      var hidesWhenStopped: Bool
      var isAnimating: Bool { get }
      func startAnimating()
      func stopAnimating()
      enum Style: Equatable, Hashable {
        case medium, large
      }
    }
    class UIVisualEffect {}
    class UIBlurEffect: UIVisualEffect {
      init(style: UIBlurEffect.Style)
      enum Style: Equatable, Hashable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
      }
    }
    class UIVisualEffectView: UIView {
      init(effect: UIVisualEffect?)
      var effect: UIVisualEffect?
      var contentView: UIView { get }
    }

    extension UIWindow {
      init(windowScene: UIWindowScene)
      init(frame: CGRect)
      convenience init()
      var rootViewController: UIViewController?
      var windowLevel: UIWindow.Level
      var windowScene: UIWindowScene?
      @standIn("the canvas shows the preview's own window only") func makeKeyAndVisible()
      struct Level: Equatable, Hashable {
        init(rawValue: CGFloat)
        var rawValue: CGFloat { get }
        static let normal: UIWindow.Level
        static let statusBar: UIWindow.Level
        static let alert: UIWindow.Level
        static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level
        static func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level
      }
    }
    class UIHostingController<Content: View>: UIViewController {
      init(rootView: Content)
      var rootView: Content
    }
    extension UIRefreshControl {
      convenience init()
      var attributedTitle: NSAttributedString?
      var isRefreshing: Bool { get }
      func beginRefreshing()
      func endRefreshing()
    }
    extension UIImageView {
      init(frame: CGRect)
      convenience init()
    }
    extension UIActivityIndicatorView {
      init(frame: CGRect)
      convenience init()
    }
    extension UIVisualEffectView {
      init(frame: CGRect)
      convenience init()
    }
    extension UINavigationBar {
      init(frame: CGRect)
      convenience init()
    }
    extension UIControl {
      init(frame: CGRect)
      convenience init()
    }
    extension UISlider {
      init(frame: CGRect)
      convenience init()
    }
    extension UISwitch {
      init(frame: CGRect)
      convenience init()
    }
    extension UIPageControl {
      init(frame: CGRect)
      convenience init()
    }
    extension UITabBar {
      init(frame: CGRect)
      convenience init()
    }
    @standIn("the preview runs no app delegate: the canvas shows the view alone")
    protocol UIApplicationDelegate: NSObjectProtocol {}
    @standIn("the preview runs no scene delegate: the canvas shows the view alone")
    protocol UIWindowSceneDelegate: NSObjectProtocol {}
    class UISceneSession {
      var role: UISceneSession.Role { get }
      struct Role: Equatable, Hashable {
        static let windowApplication: UISceneSession.Role
      }
    }
    extension UIScene {
      class ConnectionOptions {}
    }
    class UISceneConfiguration {
      init(name: String?, sessionRole: UISceneSession.Role)
      var delegateClass: AnyObject.Type?
    }

    @objc protocol UIGestureRecognizerDelegate: NSObjectProtocol {}
    extension UIGestureRecognizer {
      init(target: Any?, action: Selector?)
      var name: String?
      var delegate: UIGestureRecognizerDelegate?
      var cancelsTouchesInView: Bool
      var delaysTouchesBegan: Bool
      var delaysTouchesEnded: Bool
      func addTarget(_ target: Any, action: Selector)
      func removeTarget(_ target: Any?, action: Selector?)
      func require(toFail otherGestureRecognizer: UIGestureRecognizer)
    }
    extension UITapGestureRecognizer {
      init(target: Any?, action: Selector?)
    }
    extension UILongPressGestureRecognizer {
      init(target: Any?, action: Selector?)
    }
    extension UIPanGestureRecognizer {
      init(target: Any?, action: Selector?)
    }
    extension UIPinchGestureRecognizer {
      init(target: Any?, action: Selector?)
    }
    extension UIRotationGestureRecognizer {
      init(target: Any?, action: Selector?)
    }
    """#
}
