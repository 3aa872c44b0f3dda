/// Names of Apple's SDK that code uses (SwiftUI, Foundation, Combine, Swift's concurrency,
/// UIKit, CoreGraphics, QuartzCore and the frameworks views embed): facts, names only.
///
/// A name missing from Tactile's interface but listed here is Tactile's gap, not the user's
/// mistake, so the checker says "'X' is not available in Tactile yet" instead of "cannot find
/// 'X' in scope" or "has no member". When an API is added, its declaration goes in the
/// interface and its name leaves these lists (`AppleSDKNamesTests` fails while a declared name
/// is still listed).
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
    ARView AVAudioPlayer AVPlayer AccessibilityAdjustableAction AccessibilityAttachmentModifier
    AccessibilityCustomContentKey AccessibilityDirectTouchOptions AccessibilityElement
    AccessibilityFocusState AccessibilityHeadingLevel AccessibilityLabeledPairRole
    AccessibilityRotorContent AccessibilityRotorEntry AccessibilitySystemRotor
    AccessibilityTechnologies AccessibilityTextContentType Actor AnimationContext
    AnyClass AnyKeyPath AnyLayout AnyShapeStyle AppStorage AreaMark
     AttributeContainer BackgroundDisplayMode BackgroundProminence BarMark
    Bindable ByteCountFormatter CABasicAnimation CADisplayLink CAGradientLayer CAMediaTimingFunction
    CAShapeLayer CGBlendMode CGContext CGMutablePath CLLocationCoordinate2D
    CommandGroup CommandMenu ContainerBackgroundPlacement ContainerRelativeShape ContentSizeCategory
     ContiguousArray ControlActiveState CurrentValueSubject
    CustomDebugStringConvertible CustomNSError CustomizableToolbarContent
    DateComponentsFormatter Decimal DefaultGroupBoxStyle DefaultMenuStyle
    DisclosureGroupStyle DispatchGroup DispatchSemaphore DocumentGroup
    EditActions EmptyModifier EnumeratedSequence EnvironmentObject EquatableView FetchRequest
    FetchedResults FileDocument FixedWidthInteger Float16 Float80 FocusedBinding FocusedValue
    FocusedValueKey Future Gauge GaugeStyle GroupBoxStyle HStackLayout
     ImageRenderer IndexPath IteratorProtocol JSONSerialization
    KeyEquivalent KeyPress KeyboardShortcut KeyframeTimeline LabeledContentStyle LayoutProperties
    LayoutValueKey LazySequence LineMark ListFormatter ListItemTint ListSectionSpacing
    LocalizedStringResource Logger MKCoordinateRegion MKMapView MapAnnotation MapMarker Measurement
    MeasurementFormatter MenuOrder MenuStyle Mirror Model3D ModelContainer ModelContext
    ModifiedContent MoveTransition MultiDatePicker NSError NSFetchRequest NSLock NSManagedObject
    NSManagedObjectContext NSPersistentContainer NSPredicate NSRegularExpression NSViewRepresentable
       OSLog
    ObjectIdentifier Observable OffsetShape  PHPickerViewController
    PartialKeyPath PasteButton PersonNameComponents PersonNameComponentsFormatter PhotosPicker
    PhotosPickerItem PointMark PresentationAdaptation
    PresentationContentInteraction PreviewContext ProcessInfo Progress PropertyListDecoder
    PropertyListEncoder RandomNumberGenerator RealityView ReferenceWritableKeyPath
    RelativeDateTimeFormatter RenameButton ReversedCollection RotatedShape RuleMark SCNView
    SFSafariViewController SKScene ScaledMetric ScaledShape SceneBuilder SceneStorage SceneView
    ScrollAnchorRole ScrollBounceBehavior ScrollTarget
    SectionedFetchRequest SectorMark SignedInteger Slice SpringLoadingBehavior SpriteView
    StaticString StrideThrough Subscriber SystemRandomNumberGenerator Table TableColumn
    TextEditorStyle ToolbarContentBuilder ToolbarRole ToolbarTitleMenu
    TupleView UIAction UIBarButtonItem UIButton UICollectionView
    UIContentSizeCategory UIContextMenuConfiguration UIDocumentPickerViewController
    UIFeedbackGenerator UIGraphicsImageRenderer UIInterfaceOrientation UIMenu
    UINib UIRectEdge UISceneDelegate UISearchBar UIStoryboard
    UISwipeGestureRecognizer UITraitCollection 
     UnitDuration UnitLength UnitMass UnitTemperature UnitVolume UnsignedInteger
    VStackLayout VideoPlayer ViewBuilder Void WKWebView ZStackLayout Zip2Sequence Chart ChartContent
    ChartProxy ChartXAxis ChartYAxis AxisMarks AxisValueLabel AreaMark LineMark PointMark
    RectangleMark RuleMark SectorMark PlottableValue Map MapAnnotation MapMarker MapPin Marker
    Annotation MapCameraPosition MKCoordinateRegion MKCoordinateSpan CLLocationCoordinate2D
    """

  private static let modifierText: StaticString = """
    accessibilityActions accessibilityChildren accessibilityCustomContent accessibilityDirectTouch
    accessibilityFocused accessibilityHeading accessibilityIgnoresInvertColors
    accessibilityInputLabels accessibilityLabeledPair accessibilityRepresentation
    accessibilityRespondsToUserInteraction accessibilityRotor accessibilityShowsLargeContentViewer
    accessibilitySortPriority accessibilityTextContentType backgroundStyle badgeProminence
     containerBackground containerShape controlGroupStyle defaultScrollAnchor
    deleteDisabled disclosureGroupStyle dynamicTypeSize exclusionAreas fileExporter fileImporter
    fileMover flipsForRightToLeftLayoutDirection focusEffectDisabled focusScope focusable
    focusedObject focusedSceneObject focusedSceneValue focusedValue gaugeStyle geometryGroup
    gradient groupBoxStyle handlesExternalEvents help horizontalRadioGroupLayout inspector
    interpolation keyboardShortcut layoutDirectionBehavior layoutValue lineHeight listItemTint
    listRowSpacing listSectionSpacing menuIndicator menuOrder menuStyle monospacedDigit moveDisabled
      navigationSubtitle onCommand
    onContinueUserActivity onContinuousHover onCopyCommand onDelete onDeleteCommand
    onExitCommand onInsert onKeyPress onMove onMoveCommand  onPasteCommand openURL
    persistentSystemOverlays  presentationCompactAdaptation
    presentationContentInteraction previewContext privacySensitive renameAction renderingMode
    replaceDisabled resizable scenePadding scrollBounceBehavior
    scrollIndicatorsFlash selectionDisabled speechAdjustedPitch
    speechAlwaysIncludesPunctuation speechAnnouncementsQueued speechSpellsOutCharacters submitScope
    textSelectionAffinity toolbarRole toolbarTitleDisplayMode
    transformAnchorPreference transformEnvironment typesettingLanguage userActivity
    """

  private static let memberText: StaticString = """
    Array.chunked Array.partition Array.withUnsafeBufferPointer CGRect.divided CGRect.integral
    Color.cgColor Color.resolve Path.forEach String.addingPercentEncoding
    String.applyingTransform String.folding
    UIImage.resizableImage
    """
}
