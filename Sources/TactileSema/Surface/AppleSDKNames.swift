/// Names of Apple's SDK that code uses (SwiftUI, Foundation, Combine, Swift's concurrency,
/// UIKit, CoreGraphics, QuartzCore and the frameworks views embed): facts, names only.
///
/// A name missing from Tactile's interface but listed here is Tactile's gap, not the user's
/// mistake, so the checker says "'X' is not available in Tactile yet" instead of "cannot find
/// 'X' in scope" or "has no member". When an API is added, its declaration goes in the
/// interface; the name can stay here (a declared name is never looked up in these lists).
enum AppleSDKNames {
  /// Types, protocols and global names.
  static let types: Set<String> = words(typeText)
  /// SwiftUI's view modifiers: a missing member of a view with one of these names is Tactile's.
  static let viewModifiers: Set<String> = words(modifierText)
  /// Members of other types, written `Type.member`.
  static let members: Set<String> = words(memberText)

  private static func words(_ text: StaticString) -> Set<String> {
    let string = text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    var set: Set<String> = []
    for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" }) { set.insert(String(word)) }
    return set
  }

  private static let typeText: StaticString = """
    ARView AVAudioPlayer AVPlayer AccessibilityActionKind AccessibilityAdjustableAction
    AccessibilityAttachmentModifier AccessibilityChildBehavior AccessibilityCustomContentKey
    AccessibilityDirectTouchOptions AccessibilityElement AccessibilityFocusState
    AccessibilityHeadingLevel AccessibilityLabeledPairRole AccessibilityRotorContent
    AccessibilityRotorEntry AccessibilitySystemRotor AccessibilityTechnologies
    AccessibilityTextContentType AccessibilityTraits AccessibilityZoomGestureAction ActionSheet
    Actor AdditiveArithmetic Alert Alignment AlignmentID Anchor Angle AngularGradient Animatable
    AnimatableModifier AnimatablePair Animation AnimationCompletionCriteria AnimationContext
    AnyCancellable AnyClass AnyGesture AnyGradient AnyHashable AnyKeyPath AnyLayout AnyObject
    AnyPublisher AnyShape AnyShapeStyle AnyTransition AnyView App AppStorage AreaMark Array
    ArraySlice AsyncImage AsyncImagePhase AsyncStream AsyncThrowingStream AttributeContainer
    AttributedString Axis BackgroundDisplayMode BackgroundProminence BackgroundStyle BarMark
    BinaryFloatingPoint BinaryInteger Bindable Binding BlendMode
    BorderedButtonStyle BorderedProminentButtonStyle BorderlessButtonStyle Bundle Button
    ButtonBorderShape ButtonRepeatBehavior ButtonRole ButtonStyle ButtonStyleConfiguration
    ByteCountFormatter CABasicAnimation CADisplayLink CAGradientLayer CALayer CAMediaTimingFunction
    CAShapeLayer CATransform3D CATransform3DIdentity CATransform3DMakeRotation CATransform3DRotate
    CGAffineTransform CGBlendMode CGColor CGContext CGFloat CGImage CGLineCap CGLineJoin
    CGMutablePath CGPath CGPoint CGRect CGSize CGVector CLLocationCoordinate2D Calendar Cancellable
    Canvas Capsule CaseIterable Character CharacterSet   CheckedContinuation Circle
    CircularProgressViewStyle Clock ClosedRange   Collection Color ColorPicker
    ColorRenderingMode ColorScheme    CommandGroup CommandMenu  
    CompactDatePickerStyle Comparable ContainerBackgroundPlacement ContainerRelativeShape
    ContentMarginPlacement ContentMode ContentShapeKinds ContentSizeCategory ContentTransition
    ContentUnavailableView ContextMenu ContiguousArray ContinuousClock ControlActiveState
    ControlGroup ControlSize CoordinateSpace CoordinateSpaceProtocol CurrentValueSubject
    CustomDebugStringConvertible CustomNSError CustomStringConvertible CustomizableToolbarContent
    Data Date DateComponents DateComponentsFormatter DateFormatter DateInterval DatePicker
    DatePickerComponents DatePickerStyle Decimal   DefaultButtonStyle
    DefaultDatePickerStyle DefaultGroupBoxStyle DefaultLabelStyle DefaultListStyle DefaultMenuStyle
    DefaultNavigationViewStyle DefaultPickerStyle DefaultProgressViewStyle DefaultTabViewStyle
    DefaultTextFieldStyle DefaultToggleStyle Dictionary DisclosureGroup DisclosureGroupStyle
    DismissAction DispatchGroup DispatchQueue DispatchSemaphore DispatchTime DispatchWorkItem
    Divider DocumentGroup Double DoubleColumnNavigationViewStyle DragGesture DropDelegate DropInfo
    Duration DynamicProperty  Edge EdgeInsets EditActions EditButton EditMode Ellipse
    EllipticalGradient EmptyModifier EmptyView   EnumeratedSequence Environment
     EnvironmentObject EnvironmentValues Equatable EquatableView Error EventModifiers
    ExclusiveGesture FetchRequest FetchedResults FileDocument  FillStyle
    FixedWidthInteger Float Float16 Float80 FloatingPoint FocusState FocusedBinding FocusedValue
    FocusedValueKey Font ForEach ForegroundStyle Form FormStyle FormatStyle Future Gauge GaugeStyle
    GeometryEffect GeometryProxy GeometryReader Gesture GestureMask GestureState GestureStateGesture
    Gradient GraphicalDatePickerStyle GraphicsContext Grid GridItem GridRow Group GroupBox
    GroupBoxStyle GroupedListStyle HStack HStackLayout HTTPURLResponse Hashable Hasher
    HierarchicalShapeStyle HorizontalAlignment HorizontalEdge HoverEffect ISO8601DateFormatter
    Identifiable Image ImagePaint ImageRenderer ImageResource IndexPath IndexSet InlinePickerStyle
    InsetGroupedListStyle InsetListStyle InsettableShape Int16 Int32 Int64 Int8 InterfaceOrientation
    IteratorProtocol   JSONSerialization Just KeyEquivalent KeyPath KeyPress
    KeyboardShortcut KeyframeAnimator KeyframeTimeline KeyframeTrack Keyframes Label LabelStyle
    LabelStyleConfiguration LabeledContent LabeledContentStyle Layout 
    LayoutProperties LayoutSubview LayoutSubviews LayoutValueKey LazyHGrid LazyHStack LazySequence
    LazyVGrid LazyVStack LineMark LinearGradient LinearKeyframe LinearProgressViewStyle Link List
    ListFormatter ListItemTint ListSectionSpacing ListStyle Locale LocalizedError LocalizedStringKey
    LocalizedStringResource Logger LongPressGesture LosslessStringConvertible MKCoordinateRegion
    MKMapView MagnificationGesture MagnifyGesture MainActor   MapAnnotation MapMarker
    MatchedGeometryProperties Material Measurement MeasurementFormatter Menu MenuOrder
    MenuPickerStyle MenuStyle MeshGradient Mirror   Model3D ModelContainer ModelContext
    ModifiedContent MoveTransition MultiDatePicker NSAttributedString
    NSError NSFetchRequest NSLock NSManagedObject NSManagedObjectContext NSNotFound NSNumber
     NSPersistentContainer NSPredicate NSRange NSRegularExpression
    NSViewRepresentable Namespace NavigationBarItem NavigationLink NavigationPath
    NavigationSplitView NavigationSplitViewStyle NavigationSplitViewVisibility NavigationStack
    NavigationTransition NavigationView NavigationViewStyle Never Notification NotificationCenter
    NumberFormatter Numeric OSLog ObjectIdentifier Observable ObservableObject ObservedObject
    OffsetShape OpenURLAction OperationQueue OptionSet Optional OutlineGroup PHPickerViewController
    PageIndexViewStyle PageTabViewStyle PartialKeyPath PartialRangeFrom PartialRangeThrough
    PartialRangeUpTo PassthroughSubject PasteButton Path PersonNameComponents
    PersonNameComponentsFormatter PhaseAnimator PhotosPicker PhotosPickerItem Picker PickerStyle
    PlaceholderContentView PlainButtonStyle PlainListStyle PlainTextFieldStyle
    PointMark PreferenceKey PresentationAdaptation PresentationBackgroundInteraction
    PresentationContentInteraction PresentationDetent PresentationMode PreviewContext PreviewDevice
    PreviewLayout PreviewProvider PrimitiveButtonStyle PrimitiveButtonStyleConfiguration ProcessInfo
    Progress ProgressView ProgressViewStyle ProjectionTransform PropertyListDecoder
    PropertyListEncoder ProposedViewSize Published Publisher Publishers   RadialGradient
    RandomNumberGenerator Range RawRepresentable
    RealityView Rectangle RectangleCornerRadii ReferenceWritableKeyPath
    RelativeDateTimeFormatter RenameButton ReversedCollection RotateGesture RotatedShape
    RotationGesture RoundedBorderTextFieldStyle RoundedCornerStyle RoundedRectangle RuleMark RunLoop
    SCNView SFSafariViewController SKScene SafeAreaRegions ScaledMetric ScaledShape Scanner Scene
    SceneBuilder  SceneStorage SceneView ScrollAnchorRole ScrollBounceBehavior
    ScrollDismissesKeyboardMode ScrollGeometry ScrollIndicatorVisibility ScrollPosition ScrollTarget
    ScrollTargetBehavior ScrollView ScrollViewProxy ScrollViewReader SearchFieldPlacement Section
    SectionedFetchRequest SectorMark SecureField SegmentedPickerStyle Sendable SensoryFeedback
    Sequence SequenceGesture Set SetAlgebra Shape ShapeStyle ShareLink SidebarListStyle
    SignedInteger SignedNumeric SimultaneousGesture Slice Slider Spacer SpatialEventGesture
    SpatialTapGesture SpringKeyframe SpringLoadingBehavior SpriteView State StateObject StaticString
    Stepper StrideThrough StrideTo Strideable StringProtocol StrokeStyle Subject SubmitLabel
    SubmitTriggers Subscriber Subscribers Substring   SwitchToggleStyle SymbolEffect
    SymbolRenderingMode SymbolVariants SystemRandomNumberGenerator Tab TabView TabViewStyle Table
    TableColumn TapGesture Task TaskGroup TaskPriority Text TextAlignment TextEditor TextEditorStyle
    TextField TextFieldStyle TextInputAutocapitalization TextSelectability
    TimeInterval TimeZone     TimelineSchedule TimelineView Timer
    TintShapeStyle Toggle ToggleStyle ToggleStyleConfiguration ToolbarContent ToolbarContentBuilder
    ToolbarItem ToolbarItemGroup ToolbarItemPlacement ToolbarRole ToolbarTitleMenu Transaction
    Transition TransitionPhase TupleView  UIAction UIActivityViewController
    UIApplication UIApplicationDelegate UIBarButtonItem UIBezierPath UIBlurEffect UIButton
    UICollectionView UIColor UIContentSizeCategory UIContextMenuConfiguration UIDevice
    UIDocumentPickerViewController UIEdgeInsets UIFeedbackGenerator UIFont UIGestureRecognizer
    UIGestureRecognizerDelegate UIGraphicsImageRenderer UIHostingController UIImage
    UIImageView UIImpactFeedbackGenerator UIInterfaceOrientation
    UIKeyboardType UILabel UILongPressGestureRecognizer UIMenu UINavigationBar
    UINavigationBarAppearance UINib UINotificationFeedbackGenerator
    UIPanGestureRecognizer  UIPinchGestureRecognizer UIRectCorner UIRectEdge
    UIRefreshControl UIResponder UIRotationGestureRecognizer UIScene UISceneDelegate UIScreen
    UIScrollView UISearchBar UISelectionFeedbackGenerator UIStackView UIStoryboard
    UISwipeGestureRecognizer UITabBar UITabBarAppearance UITabBarController UITableView
    UITapGestureRecognizer UITextChecker UITextField UITextView UITraitCollection
    UIUserInterfaceStyle UIView UIViewController UIViewControllerRepresentable UIViewRepresentable
    UIVisualEffectView UIWindow UIWindowScene UInt UInt16 UInt32 UInt64 UInt8 URL URLComponents
    URLQueryItem URLRequest URLResponse URLSession  URLSessionDataTask UUID
    UnevenRoundedRectangle Unicode UnitCurve UnitDuration UnitLength UnitMass UnitPoint
    UnitTemperature UnitVolume UnsignedInteger UserDefaults UserInterfaceSizeClass VStack
    VStackLayout VectorArithmetic VerticalAlignment VerticalEdge VideoPlayer View ViewBuilder
    ViewDimensions ViewModifier ViewThatFits Visibility VisualEffect Void WKWebView
    WheelDatePickerStyle WheelPickerStyle     WindowGroup WritableKeyPath ZStack
    ZStackLayout Zip2Sequence
    Chart ChartContent ChartProxy ChartXAxis ChartYAxis AxisMarks AxisValueLabel AreaMark LineMark PointMark
    RectangleMark RuleMark SectorMark PlottableValue Map MapAnnotation MapMarker MapPin Marker Annotation
    MapCameraPosition MKCoordinateRegion MKCoordinateSpan CLLocationCoordinate2D
    """

