extension Interface {
  /// UIKit's drawing and text values SwiftUI code borrows: `UIBezierPath` (simulated: it builds
  /// the same path elements as `Path`, and `Path(bezier.cgPath)` draws them), `UIFont` (a
  /// SwiftUI `Font` record), attributed strings, `NSAttributedString` and Foundation's
  /// `AttributedString`, as their characters (docs/runtime-values.md, "UIKit drawing and text").
  static let uiKitDrawing = #"""
    class CGPath {}
    extension Path {
      init(_ path: CGPath)
      var cgPath: CGPath { get }
    }
    struct UIRectCorner: OptionSet {
      static var topLeft: UIRectCorner { get }
      static var topRight: UIRectCorner { get }
      static var bottomLeft: UIRectCorner { get }
      static var bottomRight: UIRectCorner { get }
      static var allCorners: UIRectCorner { get }
    }
    class UIBezierPath {
      init()
      init(rect: CGRect)
      init(ovalIn rect: CGRect)
      init(roundedRect rect: CGRect, cornerRadius: CGFloat)
      init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)
      init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
      init(cgPath CGPath: CGPath)
      var cgPath: CGPath { get }
      var lineWidth: CGFloat
      var isEmpty: Bool { get }
      var bounds: CGRect { get }
      var currentPoint: CGPoint { get }
      func move(to point: CGPoint)
      func addLine(to point: CGPoint)
      func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)
      func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint)
      func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
      func append(_ bezierPath: UIBezierPath)
      func close()
      func removeAllPoints()
      func contains(_ point: CGPoint) -> Bool
      func apply(_ transform: CGAffineTransform)
    }

    class UIFont: Hashable {
      init?(name fontName: String, size fontSize: CGFloat)
      class func systemFont(ofSize fontSize: CGFloat) -> UIFont
      class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
      class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont
      class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont
      class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
      class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont
      var pointSize: CGFloat { get }
      var lineHeight: CGFloat { get }
      var fontName: String { get }
      var familyName: String { get }
      var ascender: CGFloat { get }
      var descender: CGFloat { get }
      var capHeight: CGFloat { get }
      func withSize(_ fontSize: CGFloat) -> UIFont
      struct Weight: Equatable, Hashable {
        static let ultraLight: UIFont.Weight
        static let thin: UIFont.Weight
        static let light: UIFont.Weight
        static let regular: UIFont.Weight
        static let medium: UIFont.Weight
        static let semibold: UIFont.Weight
        static let bold: UIFont.Weight
        static let heavy: UIFont.Weight
        static let black: UIFont.Weight
      }
      struct TextStyle: Equatable, Hashable {
        static let largeTitle: UIFont.TextStyle
        static let title1: UIFont.TextStyle
        static let title2: UIFont.TextStyle
        static let title3: UIFont.TextStyle
        static let headline: UIFont.TextStyle
        static let subheadline: UIFont.TextStyle
        static let body: UIFont.TextStyle
        static let callout: UIFont.TextStyle
        static let footnote: UIFont.TextStyle
        static let caption1: UIFont.TextStyle
        static let caption2: UIFont.TextStyle
      }
    }
    extension Font {
      init(_ font: UIFont)
    }

    class NSAttributedString: Hashable {
      struct Key: Hashable {
        static let font: NSAttributedString.Key
        static let foregroundColor: NSAttributedString.Key
        static let backgroundColor: NSAttributedString.Key
        static let kern: NSAttributedString.Key
        static let underlineStyle: NSAttributedString.Key
        static let strikethroughStyle: NSAttributedString.Key
        static let paragraphStyle: NSAttributedString.Key
      }
      @standIn("the text is drawn in one style: its attributes are not applied") init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil)
      var string: String { get }
      var length: Int { get }
      func size() -> CGSize
      func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect
    }
    extension String {
      func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize
    }
    struct NSStringDrawingOptions: OptionSet {
      static var usesLineFragmentOrigin: NSStringDrawingOptions { get }
      static var usesFontLeading: NSStringDrawingOptions { get }
      static var truncatesLastVisibleLine: NSStringDrawingOptions { get }
    }
    class NSStringDrawingContext {}
    class NSMutableAttributedString: NSAttributedString {
      func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange)
      func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange)
      func append(_ attrString: NSAttributedString)
    }

    struct AttributedString: Equatable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
      init()
      init(_ string: String)
      init(stringLiteral value: String)
      init(_ nsStr: NSAttributedString)
      struct Index: Comparable, Hashable {}
      var description: String { get }
      var characters: String { get }
      var startIndex: AttributedString.Index { get }
      var endIndex: AttributedString.Index { get }
      @standIn("the text is drawn in one style: its attributes are not applied") var font: Font?
      @standIn("the text is drawn in one style: its attributes are not applied") var foregroundColor: Color?
      @standIn("the text is drawn in one style: its attributes are not applied") var backgroundColor: Color?
      @standIn("the text is drawn in one style: its attributes are not applied") var kern: CGFloat?
      func range(of stringToFind: String) -> Range<AttributedString.Index>?
      subscript(bounds: Range<AttributedString.Index>) -> AttributedSubstring { get set }
      mutating func append(_ s: AttributedString)
      static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString
      static func += (lhs: inout AttributedString, rhs: AttributedString)
    }
    struct AttributedSubstring: Equatable, Hashable {
      @standIn("the text is drawn in one style: its attributes are not applied") var font: Font?
      @standIn("the text is drawn in one style: its attributes are not applied") var foregroundColor: Color?
      @standIn("the text is drawn in one style: its attributes are not applied") var backgroundColor: Color?
      @standIn("the text is drawn in one style: its attributes are not applied") var kern: CGFloat?
    }
    // UIKit's attribute scope: the same attribute names with UIKit's types, for the value that
    // fits (`text.font = .systemFont(ofSize: 14, weight: .bold)`).
    extension AttributedString {
      @standIn("the text is drawn in one style: its attributes are not applied") var font: UIFont?
      @standIn("the text is drawn in one style: its attributes are not applied") var foregroundColor: UIColor?
      @standIn("the text is drawn in one style: its attributes are not applied") var backgroundColor: UIColor?
    }
    extension AttributedSubstring {
      @standIn("the text is drawn in one style: its attributes are not applied") var font: UIFont?
      @standIn("the text is drawn in one style: its attributes are not applied") var foregroundColor: UIColor?
      @standIn("the text is drawn in one style: its attributes are not applied") var backgroundColor: UIColor?
    }
    extension Text {
      init(_ attributedContent: AttributedString)
    }
    """#
}
