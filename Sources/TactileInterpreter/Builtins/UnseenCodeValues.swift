import TactileUIIR

extension BuiltinRegistry {
  /// Values of the surface view files from repositories Tactile was never tuned on use
  /// (docs/runtime-values.md, "Real-code surface"): the rest of the accessibility traits, search
  /// scope activations, line styles, the empty set of pinned views, the line-style attributes
  /// of attributed strings (kept as the other attributes are: not applied) and the whole set of
  /// `URLError` codes.
  mutating func addUnseenCodeValues() {
    addSymbols([
      .`AccessibilityTraits.isLink`, .`AccessibilityTraits.isSearchField`, .`AccessibilityTraits.playsSound`,
      .`AccessibilityTraits.isKeyboardKey`, .`AccessibilityTraits.isStaticText`,
      .`AccessibilityTraits.isSummaryElement`, .`AccessibilityTraits.startsMediaSession`,
      .`AccessibilityTraits.causesPageTurn`, .`AccessibilityTraits.isModal`, .`AccessibilityTraits.isToggle`,
      .`AccessibilityTraits.isTabBar`,
      .`SearchScopeActivation.automatic`, .`SearchScopeActivation.onTextEntry`,
      .`SearchScopeActivation.onSearchPresentation`,
    ])
    add(.`PinnedScrollableViews.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      OptionSets.value("PinnedScrollableViews", 0)
    }
    func lineStyle(_ pattern: Value, _ color: Value) -> Value {
      .record(Record(name: "Text.LineStyle", labels: ["pattern", "color"], fields: [pattern, color]))
    }
    add(.`Text.LineStyle.init(pattern:color:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      lineStyle(try call.argument(0), try call.argument(1))
    }
    add(.`Text.LineStyle.single`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      lineStyle(.symbol("Text.LineStyle.Pattern.solid"), .optional(nil))
    }
    for key: SurfaceKey in [
      .`AttributedString.underlineStyle`, .`AttributedString.strikethroughStyle`,
      .`AttributedSubstring.underlineStyle`, .`AttributedSubstring.strikethroughStyle`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil) }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in container }
    }
    addSymbols([
      .`URLError.Code.unknown`, .`URLError.Code.appTransportSecurityRequiresSecureConnection`,
      .`URLError.Code.backgroundSessionInUseByAnotherProcess`,
      .`URLError.Code.backgroundSessionRequiresSharedContainer`,
      .`URLError.Code.backgroundSessionWasDisconnected`, .`URLError.Code.callIsActive`,
      .`URLError.Code.cannotCloseFile`, .`URLError.Code.cannotConnectToHost`,
      .`URLError.Code.cannotCreateFile`,
      .`URLError.Code.cannotDecodeRawData`, .`URLError.Code.cannotFindHost`,
      .`URLError.Code.cannotLoadFromNetwork`, .`URLError.Code.cannotMoveFile`,
      .`URLError.Code.cannotOpenFile`,
      .`URLError.Code.cannotParseResponse`, .`URLError.Code.cannotRemoveFile`,
      .`URLError.Code.cannotWriteToFile`, .`URLError.Code.clientCertificateRejected`,
      .`URLError.Code.clientCertificateRequired`, .`URLError.Code.dataLengthExceedsMaximum`,
      .`URLError.Code.dataNotAllowed`, .`URLError.Code.dnsLookupFailed`,
      .`URLError.Code.downloadDecodingFailedMidStream`, .`URLError.Code.downloadDecodingFailedToComplete`,
      .`URLError.Code.fileDoesNotExist`, .`URLError.Code.fileIsDirectory`,
      .`URLError.Code.fileOutsideSafeArea`,
      .`URLError.Code.httpTooManyRedirects`, .`URLError.Code.internationalRoamingOff`,
      .`URLError.Code.networkConnectionLost`, .`URLError.Code.noPermissionsToReadFile`,
      .`URLError.Code.redirectToNonExistentLocation`, .`URLError.Code.requestBodyStreamExhausted`,
      .`URLError.Code.resourceUnavailable`, .`URLError.Code.secureConnectionFailed`,
      .`URLError.Code.serverCertificateHasBadDate`, .`URLError.Code.serverCertificateHasUnknownRoot`,
      .`URLError.Code.serverCertificateNotYetValid`, .`URLError.Code.serverCertificateUntrusted`,
      .`URLError.Code.unsupportedURL`, .`URLError.Code.userAuthenticationRequired`,
      .`URLError.Code.userCancelledAuthentication`, .`URLError.Code.zeroByteResource`,
    ])
  }
}
