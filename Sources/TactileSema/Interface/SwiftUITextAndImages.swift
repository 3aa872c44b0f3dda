extension Interface {
  /// Line styles on views, texts and attributed strings (accepted, not drawn), images in a text,
  /// image options and images drawn in a canvas (docs/runtime-values.md, "Real-code surface").
  static let swiftUITextAndImages = #"""
    extension View {
      @standIn("the line through the text is not drawn") func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View
      @standIn("the underline is not drawn") func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View
    }
    extension Image {
      func antialiased(_ isAntialiased: Bool) -> Image
      @standIn("the symbol is drawn whole: its variable value does not fill it in part") init(systemName: String, variableValue: Double?)
      @standIn("the symbol is drawn whole: its variable value does not fill it in part") init(_ name: String, variableValue: Double?, bundle: Bundle? = nil)
    }
    extension Text {
      init(_ image: Image)
    }
    extension Text {
      struct LineStyle: Hashable {
        init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        static let single: Text.LineStyle
        enum Pattern: Equatable, Hashable {
          case solid
          case dot
          case dash
          case dashDot
          case dashDotDot
        }
      }
    }
    extension AttributedString {
      @standIn("the text is drawn in one style: its attributes are not applied") var underlineStyle: Text.LineStyle?
      @standIn("the text is drawn in one style: its attributes are not applied") var strikethroughStyle: Text.LineStyle?
    }
    extension AttributedSubstring {
      @standIn("the text is drawn in one style: its attributes are not applied") var underlineStyle: Text.LineStyle?
      @standIn("the text is drawn in one style: its attributes are not applied") var strikethroughStyle: Text.LineStyle?
    }
    extension GraphicsContext {
      func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center)
      func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle())
      func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center)
      func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle())
      func resolve(_ image: Image) -> GraphicsContext.ResolvedImage
      struct ResolvedImage {}
    }
    """#
}
