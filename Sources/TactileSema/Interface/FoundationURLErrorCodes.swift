extension Interface {
  /// The whole set of `URLError` codes Foundation documents (docs/runtime-values.md, "Real-code
  /// surface").
  static let foundationURLErrorCodes = #"""
    extension URLError.Code {
      static var unknown: URLError.Code { get }
      static var appTransportSecurityRequiresSecureConnection: URLError.Code { get }
      static var backgroundSessionInUseByAnotherProcess: URLError.Code { get }
      static var backgroundSessionRequiresSharedContainer: URLError.Code { get }
      static var backgroundSessionWasDisconnected: URLError.Code { get }
      static var callIsActive: URLError.Code { get }
      static var cannotCloseFile: URLError.Code { get }
      static var cannotConnectToHost: URLError.Code { get }
      static var cannotCreateFile: URLError.Code { get }
      static var cannotDecodeRawData: URLError.Code { get }
      static var cannotFindHost: URLError.Code { get }
      static var cannotLoadFromNetwork: URLError.Code { get }
      static var cannotMoveFile: URLError.Code { get }
      static var cannotOpenFile: URLError.Code { get }
      static var cannotParseResponse: URLError.Code { get }
      static var cannotRemoveFile: URLError.Code { get }
      static var cannotWriteToFile: URLError.Code { get }
      static var clientCertificateRejected: URLError.Code { get }
      static var clientCertificateRequired: URLError.Code { get }
      static var dataLengthExceedsMaximum: URLError.Code { get }
      static var dataNotAllowed: URLError.Code { get }
      static var dnsLookupFailed: URLError.Code { get }
      static var downloadDecodingFailedMidStream: URLError.Code { get }
      static var downloadDecodingFailedToComplete: URLError.Code { get }
      static var fileDoesNotExist: URLError.Code { get }
      static var fileIsDirectory: URLError.Code { get }
      static var fileOutsideSafeArea: URLError.Code { get }
      static var httpTooManyRedirects: URLError.Code { get }
      static var internationalRoamingOff: URLError.Code { get }
      static var networkConnectionLost: URLError.Code { get }
      static var noPermissionsToReadFile: URLError.Code { get }
      static var redirectToNonExistentLocation: URLError.Code { get }
      static var requestBodyStreamExhausted: URLError.Code { get }
      static var resourceUnavailable: URLError.Code { get }
      static var secureConnectionFailed: URLError.Code { get }
      static var serverCertificateHasBadDate: URLError.Code { get }
      static var serverCertificateHasUnknownRoot: URLError.Code { get }
      static var serverCertificateNotYetValid: URLError.Code { get }
      static var serverCertificateUntrusted: URLError.Code { get }
      static var unsupportedURL: URLError.Code { get }
      static var userAuthenticationRequired: URLError.Code { get }
      static var userCancelledAuthentication: URLError.Code { get }
      static var zeroByteResource: URLError.Code { get }
    }

    """#
}
