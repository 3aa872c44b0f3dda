import TactileUIIR

extension BuiltinRegistry {
  /// URLs, notifications, user defaults (in memory), the bundle (a stand-in) and data
  /// (docs/runtime-values.md, "Foundation").
  mutating func addFoundationServices() {
    addURLs()
    addNotifications()
    addUserDefaults()
    // The preview has no app bundle (the interface marks `Bundle` a stand-in).
    constant(.`Bundle.main`, .symbol("Bundle.main"))
    add([
      .`Bundle.url(forResource:withExtension:)`, .`Bundle.url(forResource:withExtension:subdirectory:)`,
      .`Bundle.path(forResource:ofType:)`,
    ]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil)
    }
    add(.`Bundle.bundleIdentifier`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil)
    }
    add(.`Data.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in data([]) }
    add(.`Data.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var bytes: [UInt8] = []
      for element in try call.elements(0) {
        guard case .int(let n) = element, n >= 0, n < 256 else { throw call.failure("a byte is 0…255") }
        bytes.append(UInt8(n))
      }
      return data(bytes)
    }
    add(.`Data.count`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try bytes(call.plainReceiver, call).count)
    }
    add(.`Data.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try bytes(call.plainReceiver, call).isEmpty)
    }
    add(.`String.init(data:encoding:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let b = try bytes(try call.plain(0), call)
      if valuesEqual(try call.plain(1), .symbol("String.Encoding.ascii")), b.contains(where: { $0 >= 128 }) {
        return .optional(nil)
      }
      let text = String(decoding: b, as: UTF8.self)
      guard Array(text.utf8) == b else { return .optional(nil) }
      return .optional(.string(text))
    }
    add(.`String.data(using:allowLossyConversion:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = try call.receiverString()
      if valuesEqual(try call.plain(0), .symbol("String.Encoding.utf16")) {
        // UTF-16 with a byte order mark, little-endian, as Foundation writes it.
        var b: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { b += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return .optional(data(b))
      }
      if valuesEqual(try call.plain(0), .symbol("String.Encoding.ascii")),
        !text.utf8.allSatisfy({ $0 < 128 }),
        !(try call.bool(1))
      {
        return .optional(nil)
      }
      return .optional(data(Array(text.utf8)))
    }
    addSymbols([.`String.Encoding.utf8`, .`String.Encoding.ascii`, .`String.Encoding.utf16`])
    addNetwork()
  }

  /// The preview has no network (the interface marks the requests stand-ins): a data task never
  /// calls its completion handler, and a task awaiting `data(from:)` never resumes.
  private mutating func addNetwork() {
    constant(.`URLSession.shared`, .symbol("URLSession.shared"))
    add(.`URLSession.dataTask(with:completionHandler:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("URLSessionDataTask")
    }
    add([.`URLSessionTask.resume()`, .`URLSessionTask.cancel()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .void
    }
    add([
      .`URLSession.data(from:)`, .`URLSession.data(for:)`, .`URLSession.data(from:delegate:)`,
      .`URLSession.data(for:delegate:)`,
    ]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Reached only where the executor cannot suspend.
      throw call.failure(
        "awaiting '\(call.key)' inside a larger expression is not supported by Tactile's runtime yet; await it in a statement of its own"
      )
    }
    add(.`URLResponse.url`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil) }
    add(.`HTTPURLResponse.statusCode`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(0) }
    add(.`URLRequest.init(url:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "URLRequest",
        [
          "url": .optional(try call.plain(0)), "httpMethod": .optional(.string("GET")),
          "httpBody": .optional(nil),
          "headers": .dictionary(DictionaryValue()),
        ])
    }
    addRecordFields([.`URLRequest.url`, .`URLRequest.httpMethod`, .`URLRequest.httpBody`])
    add(.`URLRequest.setValue(_:forHTTPHeaderField:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(var r) = call.plainReceiver, let i = r.labels.firstIndex(of: "headers"),
        case .dictionary(var headers) = r.fields[i]
      else { return .void }
      let field = Value.string(try call.string(1))
      if let k = headers.keys.firstIndex(where: { valuesEqual($0, field) }) {
        headers.keys.remove(at: k)
        headers.values.remove(at: k)
      }
      if case .string(let value) = try call.plain(0) {
        headers.keys.append(field)
        headers.values.append(.string(value))
      }
      r.fields[i] = .dictionary(headers)
      call.receiver = .record(r)
      return .void
    }
  }

  private mutating func addURLs() {
    add(.`URL.init(string:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = try call.string(0)
      // Foundation refuses an empty string; since iOS 17 it percent-encodes the characters a
      // URL cannot hold (`encodingInvalidCharacters` defaults to true) instead of refusing them.
      guard !text.isEmpty else { return .optional(nil) }
      var encoded = ""
      for byte in text.utf8 {
        let c = Character(Unicode.Scalar(byte))
        if byte >= 0x80 || byte <= 0x20 || " \"<>\\^`{|}".contains(c) {
          let hex = Array("0123456789ABCDEF")
          encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
        } else {
          encoded.append(c)
        }
      }
      return .optional(url(encoded))
    }
    add(.`URL.init(fileURLWithPath:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = try call.string(0)
      return url("file://" + (path.hasPrefix("/") ? path : "/" + path))
    }
    add([.`URL.absoluteString`, .`URL.description`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try urlText(call))
    }
    add(.`URL.scheme`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(URLParts(try urlText(call)).scheme.map { .string($0) })
    }
    add(.`URL.host`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(URLParts(try urlText(call)).host.map { .string($0) })
    }
    // `path` is percent-decoded, as Foundation gives it; `path(percentEncoded:)` chooses.
    add(.`URL.path`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(percentDecoded(URLParts(try urlText(call)).path))
    }
    add(.`URL.lastPathComponent`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = URLParts(try urlText(call)).path
      let components = path.split(separator: "/")
      return .string(components.last.map(String.init) ?? (path.isEmpty ? "" : "/"))
    }
    add(.`URL.pathExtension`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let last = URLParts(try urlText(call)).path.split(separator: "/").last.map(String.init) ?? ""
      guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return .string("") }
      return .string(String(last[last.index(after: dot)...]))
    }
    add([.`URL.appendingPathComponent(_:)`, .`URL.appending(path:)`, .`URL.appending(component:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let text = try urlText(call)
      var component = try call.string(0)
      if component.hasPrefix("/"), text.hasSuffix("/") { component.removeFirst() }
      return url(text + (text.hasSuffix("/") || component.hasPrefix("/") ? "" : "/") + component)
    }
    add(.`URL.appendingPathExtension(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var text = try urlText(call)
      let slash = text.hasSuffix("/")
      if slash { text.removeLast() }
      return url(text + "." + (try call.string(0)) + (slash ? "/" : ""))
    }
    add(.`URL.isFileURL`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(URLParts(try urlText(call)).scheme == "file")
    }
    addFiles()
    addSymbols([
      .`URLError.Code.badURL`, .`URLError.Code.badServerResponse`, .`URLError.Code.cancelled`,
      .`URLError.Code.notConnectedToInternet`, .`URLError.Code.timedOut`,
      .`URLError.Code.cannotDecodeContentData`,
    ])
    add(.`URLError.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("URLError", ["code": try call.plain(0)])
    }
    addRecordField(.`URLError.code`, "code")
  }

  /// The app's sandbox: a file system in memory that lives for the run (docs/runtime-values.md,
  /// "Files"), under the Documents folder `FileManager` and `URL.documentsDirectory` give.
  private mutating func addFiles() {
    constant(.`URL.documentsDirectory`, url(Sandbox.documents))
    constant(.`FileManager.default`, .symbol("FileManager.default"))
    add(.`FileManager.urls(for:in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch symbolName(try call.plain(0)) {
      case "cachesDirectory": return .array([url(Sandbox.library + "Caches/")])
      case "applicationSupportDirectory": return .array([url(Sandbox.library + "Application%20Support/")])
      default: return .array([url(Sandbox.documents)])
      }
    }
    add(.`FileManager.fileExists(atPath:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(Sandbox.exists(Sandbox.filePath(try call.string(0)), call.interpreter.builtinState))
    }
    add([.`FileManager.removeItem(at:)`, .`FileManager.removeItem(atPath:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path =
        call.key.hasSuffix("(atPath:)")
        ? Sandbox.filePath(try call.string(0)) : try fileURLPath(try call.plain(0), call)
      // A folder goes with everything in it.
      guard Sandbox.remove(path, &call.interpreter.builtinState) else {
        throw missingFile(path, code: 4, at: call.at)
      }
      return .void
    }
    add(.`Data.init(contentsOf:options:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = try fileURLPath(try call.plain(0), call)
      guard let bytes = call.interpreter.builtinState.files[path] else {
        throw missingFile(path, code: 260, at: call.at)
      }
      return data(bytes)
    }
    // A string read from a file of the sandbox, as UTF-8 (the encoding given is not checked).
    add([
      .`String.init(contentsOf:)`, .`String.init(contentsOf:encoding:)`, .`String.init(contentsOfFile:)`,
      .`String.init(contentsOfFile:encoding:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path =
        call.key.hasPrefix("String.init(contentsOfFile:")
        ? Sandbox.filePath(try call.string(0)) : try fileURLPath(try call.plain(0), call)
      guard let bytes = call.interpreter.builtinState.files[path] else {
        throw missingFile(path, code: 260, at: call.at)
      }
      return .string(String(decoding: bytes, as: UTF8.self))
    }
    // A string written to a file of the sandbox, as UTF-8 (the encoding given is not checked).
    add([.`String.write(to:atomically:encoding:)`, .`String.write(toFile:atomically:encoding:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path =
        call.key.hasPrefix("String.write(toFile:")
        ? Sandbox.filePath(try call.string(0)) : try fileURLPath(try call.plain(0), call)
      call.interpreter.builtinState.files[path] = Array(try call.receiverString().utf8)
      return .void
    }
    // The sandbox's folders as paths (no scheme, no trailing slash; `~` unless expanded).
    add(.`NSSearchPathForDirectoriesInDomains(_:_:_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let folder: String
      switch symbolName(try call.plain(0)) {
      case "cachesDirectory": folder = "Library/Caches"
      case "applicationSupportDirectory": folder = "Library/Application Support"
      default: folder = "Documents"
      }
      let home = String(Sandbox.container.dropFirst("file://".count).dropLast())
      return .array([.string((try call.bool(2) ? home : "~") + "/" + folder)])
    }
    add(.`Data.write(to:options:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = try fileURLPath(try call.plain(0), call)
      call.interpreter.builtinState.files[path] = try bytes(call.plainReceiver, call)
      return .void
    }
  }

  private mutating func addNotifications() {
    add([.`Notification.Name.init(_:)`, .`Notification.Name.init(rawValue:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .string(try call.string(0))
    }
    add(.`Notification.Name.rawValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.receiverString())
    }
    add(.`Notification.init(name:object:userInfo:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      notification(try call.plain(0), object: try call.argument(1), userInfo: try call.argument(2))
    }
    addRecordFields([.`Notification.name`, .`Notification.object`, .`Notification.userInfo`])
    constant(.`NotificationCenter.default`, .symbol("NotificationCenter.default"))
    constant(.`OperationQueue.main`, .symbol("OperationQueue.main"))
    add(.`NotificationCenter.post(name:object:userInfo:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let name = try call.plain(0)
      try call.interpreter.post(
        notification(name, object: try call.argument(1), userInfo: try call.argument(2)),
        name: call.interpreter.describe(name), at: call.at)
      return .void
    }
    add(.`NotificationCenter.post(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let n = try call.plain(0)
      guard case .record(let r) = n, let name = r["name"] else { return .void }
      try call.interpreter.post(n, name: call.interpreter.describe(name), at: call.at)
      return .void
    }
    add(.`NotificationCenter.addObserver(forName:object:queue:using:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let name = try call.plain(0)
      let subscription = try call.interpreter.subscribe(
        record("NotificationCenter.Publisher", ["name": .string(call.interpreter.describe(name))]),
        receive: try call.closure(3), at: call.at)
      return cancellable(subscription: subscription.id)
    }
    add(.`NotificationCenter.removeObserver(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .record(let r) = try call.plain(0), case .int(let id)? = r["subscription"],
        let subscription = call.interpreter.publisherHub.subscriptions[id.hostInt]
      {
        call.interpreter.publisherHub.cancel(subscription)
      }
      return .void
    }
    add(.`NotificationCenter.publisher(for:object:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("NotificationCenter.Publisher", ["name": .string(call.interpreter.describe(try call.plain(0)))])
    }
  }

  private mutating func addUserDefaults() {
    constant(.`UserDefaults.standard`, .symbol("UserDefaults.standard"))
    add(.`UserDefaults.init(suiteName:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .string(let suite) = try call.plain(0) else {
        return .optional(.symbol("UserDefaults.standard"))
      }
      return .optional(.symbol("UserDefaults." + suite))
    }
    add(.`UserDefaults.set(_:forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let key = try defaultsKey(call, 1)
      let value = unwrapped(try call.argument(0))
      if case .optional(nil) = value {
        call.interpreter.builtinState.defaults[key] = nil
      } else {
        call.interpreter.builtinState.defaults[key] = value
      }
      return .void
    }
    add(.`UserDefaults.removeObject(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.interpreter.builtinState.defaults[try defaultsKey(call, 0)] = nil
      return .void
    }
    add(.`UserDefaults.register(defaults:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .dictionary(let d) = try call.plain(0) else { return .void }
      let domain = call.interpreter.describe(call.plainReceiver)
      for (k, v) in zip(d.keys, d.values) {
        call.interpreter.builtinState.registeredDefaults[domain + "\u{0}" + call.interpreter.describe(k)] = v
      }
      return .void
    }
    add(.`UserDefaults.object(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try storedDefault(call))
    }
    add(.`UserDefaults.string(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try storedDefault(call) {
      case .string(let s)?: return .optional(.string(s))
      case .int(let n)?: return .optional(.string(String(n)))
      case .double(let d)?: return .optional(.string(Interpreter.describe(d)))
      default: return .optional(nil)
      }
    }
    add(.`UserDefaults.integer(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try storedDefault(call) {
      case .int(let n)?: return .int(n)
      case .double(let d)? where d.isFinite && d.magnitude < 9.0e18: return .int(Int64(d))
      case .bool(let b)?: return .int(b ? 1 : 0)
      case .string(let s)?: return .int(Int64(s) ?? 0)
      default: return .int(0)
      }
    }
    add(.`UserDefaults.double(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try storedDefault(call) {
      case .int(let n)?: return .double(Double(n))
      case .double(let d)?: return .double(d)
      case .bool(let b)?: return .double(b ? 1 : 0)
      case .string(let s)?: return .double(Double(s) ?? 0)
      default: return .double(0)
      }
    }
    add(.`UserDefaults.bool(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try storedDefault(call) {
      case .bool(let b)?: return .bool(b)
      case .int(let n)?: return .bool(n != 0)
      case .double(let d)?: return .bool(d != 0)
      case .string(let s)?: return .bool(["yes", "true", "1"].contains(s.lowercased()))
      default: return .bool(false)
      }
    }
    add(.`UserDefaults.array(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .array(let items)? = try storedDefault(call) { return .optional(.array(items)) }
      return .optional(nil)
    }
    add(.`UserDefaults.data(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .record(let r)? = try storedDefault(call), r.name == "Data" { return .optional(.record(r)) }
      return .optional(nil)
    }
  }
}

/// A `Data` value: its bytes.
func data(_ bytes: [UInt8]) -> Value {
  .record(Record(name: "Data", labels: ["bytes"], fields: [.array(bytes.map { .int(Int($0)) })]))
}

func bytes(_ value: Value, _ call: NativeCall) throws(RuntimeError) -> [UInt8] {
  guard case .record(let r) = unwrapped(value), r.name == "Data", case .array(let items)? = r["bytes"] else {
    throw call.failure("'\(call.key)' expected Data")
  }
  return items.map { v in
    if case .int(let n) = v { return UInt8(truncatingIfNeeded: n) }
    return 0
  }
}

/// A `URL`: its text.
func url(_ text: String) -> Value {
  .record(Record(name: "URL", labels: ["absoluteString"], fields: [.string(text)]))
}

func urlText(_ call: NativeCall) throws(RuntimeError) -> String {
  if case .record(let r) = call.plainReceiver, r.name == "URL", case .string(let s)? = r["absoluteString"] {
    return s
  }
  throw call.failure("'\(call.key)' expected a URL")
}

/// The parts of a URL's text (RFC 3986's generic syntax, without percent-decoding).
struct URLParts {
  var scheme: String?
  var host: String?
  var path = ""

  init(_ text: String) {
    var rest = Substring(text)
    if let colon = rest.firstIndex(of: ":"),
      rest[rest.startIndex..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
      colon != rest.startIndex
    {
      scheme = String(rest[rest.startIndex..<colon])
      rest = rest[rest.index(after: colon)...]
    }
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
      var authority = rest[rest.startIndex..<end]
      if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
      if let colon = authority.lastIndex(of: ":") { authority = authority[authority.startIndex..<colon] }
      host = String(authority)
      rest = rest[end...]
    }
    let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? rest.endIndex
    path = String(rest[rest.startIndex..<end])
  }
}

/// A `Notification`.
private func notification(_ name: Value, object: Value, userInfo: Value) -> Value {
  .record(
    Record(name: "Notification", labels: ["name", "object", "userInfo"], fields: [name, object, userInfo]))
}

/// The key of a user default in `BuiltinState.defaults`: the suite and the key.
private func defaultsKey(_ call: NativeCall, _ i: Int) throws(RuntimeError) -> String {
  call.interpreter.describe(call.plainReceiver) + "\u{0}" + (try call.string(i))
}

private func storedDefault(_ call: NativeCall) throws(RuntimeError) -> Value? {
  let key = try defaultsKey(call, 0)
  return call.interpreter.builtinState.defaults[key] ?? call.interpreter.builtinState.registeredDefaults[key]
}

/// The simulated sandbox's folders (an iOS app's container, with a fixed identifier).
enum Sandbox {
  static let container =
    "file:///var/mobile/Containers/Data/Application/5A1D2C3B-0000-4000-8000-000000000000/"
  static let documents = container + "Documents/"
  static let library = container + "Library/"

  /// A path without a trailing slash, the key of the in-memory file system.
  static func filePath(_ path: String) -> String {
    var p = path
    while p.count > 1, p.hasSuffix("/") { p.removeLast() }
    return p
  }
}

/// The path of a `file:` URL.
func fileURLPath(_ value: Value, _ call: NativeCall) throws(RuntimeError) -> String {
  guard case .record(let r) = value, r.name == "URL", case .string(let text)? = r["absoluteString"] else {
    throw call.failure("'\(call.key)' expected a URL")
  }
  let parts = URLParts(text)
  guard parts.scheme == "file" else {
    // Foundation reads remote URLs synchronously; the preview has no network.
    throw RuntimeError(
      thrown: cocoaError(
        code: 256,
        "The file “\(text.split(separator: "/").last.map(String.init) ?? text)” couldn’t be opened."),
      at: call.at)
  }
  return Sandbox.filePath(percentDecoded(parts.path))
}

/// The error Foundation throws for a file that does not exist (`NSFileReadNoSuchFileError`,
/// 260, when reading; `NSFileNoSuchFileError`, 4, when removing).
func missingFile(_ path: String, code: Int, at: Int) -> RuntimeError {
  let name = path.split(separator: "/").last.map(String.init) ?? path
  let message =
    code == 260
    ? "The file “\(name)” couldn’t be opened because there is no such file."
    : "“\(name)” couldn’t be removed."
  return RuntimeError(thrown: cocoaError(code: code, message), at: at)
}

/// An `NSError` of the Cocoa domain, as a record.
func cocoaError(code: Int, _ message: String) -> Value {
  .record(
    Record(
      name: "CocoaError", labels: ["code", "localizedDescription"], fields: [.int(code), .string(message)]))
}
