import TactileDiagnostics
import TactileSema

/// `tactile lsp`: a Language Server Protocol server (JSON-RPC 2.0) over Tactile's compiler.
///
/// It keeps the open documents, compiles one after each change and publishes its diagnostics
/// (errors and warnings; notes become related information), offers each fix-it as a quick-fix
/// code action, answers hover with the declaration the checker resolved (and the reference
/// page's summary for SwiftUI symbols), completes members after a dot from the receiver's type,
/// and runs `tactile.openPreview`, which opens the Studio on the document (docs/interfaces.md).
///
/// The server is a plain object: `handle` takes one message body and `send` receives every
/// message the server writes, so tests drive it in-process and `tactile lsp` drives it from
/// standard input. Nothing a client sends crashes it: malformed JSON, unknown methods and bad
/// parameters get JSON-RPC errors.
public final class LanguageServer {
  /// What the server needs from its host.
  public struct Options {
    /// `Reference/` page files, for the one-line summaries of SwiftUI symbols in hover.
    public var referenceFolder: String?
    /// Starts (or reuses) the preview server and returns the base URL it serves, such as
    /// `http://127.0.0.1:8080`, or an error message.
    public var startPreview: (() -> Result<String, PreviewError>)?
    /// The names and summaries of reference pages (`title` → `summary`), when the host has
    /// already read them.
    public var summaries: [String: String]?

    public init(
      referenceFolder: String? = nil, startPreview: (() -> Result<String, PreviewError>)? = nil,
      summaries: [String: String]? = nil
    ) {
      self.referenceFolder = referenceFolder
      self.startPreview = startPreview
      self.summaries = summaries
    }
  }

  /// Why the preview could not be opened.
  public struct PreviewError: Error {
    public var message: String
    public init(_ message: String) { self.message = message }
  }

  enum Phase {
    case uninitialized, running, shuttingDown
  }

  let options: Options
  /// Every message the server writes (responses, notifications, requests to the client).
  public var send: (JSON) -> Void
  /// Set by `exit`: 0 after `shutdown`, 1 without (the protocol's rule).
  public private(set) var exitCode: Int32?
  var phase = Phase.uninitialized
  var encoding = PositionEncoding.utf16
  var documents: [String: Document] = [:]
  /// The documents changed since their diagnostics were last published, in order of change:
  /// a burst of changes is checked once, for the latest version, by `flushDiagnostics`.
  var pendingDiagnostics: [String] = []
  /// The document changed last, for `tactile.openPreview` without an argument.
  var lastDocument: String?
  var nextRequest = 1
  lazy var summaries: [String: String] = options.summaries ?? ReferenceSummaries.load(options.referenceFolder)

  public static let openPreviewCommand = "tactile.openPreview"

  public init(options: Options = Options(), send: @escaping (JSON) -> Void) {
    self.options = options
    self.send = send
  }

  // MARK: - Messages

