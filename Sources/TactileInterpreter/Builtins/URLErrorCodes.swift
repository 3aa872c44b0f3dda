import TactileUIIR

extension BuiltinRegistry {
  /// The whole set of `URLError` codes, as symbols (docs/runtime-values.md, "Real-code
  /// surface").
  mutating func addURLErrorCodes() {
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
