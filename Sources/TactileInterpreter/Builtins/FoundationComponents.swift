import TactileUIIR

extension BuiltinRegistry {
  /// `URLComponents` and `URLQueryItem`, the rest of `URL`'s parts, `DateInterval`, the string
  /// comparisons and `ComparisonResult`, UTF-8 decoding, the path-based `FileManager` members
  /// and `OpenURLAction` (docs/runtime-values.md, "URL components", "Date intervals", "Files",
  /// "Links and search suggestions").
  mutating func addFoundationComponents() {
    addURLComponents()
    addURLParts()
    addDateIntervals()
    addComparisons()
    addFolders()
    addOpenURL()
  }

  private mutating func addURLComponents() {
    add(.`URLQueryItem.init(name:value:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "URLQueryItem", ["name": .string(try call.string(0)), "value": optionalString(try call.argument(1))])
    }
    addRecordFields([.`URLQueryItem.name`, .`URLQueryItem.value`])
    add(.`URLQueryItem.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .string(let name)? = r["name"] else {
        return .string("")
      }
      if case .optional(.string(let value)?)? = r["value"] { return .string(name + "=" + value) }
      return .string(name)
    }
    add(.`URLComponents.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      components(URLPieces(""))
    }
    add(.`URLComponents.init(string:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(components(URLPieces(try call.string(0))))
    }
    // The base URL is not kept (a URL made by `init(string:)` has none), so resolving against
    // it changes nothing.
    add(.`URLComponents.init(url:resolvingAgainstBaseURL:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = try call.plain(0), case .string(let text)? = r["absoluteString"] else {
        throw call.failure("'\(call.key)' expected a URL")
      }
      return .optional(components(URLPieces(text)))
    }
    addRecordFields([
      .`URLComponents.scheme`, .`URLComponents.host`, .`URLComponents.port`, .`URLComponents.path`,
      .`URLComponents.query`, .`URLComponents.fragment`,
    ])
    // The query's items, split at `&` and at the first `=` of each; nil without a query.
    add(.`URLComponents.queryItems`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .optional(.string(let query)?)? = r["query"] else {
        return .optional(nil)
      }
      var items: [Value] = []
      for part in query.split(separator: "&", omittingEmptySubsequences: false) {
        if let eq = part.firstIndex(of: "=") {
          items.append(
            record(
              "URLQueryItem",
              [
                "name": .string(String(part[part.startIndex..<eq])),
                "value": .optional(.string(String(part[part.index(after: eq)...]))),
              ]))
        } else {
          items.append(record("URLQueryItem", ["name": .string(String(part)), "value": .optional(nil)]))
        }
      }
      return .optional(.array(items))
    }
    addSetter(.`URLComponents.queryItems`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      guard case .record(var r) = container, let i = r.labels.firstIndex(of: "query") else {
        return container
      }
      guard case .optional(let items?) = value, case .array(let list) = items else {
        r.fields[i] = .optional(nil)
        return .record(r)
      }
      var parts: [String] = []
      for item in list {
        guard case .record(let q) = item, case .string(let name)? = q["name"] else { continue }
        if case .optional(.string(let v)?)? = q["value"] {
          parts.append(name + "=" + v)
        } else {
          parts.append(name)
        }
      }
      r.fields[i] = .optional(.string(parts.joined(separator: "&")))
      return .record(r)
    }
    add([.`URLComponents.url`, .`URLComponents.string`, .`URLComponents.description`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver else {
        throw call.failure("'\(call.key)' expected URLComponents")
      }
      let text = componentsText(r)
      switch (call.surfaceKey?.memberName ?? "") {
      case "url": return .optional(url(text))
      case "string": return .optional(.string(text))
      default: return .string(text)
      }
    }
  }

  private mutating func addURLParts() {
    add(.`URL.init(string:relativeTo:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = try call.string(0)
      guard case .record(let base) = try call.plain(1), case .string(let baseText)? = base["absoluteString"]
      else {
        return .optional(text.isEmpty ? nil : url(text))
      }
      return .optional(url(resolved(text, against: baseText)))
    }
    add(.`URL.path(percentEncoded:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = URLPieces(try urlText(call)).path
      return .string(try call.bool(0) ? path : percentDecoded(path))
    }
    add(.`URL.query`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(URLPieces(try urlText(call)).query.map { .string($0) })
    }
    add(.`URL.fragment`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(URLPieces(try urlText(call)).fragment.map { .string($0) })
    }
    add(.`URL.port`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(URLPieces(try urlText(call)).port.map { .int($0) })
    }
    add(.`URL.deletingLastPathComponent()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var pieces = URLPieces(try urlText(call))
      var path = pieces.path
      if path.count > 1, path.hasSuffix("/") { path.removeLast() }
      if let slash = path.lastIndex(of: "/") {
        path = String(path[path.startIndex...slash])
      } else {
        path = "../"
      }
      pieces.path = path
      return url(pieces.text)
    }
    add(.`URL.deletingPathExtension()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var pieces = URLPieces(try urlText(call))
      var path = pieces.path
      let slash = path.count > 1 && path.hasSuffix("/")
      if slash { path.removeLast() }
      let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
      if let dot = path[nameStart...].lastIndex(of: "."), dot != nameStart {
        path = String(path[path.startIndex..<dot])
      }
      pieces.path = path + (slash ? "/" : "")
      return url(pieces.text)
    }
  }

  private mutating func addDateIntervals() {
    add(.`DateInterval.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      dateInterval(start: call.interpreter.currentDate, duration: 0)
    }
    add([.`DateInterval.init(start:end:)`, .`DateInterval.init(start:duration:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let start) = try call.plain(0) else {
        throw call.failure("'\(call.key)' expected a Date")
      }
      var duration: Double
      if call.key.hasSuffix("end:)") {
        guard case .date(let end) = try call.plain(1) else {
          throw call.failure("'\(call.key)' expected a Date")
        }
        duration = end - start
      } else {
        duration = try call.double(1)
      }
      // Foundation traps on an interval that ends before it starts.
      guard duration >= 0 else {
        throw call.failure("Fatal error: Reverse intervals are not allowed")
      }
      return dateInterval(start: start, duration: duration)
    }
    add(.`DateInterval.start`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .date(try intervalParts(call.plainReceiver, call).start)
    }
    add(.`DateInterval.duration`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try intervalParts(call.plainReceiver, call).duration)
    }
    add(.`DateInterval.end`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (start, duration) = try intervalParts(call.plainReceiver, call)
      return .date(start + duration)
    }
    // Setting the start keeps the end; setting the end or the duration keeps the start.
    for key: SurfaceKey in [.`DateInterval.start`, .`DateInterval.end`, .`DateInterval.duration`] {
      let member = key.memberName
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        guard case .record(let r) = container, case .date(let start)? = r["start"],
          case .double(let duration)? = r["duration"]
        else { return container }
        switch (member, value) {
        case ("start", .date(let d)): return dateInterval(start: d, duration: start + duration - d)
        case ("end", .date(let d)): return dateInterval(start: start, duration: d - start)
        case ("duration", _): return dateInterval(start: start, duration: number(value) ?? duration)
        default: return container
        }
      }
    }
    add(.`DateInterval.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (start, duration) = try intervalParts(call.plainReceiver, call)
      guard case .date(let d) = try call.plain(0) else { throw call.failure("'contains' expected a Date") }
      return .bool(d >= start && d <= start + duration)
    }
    add([.`DateInterval.intersects(_:)`, .`DateInterval.intersection(with:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let a = try intervalParts(call.plainReceiver, call)
      let b = try intervalParts(try call.plain(0), call)
      let start = max(a.start, b.start)
      let end = min(a.start + a.duration, b.start + b.duration)
      if (call.surfaceKey?.memberName ?? "") == "intersects" { return .bool(start <= end) }
      return .optional(start <= end ? dateInterval(start: start, duration: end - start) : nil)
    }
    // Ordered by start, then by duration.
    add(.`DateInterval.<(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let a = try intervalParts(try call.plain(0), call)
      let b = try intervalParts(try call.plain(1), call)
      return .bool(a.start < b.start || (a.start == b.start && a.duration < b.duration))
    }
    add(.`DateInterval.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (start, duration) = try intervalParts(call.plainReceiver, call)
      return .string(Interpreter.describeDate(start) + " to " + Interpreter.describeDate(start + duration))
    }
  }

  private mutating func addComparisons() {
    add(.`ComparisonResult.rawValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch symbolName(call.plainReceiver) {
      case "orderedAscending": return .int(-1)
      case "orderedDescending": return .int(1)
      default: return .int(0)
      }
    }
    add([
      .`String.compare(_:)`, .`String.caseInsensitiveCompare(_:)`, .`String.localizedCompare(_:)`,
      .`String.localizedCaseInsensitiveCompare(_:)`, .`String.localizedStandardCompare(_:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let lhs = try call.receiverString()
      let rhs = try call.string(0)
      let order: Int
      switch (call.surfaceKey?.memberName ?? "") {
      case "compare": order = literalOrder(lhs, rhs)
      case "caseInsensitiveCompare": order = literalOrder(lhs.lowercased(), rhs.lowercased())
      case "localizedCaseInsensitiveCompare":
        order = collationOrder(lhs, rhs, caseSensitive: false, numeric: false)
      case "localizedStandardCompare": order = collationOrder(lhs, rhs, caseSensitive: false, numeric: true)
      default: order = collationOrder(lhs, rhs, caseSensitive: true, numeric: false)
      }
      return .symbol(
        order < 0
          ? "ComparisonResult.orderedAscending"
          : order > 0 ? "ComparisonResult.orderedDescending" : "ComparisonResult.orderedSame")
    }
    // `String(decoding: bytes, as: UTF8.self)`: invalid sequences become U+FFFD, as in Swift.
    add(.`String.init(decoding:as:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let value = try call.plain(0)
      var units: [UInt8]
      if case .record(let r) = value, r.name == "Data" {
        units = try bytes(value, call)
      } else {
        units = []
        for element in try call.elements(0) {
          if case .int(let n) = unwrapped(element) { units.append(UInt8(truncatingIfNeeded: n)) }
        }
      }
      return .string(String(decoding: units, as: UTF8.self))
    }
  }

  /// Folders of the sandbox: made by `createDirectory`, listed by `contentsOfDirectory`, and
  /// files written and read by path.
  private mutating func addFolders() {
    add(.`FileAttributeKey.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.string(0))
    }
    self[.`FileAttributeKey.init(rawValue:)`] = self[.`FileAttributeKey.init(_:)`]
    add(.`FileAttributeKey.rawValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString())
    }
    add([
      .`FileManager.createDirectory(at:withIntermediateDirectories:attributes:)`,
      .`FileManager.createDirectory(atPath:withIntermediateDirectories:attributes:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path =
        call.surfaceKey?.labels.first == "atPath"
        ? Sandbox.filePath(try call.string(0)) : try fileURLPath(try call.plain(0), call)
      let intermediates = try call.bool(1)
      var state = call.interpreter.builtinState
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if Sandbox.exists(path, state) {
        // An existing folder is fine when intermediates are asked for (Cocoa error 516 otherwise,
        // and always for a file).
        if intermediates && state.files[path] == nil { return .void }
        throw RuntimeError(
          thrown: cocoaError(
            code: 516,
            "The file “\(name)” couldn’t be saved in the folder “\(Sandbox.parentName(path))” because a file with the same name already exists."
          ),
          at: call.at)
      }
      let parent = Sandbox.parent(path)
      if !Sandbox.exists(parent, state) {
        guard intermediates else {
          throw RuntimeError(
            thrown: cocoaError(code: 4, "The folder “\(Sandbox.parentName(path))” doesn’t exist."),
            at: call.at)
        }
        var ancestor = parent
        while !ancestor.isEmpty, ancestor != "/", !Sandbox.exists(ancestor, state) {
          state.directories.insert(ancestor)
          ancestor = Sandbox.parent(ancestor)
        }
      }
      state.directories.insert(path)
      call.interpreter.builtinState = state
      return .void
    }
    // Writes the file (replacing one that is there) when its folder exists; true when it did.
    add(.`FileManager.createFile(atPath:contents:attributes:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = Sandbox.filePath(try call.string(0))
      let state = call.interpreter.builtinState
      guard Sandbox.exists(Sandbox.parent(path), state), !state.directories.contains(path) else {
        return .bool(false)
      }
      let contents = try call.plain(1)
      if case .void = contents {
        call.interpreter.builtinState.files[path] = []
      } else if case .optional(nil) = contents {
        call.interpreter.builtinState.files[path] = []
      } else {
        call.interpreter.builtinState.files[path] = try bytes(contents, call)
      }
      return .bool(true)
    }
    add(.`FileManager.contents(atPath:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = Sandbox.filePath(try call.string(0))
      return .optional(call.interpreter.builtinState.files[path].map { data($0) })
    }
    // The names in a folder, files and folders, in the order of their paths.
    add(.`FileManager.contentsOfDirectory(atPath:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = Sandbox.filePath(try call.string(0))
      let state = call.interpreter.builtinState
      guard Sandbox.exists(path, state), state.files[path] == nil else {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        throw RuntimeError(
          thrown: cocoaError(code: 260, "The folder “\(name)” doesn’t exist."), at: call.at)
      }
      var names: Set<String> = []
      let prefix = path.hasSuffix("/") ? path : path + "/"
      for p in Array(state.files.keys) + Array(state.directories) where p.hasPrefix(prefix) {
        if let first = p.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(first)) }
      }
      return .array(names.sorted().map { .string($0) })
    }
  }

  private mutating func addOpenURL() {
    // Where no view sets it, the action is the system's: it opens the URL, which the preview
    // cannot (the URL is recorded in `BuiltinState.openedURLs`).
    add(.`EnvironmentValues.openURL`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("OpenURLAction", ["handler": .optional(nil)])
    }
    addSetter(.`EnvironmentValues.openURL`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      container
    }
    add(.`OpenURLAction.init(handler:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("OpenURLAction", ["handler": try call.argument(0)])
    }
    addSymbols([
      .`OpenURLAction.Result.handled`, .`OpenURLAction.Result.discarded`,
      .`OpenURLAction.Result.systemAction`,
    ])
    add(.`OpenURLAction.Result.systemAction(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("OpenURLAction.Result", ["url": try call.argument(0)])
    }
    // The handler decides: handled and discarded end there; the system action opens the URL
    // (or the one the result gives). The completion hears whether the URL was accepted.
    add([.`OpenURLAction.callAsFunction(_:)`, .`OpenURLAction.callAsFunction(_:completion:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var target = try call.plain(0)
      var accepted = true
      if case .record(let r) = call.plainReceiver, case .function(let handler)? = r["handler"].map(unwrapped)
      {
        let result = unwrapped(try call.invoke(handler, [target]))
        switch result {
        case .symbol(let s) where s.hasSuffix(".handled"): target = .void
        case .symbol(let s) where s.hasSuffix(".discarded"):
          target = .void
          accepted = false
        case .record(let r) where r.name == "OpenURLAction.Result":
          if let u = r["url"] { target = unwrapped(u) }
        default: break
        }
      }
      if case .record(let r) = target, case .string(let text)? = r["absoluteString"] {
        call.interpreter.builtinState.openedURLs.append(text)
      }
      if (call.surfaceKey?.labels.count ?? 0) == 2,
        case .function(let completion) = unwrapped(try call.argument(1))
      {
        _ = try call.invoke(completion, [.bool(accepted)])
      }
      return .void
    }
  }
}

// MARK: - Values

private func optionalString(_ value: Value) -> Value {
  if case .string(let s) = unwrapped(value) { return .optional(.string(s)) }
  return .optional(nil)
}

private func dateInterval(start: Double, duration: Double) -> Value {
  record("DateInterval", ["start": .date(start), "duration": .double(duration)])
}

private func intervalParts(_ value: Value, _ call: NativeCall) throws(RuntimeError) -> (
  start: Double, duration: Double
) {
  guard case .record(let r) = unwrapped(value), r.name == "DateInterval", case .date(let start)? = r["start"],
    case .double(let duration)? = r["duration"]
  else { throw call.failure("'\(call.key)' expected a DateInterval") }
  return (start, duration)
}

/// A `URLComponents` value: its parts, percent-decoded where Foundation decodes them.
private func components(_ pieces: URLPieces) -> Value {
  record(
    "URLComponents",
    [
      "scheme": .optional(pieces.scheme.map { .string($0) }),
      "host": .optional(pieces.host.map { .string(percentDecoded($0)) }),
      "port": .optional(pieces.port.map { .int($0) }),
      "path": .string(percentDecoded(pieces.path)),
      "query": .optional(pieces.query.map { .string(percentDecoded($0)) }),
      "fragment": .optional(pieces.fragment.map { .string(percentDecoded($0)) }),
    ])
}

/// The text of a `URLComponents` record, each part percent-encoded where it must be.
private func componentsText(_ r: Record) -> String {
  func part(_ label: String) -> String? {
    if case .optional(.string(let s)?)? = r[label] { return s }
    if case .string(let s)? = r[label] { return s }
    return nil
  }
  var pieces = URLPieces("")
  pieces.scheme = part("scheme")
  pieces.host = part("host").map { percentEncoded($0, keeping: "") }
  if case .optional(.int(let p)?)? = r["port"] { pieces.port = p.hostInt }
  pieces.path = percentEncoded(part("path") ?? "", keeping: "/")
  pieces.query = part("query").map { percentEncoded($0, keeping: "/?&=") }
  pieces.fragment = part("fragment").map { percentEncoded($0, keeping: "/?") }
  return pieces.text
}

/// A reference resolved against a base URL (RFC 3986, section 5.2, for the common forms).
private func resolved(_ reference: String, against base: String) -> String {
  let ref = URLPieces(reference)
  if ref.scheme != nil { return reference }
  var result = URLPieces(base)
  result.fragment = ref.fragment
  if reference.hasPrefix("//") {
    let full = URLPieces((result.scheme ?? "") + ":" + reference)
    return full.text
  }
  if ref.path.isEmpty {
    if ref.query != nil { result.query = ref.query }
    return result.text
  }
  result.query = ref.query
  if ref.path.hasPrefix("/") {
    result.path = ref.path
  } else {
    let dir = result.path.lastIndex(of: "/").map { String(result.path[result.path.startIndex...$0]) } ?? "/"
    var segments: [Substring] = []
    for segment in (dir + ref.path).split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      if segment == "." { continue }
      if segment == ".." {
        if !segments.isEmpty { segments.removeLast() }
        continue
      }
      segments.append(segment)
    }
    result.path = "/" + segments.joined(separator: "/")
  }
  return result.text
}

/// A URL's text split into RFC 3986's parts, kept percent-encoded.
struct URLPieces {
  var scheme: String?
  var user: String?
  var host: String?
  var port: Int?
  var path = ""
  var query: String?
  var fragment: String?

  init(_ text: String) {
    var rest = Substring(text)
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[rest.startIndex..<hash]
    }
    if let mark = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: mark)...])
      rest = rest[rest.startIndex..<mark]
    }
    if let colon = rest.firstIndex(of: ":"), colon != rest.startIndex,
      rest[rest.startIndex..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
      rest.first?.isLetter == true
    {
      scheme = String(rest[rest.startIndex..<colon])
      rest = rest[rest.index(after: colon)...]
    }
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(of: "/") ?? rest.endIndex
      var authority = rest[rest.startIndex..<end]
      if let at = authority.lastIndex(of: "@") {
        user = String(authority[authority.startIndex..<at])
        authority = authority[authority.index(after: at)...]
      }
      if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
        port = Int(authority[authority.index(after: colon)...])
        authority = authority[authority.startIndex..<colon]
      }
      host = String(authority)
      rest = rest[end...]
    }
    path = String(rest)
  }

  var text: String {
    var out = ""
    if let scheme { out += scheme + ":" }
    if let host {
      out += "//"
      if let user { out += user + "@" }
      out += host
      if let port { out += ":" + String(port) }
    }
    out += path
    if let query { out += "?" + query }
    if let fragment { out += "#" + fragment }
    return out
  }
}

/// Text with its `%XX` escapes decoded (an escape that is not one stays as it is).
func percentDecoded(_ text: String) -> String {
  guard text.contains("%") else { return text }
  var bytes: [UInt8] = []
  let units = Array(text.utf8)
  var i = 0
  func hex(_ c: UInt8) -> UInt8? {
    switch c {
    case 48...57: return c - 48
    case 65...70: return c - 55
    case 97...102: return c - 87
    default: return nil
    }
  }
  while i < units.count {
    if units[i] == 37, i + 2 < units.count, let hi = hex(units[i + 1]), let lo = hex(units[i + 2]) {
      bytes.append(hi << 4 | lo)
      i += 3
    } else {
      bytes.append(units[i])
      i += 1
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Text percent-encoded but for the unreserved characters, the sub-delimiters and `keeping`.
private func percentEncoded(_ text: String, keeping: String) -> String {
  let allowed = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*+,;:@%" + keeping)
  let hex = Array("0123456789ABCDEF")
  var out = ""
  for byte in text.utf8 {
    let c = Character(Unicode.Scalar(byte))
    if byte < 0x80, allowed.contains(c) {
      out.append(c)
    } else {
      out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
    }
  }
  return out
}

/// Unicode scalar order, as `compare(_:)` without options orders text.
private func literalOrder(_ a: String, _ b: String) -> Int {
  a == b ? 0 : (a < b ? -1 : 1)
}

/// The order of the current locale (English) for two texts: letters compare without their
/// case and accents first, digits before letters, and, for texts equal so far, lowercase
/// before uppercase (ICU's root collation, which English uses). With `numeric`, runs of
/// digits compare by their value (Finder's order).
private func collationOrder(_ a: String, _ b: String, caseSensitive: Bool, numeric: Bool) -> Int {
  let x = Array(a.lowercased().unicodeScalars.map(baseLetter))
  let y = Array(b.lowercased().unicodeScalars.map(baseLetter))
  var i = 0
  var j = 0
  while i < x.count, j < y.count {
    if numeric, isDigit(x[i]), isDigit(y[j]) {
      var m = i
      while m < x.count, isDigit(x[m]) { m += 1 }
      var n = j
      while n < y.count, isDigit(y[n]) { n += 1 }
      let p = String(String.UnicodeScalarView(x[i..<m])).drop { $0 == "0" }
      let q = String(String.UnicodeScalarView(y[j..<n])).drop { $0 == "0" }
      if p.count != q.count { return p.count < q.count ? -1 : 1 }
      if p != q { return p < q ? -1 : 1 }
      i = m
      j = n
      continue
    }
    if x[i] != y[j] {
      let kx = collationKey(x[i])
      let ky = collationKey(y[j])
      if kx != ky { return kx < ky ? -1 : 1 }
      return x[i].value < y[j].value ? -1 : 1
    }
    i += 1
    j += 1
  }
  if x.count - i != y.count - j { return x.count - i < y.count - j ? -1 : 1 }
  guard caseSensitive, a != b else { return 0 }
  // Equal but for case (or accents): lowercase first, then accents after the plain letter.
  for (p, q) in zip(a.unicodeScalars, b.unicodeScalars) where p != q {
    let lowerP = Character(p).isLowercase
    let lowerQ = Character(q).isLowercase
    if lowerP != lowerQ { return lowerP ? -1 : 1 }
    return p.value < q.value ? -1 : 1
  }
  return a.unicodeScalars.count < b.unicodeScalars.count ? -1 : 1
}

private func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }

/// Where a character sorts in the root collation, by class: spaces and punctuation, then
/// symbols, digits, then letters.
private func collationKey(_ s: Unicode.Scalar) -> (Int, UInt32) {
  let c = Character(s)
  if c.isWhitespace { return (0, s.value) }
  if c.isPunctuation { return (1, s.value) }
  if c.isSymbol { return (2, s.value) }
  if c.isNumber { return (3, s.value) }
  return (4, s.value)
}

/// A Latin letter without its accent (`é` is `e`), for the first, accent-blind comparison.
private func baseLetter(_ s: Unicode.Scalar) -> Unicode.Scalar {
  let folded: [UInt32: UInt8] = [
    0xE0: 97, 0xE1: 97, 0xE2: 97, 0xE3: 97, 0xE4: 97, 0xE5: 97, 0xE7: 99, 0xE8: 101, 0xE9: 101, 0xEA: 101,
    0xEB: 101, 0xEC: 105, 0xED: 105, 0xEE: 105, 0xEF: 105, 0xF1: 110, 0xF2: 111, 0xF3: 111, 0xF4: 111,
    0xF5: 111, 0xF6: 111, 0xF9: 117, 0xFA: 117, 0xFB: 117, 0xFC: 117, 0xFD: 121, 0xFF: 121,
  ]
  if let base = folded[s.value] { return Unicode.Scalar(base) }
  return s
}

extension Sandbox {
  /// The folders every app's container has.
  static let standardFolders: [String] = [
    "Documents", "Library", "Library/Caches", "Library/Application Support", "tmp",
  ].map { home + "/" + $0 }

  /// The container's path (no scheme, no trailing slash).
  static var home: String { String(container.dropFirst("file://".count).dropLast()) }

  /// Whether a file or folder is at `path`: a file written, a folder made, a folder holding
  /// either, or one of the container's own folders and their ancestors.
  static func exists(_ path: String, _ state: BuiltinState) -> Bool {
    if state.files[path] != nil || state.directories.contains(path) { return true }
    let prefix = path + "/"
    if state.files.keys.contains(where: { $0.hasPrefix(prefix) }) { return true }
    if state.directories.contains(where: { $0.hasPrefix(prefix) }) { return true }
    return standardFolders.contains { $0 == path || $0.hasPrefix(prefix) }
  }

  /// Removes the file or folder at `path` with everything in it; false when nothing is there.
  static func remove(_ path: String, _ state: inout BuiltinState) -> Bool {
    guard exists(path, state) else { return false }
    let prefix = path + "/"
    state.files[path] = nil
    state.directories.remove(path)
    for key in Array(state.files.keys) where key.hasPrefix(prefix) { state.files[key] = nil }
    for dir in Array(state.directories) where dir.hasPrefix(prefix) { state.directories.remove(dir) }
    return true
  }

  /// The folder that holds `path`.
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[path.startIndex..<slash])
  }

  static func parentName(_ path: String) -> String {
    parent(path).split(separator: "/").last.map(String.init) ?? "/"
  }
}