  private static let modifierText: StaticString = """
    accessibilityAction accessibilityActions accessibilityAddTraits accessibilityAdjustableAction
    accessibilityChildren accessibilityCustomContent accessibilityDirectTouch accessibilityElement
    accessibilityFocused accessibilityHeading accessibilityHidden accessibilityHint
    accessibilityIgnoresInvertColors accessibilityInputLabels
    accessibilityLabel accessibilityLabeledPair accessibilityRemoveTraits
    accessibilityRepresentation accessibilityRespondsToUserInteraction accessibilityRotor
    accessibilityShowsLargeContentViewer accessibilitySortPriority accessibilityTextContentType
    accessibilityValue accessibilityZoomAction alert alignmentGuide allowsHitTesting
    allowsTightening anchorPreference animation aspectRatio autocapitalization
    autocorrectionDisabled background backgroundPreferenceValue backgroundStyle badge
    badgeProminence baselineOffset blendMode blur bold border brightness buttonBorderShape
    buttonRepeatBehavior buttonStyle clipShape clipped colorInvert colorMultiply 
    compositingGroup confirmationDialog containerBackground containerRelativeFrame containerShape
    contentMargins contentShape contentTransition contextMenu contrast controlGroupStyle controlSize
    coordinateSpace cornerRadius datePickerStyle defaultScrollAnchor defersSystemGestures
    deleteDisabled disableAutocorrection disabled disclosureGroupStyle draggable drawingGroup
    dropDestination dynamicTypeSize edgesIgnoringSafeArea environment environmentObject
    exclusionAreas fileExporter fileImporter fileMover fixedSize flipsForRightToLeftLayoutDirection
    focusEffectDisabled focusScope focusable focused focusedObject focusedSceneObject
    focusedSceneValue focusedValue font fontDesign fontWeight fontWidth foregroundColor
    foregroundStyle formStyle frame fullScreenCover gaugeStyle geometryGroup gesture glassEffect
    gradient grayscale gridCellAnchor  gridCellUnsizedAxes 
    groupBoxStyle handlesExternalEvents headerProminence help hidden highPriorityGesture
    horizontalRadioGroupLayout hoverEffect hueRotation id ignoresSafeArea imageScale inspector
    interactiveDismissDisabled interpolation italic kerning keyboardShortcut keyboardType
    keyframeAnimator labelStyle labelsHidden layoutDirectionBehavior layoutPriority layoutValue
    lineHeight lineLimit  listItemTint listRowBackground listRowInsets listRowSeparator
    listRowSeparatorTint listRowSpacing listSectionSeparator listSectionSpacing listStyle
    luminanceToAlpha mask matchedGeometryEffect menuIndicator menuOrder menuStyle minimumScaleFactor
    modifier monospaced monospacedDigit moveDisabled multilineTextAlignment
    navigationBarBackButtonHidden navigationBarHidden navigationBarItems navigationBarTitle
    navigationBarTitleDisplayMode navigationDestination navigationSplitViewColumnWidth
    navigationSplitViewStyle navigationSubtitle navigationTitle navigationTransition
    navigationViewStyle offset onAppear onChange onCommand onContinueUserActivity onContinuousHover
    onCopyCommand onDelete onDeleteCommand onDisappear onDrag onDrop onExitCommand onGeometryChange
    onHover onInsert onKeyPress onLongPressGesture onMove onMoveCommand onOpenURL onPasteCommand
    onPreferenceChange onReceive onScrollGeometryChange onScrollPhaseChange onScrollVisibilityChange
    onSubmit onTapGesture opacity openURL overlay overlayPreferenceValue padding
    persistentSystemOverlays phaseAnimator pickerStyle popover position preference
    preferredColorScheme presentationBackground presentationBackgroundInteraction
    presentationCompactAdaptation presentationContentInteraction presentationCornerRadius
    presentationDetents presentationDragIndicator previewContext previewDevice previewDisplayName
    previewInterfaceOrientation previewLayout privacySensitive progressViewStyle 
    refreshable renameAction renderingMode replaceDisabled resizable rotation3DEffect
    rotationEffect safeAreaInset safeAreaPadding saturation scaleEffect scaledToFill scaledToFit
    scenePadding scrollBounceBehavior scrollClipDisabled scrollContentBackground scrollDisabled
    scrollDismissesKeyboard scrollIndicators scrollIndicatorsFlash scrollPosition
    scrollTargetBehavior scrollTargetLayout scrollTransition searchCompletion
    searchSuggestions searchable selectionDisabled sensoryFeedback shadow sheet simultaneousGesture
    speechAdjustedPitch speechAlwaysIncludesPunctuation speechAnnouncementsQueued
    speechSpellsOutCharacters submitLabel submitScope swipeActions symbolEffect
    symbolRenderingMode symbolVariant tabItem tabViewStyle tag task textCase textContentType
    textFieldStyle textInputAutocapitalization textSelection textSelectionAffinity tint toggleStyle
    toolbar toolbarBackground toolbarColorScheme toolbarRole toolbarTitleDisplayMode
    toolbarTitleMenu toolbarVisibility tracking transaction transformAnchorPreference
    transformEnvironment transformPreference transition
    typesettingLanguage userActivity visualEffect zIndex
    """

