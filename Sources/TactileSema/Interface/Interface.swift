import TactileParser

/// The supported SwiftUI and standard-library surface, written as Swift declarations (in the
/// spirit of a `.swiftinterface`) and parsed by Tactile's own parser.
///
/// Declarations here have no bodies: each is a builtin that the runtime implements, keyed by
/// its qualified signature (`DragGesture.init(minimumDistance:coordinateSpace:)`). The text is
/// split by area; every file is a string literal so the module needs no resources and runs in
/// the browser unchanged.
public enum Interface {
  /// The interface's files: name and text.
  public static let sources: [(name: String, text: String)] = [
    ("Swift.swiftinterface", swiftCore),
    ("SwiftCollections.swiftinterface", swiftCollections),
    ("CoreGraphics.swiftinterface", coreGraphics),
    ("SwiftUIViews.swiftinterface", swiftUIViews),
    ("SwiftUIModifiers.swiftinterface", swiftUIModifiers),
    ("SwiftUINavigation.swiftinterface", swiftUINavigation),
    ("SwiftUIGestures.swiftinterface", swiftUIGestures),
    ("SwiftUIControls.swiftinterface", swiftUIControls),
    ("SwiftUIPlatformGestures.swiftinterface", swiftUIPlatformGestures),
    ("SwiftUIValues.swiftinterface", swiftUIValues),
    ("SwiftUIGraphics.swiftinterface", swiftUIGraphics),
    ("UIKitFeedback.swiftinterface", uiKitFeedback),
    ("SwiftUIPreviews.swiftinterface", swiftUIPreviews),
    ("UIKitGestures.swiftinterface", uiKitGestures),
    ("Foundation.swiftinterface", foundation),
    ("Combine.swiftinterface", combine),
    ("SwiftUITime.swiftinterface", swiftUITime),
    ("Concurrency.swiftinterface", concurrency),
    ("UIKitApplication.swiftinterface", uiKitApplication),
    ("Formatting.swiftinterface", formatting),
    ("SwiftUIAnimators.swiftinterface", swiftUIAnimators),
    ("SwiftUIModernModifiers.swiftinterface", swiftUIModernModifiers),
    ("SwiftUICanvasLayers.swiftinterface", swiftUICanvasLayers),
    ("UIKitAppearance.swiftinterface", uiKitAppearance),
    ("SwiftUIRecent.swiftinterface", swiftUIRecent),
    ("SwiftUIContainers.swiftinterface", swiftUIContainers),
    ("UIKitViews.swiftinterface", uiKitViews),
    ("UIKitDrawing.swiftinterface", uiKitDrawing),
    ("FoundationErrors.swiftinterface", foundationErrors),
    ("SwiftUIRealCode.swiftinterface", swiftUIRealCode),
    ("SwiftUIAccessibility.swiftinterface", swiftUIAccessibility),
    ("SwiftUISearchScopesAndRedaction.swiftinterface", swiftUISearchScopesAndRedaction),
    ("SwiftUIPinnedViews.swiftinterface", swiftUIPinnedViews),
    ("SwiftUITextAndImages.swiftinterface", swiftUITextAndImages),
    ("FoundationURLErrorCodes.swiftinterface", foundationURLErrorCodes),
    ("FoundationComponents.swiftinterface", foundationComponents),
    ("SwiftUILinksAndSearch.swiftinterface", swiftUILinksAndSearch),
  ]

  /// The interface's files, parsed (once: the trees are immutable values every analysis shares).
  public static func parsedFiles() -> [SourceFile] { parsed }

  private static let parsed: [SourceFile] = sources.map {
    SourceFile(name: $0.name, tree: Parser.parse($0.text), isInterface: true)
  }
}
