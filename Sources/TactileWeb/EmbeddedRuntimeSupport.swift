// Runtime support the Embedded standard library leaves to the platform. Natively these symbols
// come from the Swift runtime; in the WebAssembly module, from here.

#if hasFeature(Embedded)
  @_extern(c, "strtod")
  func c_strtod(_ string: UnsafePointer<CChar>?, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> Double

  /// Parses a decimal or hexadecimal floating-point number for `Double(_: String)`, with C-locale
  /// `strtod` from wasi-libc. Returns the end of the parsed text, as the standard library expects.
  @_cdecl("_swift_stdlib_strtod_clocale")
  func swiftStdlibStrtod(_ text: UnsafePointer<CChar>?, _ result: UnsafeMutablePointer<Double>?)
    -> UnsafePointer<CChar>?
  {
    var end: UnsafeMutablePointer<CChar>? = nil
    let value = c_strtod(text, &end)
    result?.pointee = value
    return end.map { UnsafePointer($0) }
  }
#endif