  private static let memberText: StaticString = """
    Array.chunked Array.firstIndex Array.insert Array.lastIndex Array.move Array.partition
    Array.remove Array.removeAll Array.removeFirst Array.removeLast Array.swapAt
    Array.withUnsafeBufferPointer CGAffineTransform.concatenating CGAffineTransform.inverted
    CGAffineTransform.rotated CGAffineTransform.scaledBy CGAffineTransform.translatedBy
    CGPoint.applying CGRect.applying CGRect.divided CGRect.insetBy CGRect.integral
    CGRect.intersection CGRect.intersects CGRect.offsetBy CGRect.standardized CGRect.union
    CGSize.applying Color.cgColor Color.gradient Color.mix Color.opacity Color.resolve Date.advanced
    Date.distance Date.formatted Double.formatted Error.localizedDescription Float.formatted
    Image.interpolation Image.renderingMode Image.resizable
    Image.symbolRenderingMode Int.formatted Path.addArc Path.addCurve Path.addEllipse Path.addLines
    Path.addPath Path.addQuadCurve Path.addRect Path.addRects Path.addRelativeArc
    Path.addRoundedRect Path.applying Path.boundingRect Path.cgPath Path.closeSubpath
    Path.currentPoint Path.forEach Path.offsetBy Path.strokedPath Path.trimmedPath
    String.addingPercentEncoding String.applyingTransform String.components String.data
    String.firstIndex String.folding String.insert String.lastIndex String.localizedCapitalized
    String.localizedLowercase String.padding String.range String.remove String.removeAll
    String.removeFirst String.removeLast String.replacingOccurrences String.trimmingCharacters
    String.unicodeScalars String.utf16 String.utf8 String.write Text.baselineOffset Text.fontDesign
    Text.fontWidth Text.foregroundStyle Text.monospaced Text.textCase Text.tracking Timer.fire
    Timer.invalidate Timer.isValid Timer.publish Timer.scheduledTimer Timer.tolerance
    UIColor.cgColor UIImage.cgImage UIImage.jpegData UIImage.pngData UIImage.resizableImage
    UIImage.withRenderingMode
    """
}