  /// JSON-RPC error codes.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestFailed = -32803
  }

  struct Failure: Error {
    var code: ErrorCode
    var message: String
  }

  /// Handles one message body.
  public func handle(_ body: [UInt8]) {
    let message: JSON
    do {
      message = try JSON.parse(body)
    } catch {
      respondError(id: .null, Failure(code: .parseError, message: "parse error: \(error.message)"))
      return
    }
    handle(message)
  }

  /// Handles one parsed message.
  public func handle(_ message: JSON) {
    guard case .object = message else {
      respondError(id: .null, Failure(code: .invalidRequest, message: "a message is a JSON object"))
      return
    }
    let id = message["id"]
    if let id, !Self.isValidID(id) {
      respondError(id: .null, Failure(code: .invalidRequest, message: "an id is a number or a string"))
      return
    }
    guard let method = message["method"]?.string else {
      // A response to one of our requests (window/showDocument): nothing to do.
      if id != nil, message["result"] != nil || message["error"] != nil { return }
      respondError(id: id ?? .null, Failure(code: .invalidRequest, message: "a request needs a method"))
      return
    }
    let params = message["params"] ?? .null
    if let id {
      do {
        let result = try request(method, params)
        send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
      } catch let failure as Failure {
        respondError(id: id, failure)
      } catch {
        respondError(id: id, Failure(code: .internalError, message: "\(error)"))
      }
    } else {
      notification(method, params)
    }
  }

  static func isValidID(_ id: JSON) -> Bool {
    switch id {
    case .int, .string, .null: true
    case .double(let d): d.rounded() == d
    default: false
    }
  }

  func respondError(id: JSON, _ failure: Failure) {
    send(
      .object([
        ("jsonrpc", .string("2.0")), ("id", id),
        ("error", .object([("code", .int(failure.code.rawValue)), ("message", .string(failure.message))])),
      ]))
  }

  func request(_ method: String, _ params: JSON) throws -> JSON {
    if method == "initialize" {
      guard phase == .uninitialized else {
        throw Failure(code: .invalidRequest, message: "already initialized")
      }
      return initialize(params)
    }
    switch phase {
    case .uninitialized:
      throw Failure(code: .serverNotInitialized, message: "the server is not initialized")
    case .shuttingDown:
      throw Failure(code: .invalidRequest, message: "the server is shutting down")
    case .running: flushDiagnostics()
    }
    switch method {
    case "shutdown":
      phase = .shuttingDown
      return .null
    case "textDocument/hover": return try hover(params)
    case "textDocument/completion": return try completion(params)
    case "textDocument/codeAction": return try codeActions(params)
    case "workspace/executeCommand": return try executeCommand(params)
    default:
      throw Failure(code: .methodNotFound, message: "unknown method '\(method)'")
    }
  }

  func notification(_ method: String, _ params: JSON) {
    if method == "exit" {
      exitCode = phase == .shuttingDown ? 0 : 1
      return
    }
    guard phase == .running else { return }
    switch method {
    case "textDocument/didOpen":
      guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string
      else { return }
      documents[uri] = Document(uri: uri, version: item["version"]?.int ?? 0, text: text)
      lastDocument = uri
      pendingDiagnostics.removeAll { $0 == uri }
      publishDiagnostics(uri)
    case "textDocument/didChange":
      guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri],
        let changes = params["contentChanges"]?.array
      else { return }
      for change in changes {
        guard let text = change["text"]?.string else { continue }
        if let range = change["range"], let r = sourceRange(range, in: document) {
          document.replace(r, with: text)
        } else {
          document.replaceAll(text)
        }
      }
      document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
      lastDocument = uri
      if !pendingDiagnostics.contains(uri) { pendingDiagnostics.append(uri) }
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil else { return }
      documents[uri] = nil
      pendingDiagnostics.removeAll { $0 == uri }
      if lastDocument == uri { lastDocument = nil }
      send(
        Self.notificationMessage(
          "textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))])))
    default:
      break  // initialized, didSave, $/cancelRequest, $/setTrace…: nothing to do
    }
  }

  static func notificationMessage(_ method: String, _ params: JSON) -> JSON {
    .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
  }

  // MARK: - initialize

  func initialize(_ params: JSON) -> JSON {
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
    encoding = offered.contains("utf-8") ? .utf8 : .utf16
    phase = .running
    return .object([
      (
        "capabilities",
        .object([
          ("positionEncoding", .string(encoding.rawValue)),
          (
            "textDocumentSync",
            .object([("openClose", .bool(true)), ("change", .int(2))])
          ),
          ("hoverProvider", .bool(true)),
          (
            "completionProvider",
            .object([("triggerCharacters", .array([.string(".")])), ("resolveProvider", .bool(false))])
          ),
          ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
          ("executeCommandProvider", .object([("commands", .array([.string(Self.openPreviewCommand)]))])),
        ])
      ),
      ("serverInfo", .object([("name", .string("tactile")), ("version", .string("0.1.0"))])),
    ])
  }

  // MARK: - Positions

  func document(_ params: JSON) throws -> Document {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw Failure(code: .invalidParams, message: "missing textDocument.uri")
    }
    guard let document = documents[uri] else {
      throw Failure(code: .invalidParams, message: "the document '\(uri)' is not open")
    }
    return document
  }

  func offset(_ position: JSON?, in document: Document) throws -> Int {
    guard let line = position?["line"]?.int, let character = position?["character"]?.int else {
      throw Failure(code: .invalidParams, message: "missing position")
    }
    return document.offset(line: line, character: character, encoding: encoding)
  }

  func sourceRange(_ range: JSON, in document: Document) -> SourceRange? {
    guard let start = try? offset(range["start"], in: document),
      let end = try? offset(range["end"], in: document)
    else { return nil }
    return SourceRange(start: start, end: end)
  }

  func lspPosition(_ offset: Int, in document: Document) -> JSON {
    let (line, character) = document.position(offset, encoding: encoding)
    return .object([("line", .int(line)), ("character", .int(character))])
  }

  func lspRange(_ range: SourceRange, in document: Document) -> JSON {
    .object([
      ("start", lspPosition(range.start, in: document)), ("end", lspPosition(range.end, in: document)),
    ])
  }

  // MARK: - Diagnostics

  func lspDiagnostic(_ diagnostic: Diagnostic, in document: Document) -> JSON {
    let severity =
      switch diagnostic.severity {
      case .error: 1
      case .warning: 2
      case .note: 3
      }
    var members: [(String, JSON)] = [
      ("range", lspRange(diagnostic.range, in: document)),
      ("severity", .int(severity)),
    ]
    if !diagnostic.id.isEmpty { members.append(("code", .string(diagnostic.id))) }
    members.append(("source", .string("tactile")))
    members.append(("message", .string(diagnostic.message)))
    if !diagnostic.notes.isEmpty {
      members.append(
        (
          "relatedInformation",
          .array(
            diagnostic.notes.map { note in
              .object([
                (
                  "location",
                  .object([("uri", .string(document.uri)), ("range", lspRange(note.range, in: document))])
                ),
                ("message", .string(note.message)),
              ])
            })
        ))
    }
    return .object(members)
  }

  /// Checks each document changed since its last diagnostics and sends them. The host calls it
  /// when it has handled every message received so far (`MessageReader`'s `idle`), so a burst of
  /// `didChange` notifications is checked once, after the last; requests call it first, so that
  /// their answers follow the diagnostics of the text they read.
  public func flushDiagnostics() {
    let uris = pendingDiagnostics
    pendingDiagnostics = []
    for uri in uris { publishDiagnostics(uri) }
  }

  /// Compiles the document and sends its diagnostics.
  public func publishDiagnostics(_ uri: String) {
    guard let document = documents[uri] else { return }
    let diagnostics = document.diagnostics.map { lspDiagnostic($0, in: document) }
    send(
      Self.notificationMessage(
        "textDocument/publishDiagnostics",
        .object([
          ("uri", .string(uri)), ("version", .int(document.version)), ("diagnostics", .array(diagnostics)),
        ])))
  }

  // MARK: - Code actions

  func codeActions(_ params: JSON) throws -> JSON {
    let document = try document(params)
    guard let range = params["range"], let wanted = sourceRange(range, in: document) else {
      throw Failure(code: .invalidParams, message: "missing range")
    }
    var actions: [JSON] = []
    for diagnostic in document.diagnostics where !diagnostic.fixIts.isEmpty {
      let r = diagnostic.range
      // Overlapping, or touching (a diagnostic at a position, a cursor at its edge).
      guard r.start <= wanted.end, wanted.start <= r.end else { continue }
      for fix in diagnostic.fixIts {
        let edits = fix.edits.map { edit in
          JSON.object([("range", lspRange(edit.range, in: document)), ("newText", .string(edit.replacement))])
        }
        actions.append(
          .object([
            ("title", .string(Self.capitalised(fix.message))),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([lspDiagnostic(diagnostic, in: document)])),
            ("isPreferred", .bool(diagnostic.fixIts.count == 1)),
            ("edit", .object([("changes", .object([(document.uri, .array(edits))]))])),
          ]))
      }
    }
    return .array(actions)
  }

  static func capitalised(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  // MARK: - Preview

  func executeCommand(_ params: JSON) throws -> JSON {
    guard params["command"]?.string == Self.openPreviewCommand else {
      throw Failure(code: .invalidParams, message: "unknown command '\(params["command"]?.string ?? "")'")
    }
    var uri = lastDocument
    if let argument = params["arguments"]?.array?.first {
      uri = argument.string ?? argument["uri"]?.string ?? uri
    }
    guard let uri, let document = documents[uri] else {
      throw Failure(code: .invalidParams, message: "no open document to preview")
    }
    guard let start = options.startPreview else {
      throw Failure(code: .requestFailed, message: "this server cannot start a preview")
    }
    switch start() {
    case .failure(let error):
      throw Failure(code: .requestFailed, message: error.message)
    case .success(let base):
      let url = base + "/studio/#src=" + Base64URL.encode(document.bytes)
      let id = nextRequest
      nextRequest += 1
      send(
        .object([
          ("jsonrpc", .string("2.0")), ("id", .string("tactile-\(id)")),
          ("method", .string("window/showDocument")),
          ("params", .object([("uri", .string(url)), ("external", .bool(true))])),
        ]))
      return .object([("url", .string(url))])
    }
  }
}

/// base64url without padding (RFC 4648 §5), as the Studio's `#src=` reads it.
public enum Base64URL {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  public static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i + 3 <= bytes.count {
      let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
      out += [
        alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)],
        alphabet[Int(n & 63)],
      ]
      i += 3
    }
    let rest = bytes.count - i
    if rest == 1 {
      let n = UInt32(bytes[i]) << 16
      out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)]]
    } else if rest == 2 {
      let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
      out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)]]
    }
    return String(decoding: out, as: UTF8.self)
  }
}
