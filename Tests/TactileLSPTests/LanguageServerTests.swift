import Foundation
import TactileLSP
import TactileTestSupport
import Testing

/// A client for tests: drives a `LanguageServer` in-process with framed messages, as an editor
/// would over pipes, and collects what it sends.
final class TestClient {
  var sent: [JSON] = []
  var server: LanguageServer!
  var nextID = 1

  init(
    options: LanguageServer.Options = LanguageServer.Options(summaries: ["DragGesture": "A drag summary."])
  ) {
    server = LanguageServer(options: options) { [unowned self] message in self.sent.append(message) }
  }

  /// Sends raw bytes through the framing, as the command reads them.
  func feed(_ bytes: [UInt8]) {
    var chunks = [bytes]
    var reader = MessageReader(
      readChunk: { chunks.isEmpty ? [] : chunks.removeFirst() },
      idle: { [unowned self] in server.flushDiagnostics() })
    while let item = reader.next() {
      if case .message(let body) = item { server.handle(body) }
    }
  }

  func frame(_ text: String) -> [UInt8] { Array("Content-Length: \(text.utf8.count)\r\n\r\n\(text)".utf8) }

  @discardableResult
  func request(_ method: String, _ params: JSON) -> JSON {
    let id = nextID
    nextID += 1
    sent = []
    feed(
      frame(
        JSON.object([
          ("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params),
        ])
        .text))
    return sent.first { $0["id"]?.int == id } ?? .null
  }

  func notify(_ method: String, _ params: JSON) -> [JSON] {
    sent = []
    feed(
      frame(JSON.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).text))
    return sent
  }

  static func position(_ line: Int, _ character: Int) -> JSON {
    .object([("line", .int(line)), ("character", .int(character))])
  }

  func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
    .object([
      ("textDocument", .object([("uri", .string(uri))])), ("position", Self.position(line, character)),
    ])
  }
}

@Suite struct LanguageServerTests {
  static let uri = "file:///work/Counter.swift"
  static let source = """
    import SwiftUI

    struct CounterView: View {
      @State private var count = 0
      var body: some View {
        Text("Count: \\(count)")
          .padding()
          .onTapGesture { count += 1 }  // tactile:ignore G006
      }
    }

    """

  func opened(_ text: String = source, utf8: Bool = false) -> (TestClient, [JSON]) {
    let client = TestClient()
    let capabilities: JSON =
      utf8
      ? .object([
        ("general", .object([("positionEncodings", .array([.string("utf-8"), .string("utf-16")]))]))
      ])
      : .object([])
    client.request("initialize", .object([("processId", .null), ("capabilities", capabilities)]))
    _ = client.notify("initialized", .object([]))
    let published = client.notify(
      "textDocument/didOpen",
      .object([
        (
          "textDocument",
          .object([
            ("uri", .string(Self.uri)), ("languageId", .string("swift")), ("version", .int(1)),
            ("text", .string(text)),
          ])
        )
      ]))
    return (client, published)
  }

  @Test(
    "initialize answers the capabilities: incremental sync, hover, completion after '.', code actions, the preview command"
  )
  func initialize() {
    let client = TestClient()
    let answer = client.request("initialize", .object([("capabilities", .object([]))]))
    let capabilities = answer["result"]?["capabilities"]
    #expect(capabilities?["textDocumentSync"]?["change"]?.int == 2)
    #expect(capabilities?["hoverProvider"]?.bool == true)
    #expect(capabilities?["completionProvider"]?["triggerCharacters"]?.array?.first?.string == ".")
    #expect(capabilities?["codeActionProvider"] != nil)
    #expect(
      capabilities?["executeCommandProvider"]?["commands"]?.array?.first?.string == "tactile.openPreview")
    #expect(capabilities?["positionEncoding"]?.string == "utf-16")
  }

  @Test(
    "didOpen publishes nothing wrong for a valid view; didChange publishes the new errors with their ranges")
  func diagnosticsAsYouType() throws {
    let (client, published) = opened()
    #expect(published.count == 1)
    #expect(published.first?["method"]?.string == "textDocument/publishDiagnostics")
    #expect(published.first?["params"]?["diagnostics"]?.array?.isEmpty == true)
    // Line 7 (0-based 6), `.padding()` → `.padding(undefinedName)`: an incremental edit.
    let change = client.notify(
      "textDocument/didChange",
      .object([
        ("textDocument", .object([("uri", .string(Self.uri)), ("version", .int(2))])),
        (
          "contentChanges",
          .array([
            .object([
              (
                "range",
                .object([("start", TestClient.position(6, 15)), ("end", TestClient.position(6, 15))])
              ),
              ("text", .string("undefinedName")),
            ])
          ])
        ),
      ]))
    let diagnostics = try #require(change.first?["params"]?["diagnostics"]?.array)
    #expect(change.first?["params"]?["version"]?.int == 2)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["message"]?.string == "cannot find 'undefinedName' in scope")
    #expect(diagnostics.first?["severity"]?.int == 1)
    #expect(diagnostics.first?["range"]?["start"]?["line"]?.int == 6)
    #expect(diagnostics.first?["range"]?["start"]?["character"]?.int == 15)
    #expect(diagnostics.first?["range"]?["end"]?["character"]?.int == 28)
  }

  @Test("a stand-in API is a warning (severity 2); a note becomes related information")
  func warningsAndNotes() throws {
    let text =
      "import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"hi\").minimumScaleFactor(0.5)\n  }\n}\n"
    let (_, published) = opened(text)
    let diagnostics = try #require(published.first?["params"]?["diagnostics"]?.array)
    #expect(diagnostics.first?["severity"]?.int == 2)
    let broken =
      "import SwiftUI\nstruct B: View {\n  var body: some View {\n    Text(\"é\").onTapGesture(count: 2 {\n    }\n  }\n}\n"
    let (_, again) = opened(broken)
    let list = try #require(again.first?["params"]?["diagnostics"]?.array)
    let withNote = try #require(list.first { $0["relatedInformation"] != nil })
    #expect(withNote["relatedInformation"]?.array?.first?["message"]?.string == "to match this opening '('")
  }

  @Test("positions count UTF-16 units by default and UTF-8 bytes when the client offers utf-8")
  func positionEncodings() throws {
    let text =
      "import SwiftUI\nstruct A: View {\n  var body: some View {\n    let s = \"😀é\"; let x = undefinedName\n    Text(s)\n  }\n}\n"
    let (_, utf16) = opened(text)
    let start16 = utf16.first?["params"]?["diagnostics"]?.array?.first?["range"]?["start"]?["character"]?.int
    // `    let s = "` is 13 units, 😀 two units, é one, `"; let x = ` 11: 27.
    #expect(start16 == 27)
    let (_, utf8) = opened(text, utf8: true)
    let start8 = utf8.first?["params"]?["diagnostics"]?.array?.first?["range"]?["start"]?["character"]?.int
    #expect(start8 == 13 + 4 + 2 + 11)
  }

  @Test("hover shows the declaration from the interface, and the reference summary for SwiftUI symbols")
  func hover() throws {
    let text =
      "import SwiftUI\nstruct A: View {\n  @State var offset = CGSize.zero\n  var body: some View {\n    Text(\"hi\").gesture(DragGesture().onChanged { offset = $0.translation })\n  }\n}\n"
    let (client, _) = opened(text)
    let drag = client.request("textDocument/hover", client.at(Self.uri, 4, 26))
    let value = try #require(drag["result"]?["contents"]?["value"]?.string)
    #expect(value.contains("DragGesture"))
    #expect(value.contains("A drag summary."))
    let gesture = client.request("textDocument/hover", client.at(Self.uri, 4, 16))
    let gestureText = try #require(gesture["result"]?["contents"]?["value"]?.string)
    #expect(gestureText.contains("func gesture"), "\(gestureText)")
    #expect(gesture["result"]?["range"]?["start"]?["character"]?.int == 15)
    // The user's own property.
    let own = client.request("textDocument/hover", client.at(Self.uri, 4, 52))
    let ownText = try #require(own["result"]?["contents"]?["value"]?.string)
    #expect(ownText.contains("var offset"), "\(ownText)")
    // The name where the file declares it.
    let declared = client.request("textDocument/hover", client.at(Self.uri, 2, 14))
    let declaredText = try #require(declared["result"]?["contents"]?["value"]?.string)
    #expect(declaredText.contains("@State var offset"), "\(declaredText)")
    #expect(declaredText.contains("Type: `CGSize`"), "\(declaredText)")
    // Nothing under the cursor: null.
    #expect(client.request("textDocument/hover", client.at(Self.uri, 0, 0))["result"]?.isNull == true)
  }

  @Test(
    "completion after a dot lists the receiver's members: View modifiers, a type's static members, own properties"
  )
  func completion() throws {
    let text =
      "import SwiftUI\nstruct A: View {\n  @State var count = 0\n  var body: some View {\n    Text(\"hi\").pad\n  }\n}\n"
    let (client, _) = opened(text)
    let answer = client.request("textDocument/completion", client.at(Self.uri, 4, 18))
    let labels = try #require(answer["result"]?["items"]?.array?.compactMap { $0["label"]?.string })
    #expect(
      labels.contains("padding(_:_:)") || labels.contains { $0.hasPrefix("padding(") }, "\(labels.prefix(20))"
    )
    #expect(labels.contains { $0.hasPrefix("onTapGesture(") })
    let colors =
      "import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"hi\").foregroundColor(Color.)\n  }\n}\n"
    let (client2, _) = opened(colors)
    let colorItems = client2.request("textDocument/completion", client2.at(Self.uri, 3, 37))
    let colorLabels = try #require(colorItems["result"]?["items"]?.array?.compactMap { $0["label"]?.string })
    #expect(colorLabels.contains("red"), "\(colorLabels.prefix(20))")
    #expect(!colorLabels.contains { $0.hasPrefix("padding(") })
    let own =
      "import SwiftUI\nstruct A: View {\n  @State var count = 0\n  var body: some View {\n    Text(\"\\(self.)\")\n  }\n}\n"
    let (client3, _) = opened(own)
    let ownItems = client3.request("textDocument/completion", client3.at(Self.uri, 4, 17))
    let ownLabels = try #require(ownItems["result"]?["items"]?.array?.compactMap { $0["label"]?.string })
    #expect(ownLabels.contains("count"), "\(ownLabels.prefix(20))")
    let parameter =
      "import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"x\").gesture(DragGesture().onChanged { v in print(v.) })\n  }\n}\n"
    let (client4, _) = opened(parameter)
    let valueItems = client4.request("textDocument/completion", client4.at(Self.uri, 3, 61))
    let valueLabels = try #require(valueItems["result"]?["items"]?.array?.compactMap { $0["label"]?.string })
    #expect(valueLabels.contains("translation"), "\(valueLabels.prefix(20))")
  }

  @Test("a fix-it is a quick-fix code action whose workspace edit applies it")
  func codeActions() throws {
    let text =
      "import SwiftUI\nstruct B: View {\n  var body: some View {\n    Text(\"x\").onTapGesture(count: 2 {\n    }\n  }\n}\n"
    let (client, _) = opened(text)
    let range = JSON.object([("start", TestClient.position(3, 0)), ("end", TestClient.position(3, 40))])
    let answer = client.request(
      "textDocument/codeAction",
      .object([
        ("textDocument", .object([("uri", .string(Self.uri))])), ("range", range),
        ("context", .object([("diagnostics", .array([]))])),
      ]))
    let actions = try #require(answer["result"]?.array)
    let insert = try #require(actions.first { $0["title"]?.string == "Insert ','" })
    #expect(insert["kind"]?.string == "quickfix")
    let edits = try #require(insert["edit"]?["changes"]?[Self.uri]?.array)
    #expect(edits.count == 1)
    #expect(edits.first?["newText"]?.string == ",")
    #expect(edits.first?["range"]?["start"]?["line"]?.int == 3)
    #expect(edits.first?["range"]?["start"]?["character"]?.int == 35)
  }

  @Test("malformed JSON, unknown methods, requests before initialize and after shutdown get JSON-RPC errors")
  func robustness() {
    let client = TestClient()
    #expect(client.request("textDocument/hover", .object([]))["error"]?["code"]?.int == -32002)
    client.sent = []
    client.feed(client.frame("{not json"))
    #expect(client.sent.first?["error"]?["code"]?.int == -32700)
    client.sent = []
    client.feed(client.frame("[1, 2]"))
    #expect(client.sent.first?["error"]?["code"]?.int == -32600)
    client.request("initialize", .object([]))
    #expect(client.request("no/such/method", .object([]))["error"]?["code"]?.int == -32601)
    #expect(client.request("textDocument/hover", .object([]))["error"]?["code"]?.int == -32602)
    #expect(client.request("textDocument/hover", .string("nonsense"))["error"]?["code"]?.int == -32602)
    #expect(client.notify("textDocument/didChange", .array([])).isEmpty)
    #expect(client.request("shutdown", .null)["result"]?.isNull == true)
    #expect(client.request("textDocument/hover", .object([]))["error"]?["code"]?.int == -32600)
    _ = client.notify("exit", .null)
    #expect(client.server.exitCode == 0)
  }

  @Test("tactile.openPreview starts the preview and answers the Studio URL of the document, base64url")
  func openPreview() throws {
    let client = TestClient(
      options: LanguageServer.Options(startPreview: { .success("http://127.0.0.1:9999") }, summaries: [:]))
    client.request("initialize", .object([]))
    _ = client.notify(
      "textDocument/didOpen",
      .object([
        (
          "textDocument",
          .object([("uri", .string(Self.uri)), ("version", .int(1)), ("text", .string("import SwiftUI\n?>"))])
        )
      ]))
    let answer = client.request(
      "workspace/executeCommand",
      .object([("command", .string("tactile.openPreview")), ("arguments", .array([.string(Self.uri)]))]))
    #expect(answer["result"]?["url"]?.string == "http://127.0.0.1:9999/studio/#src=aW1wb3J0IFN3aWZ0VUkKPz4")
    let show = try #require(client.sent.first { $0["method"]?.string == "window/showDocument" })
    #expect(show["params"]?["external"]?.bool == true)
    let failing = TestClient(
      options: LanguageServer.Options(startPreview: { .failure(.init("port in use")) }, summaries: [:]))
    failing.request("initialize", .object([]))
    let refused = failing.request(
      "workspace/executeCommand", .object([("command", .string("tactile.openPreview"))]))
    #expect(refused["error"] != nil)
  }
}

extension LanguageServerTests {
  @Test("a burst of didChange notifications is checked once, after the last, for the latest version only")
  func debouncedDiagnostics() throws {
    let (client, _) = opened()
    // Five whole-text changes arrive together (one read), each version naming another undefined
    // value; the last one's is the only diagnostic published.
    var burst: [UInt8] = []
    for version in 2...6 {
      let text = Self.source.replacingOccurrences(of: ".padding()", with: ".padding(missing\(version))")
      burst += client.frame(
        JSON.object([
          ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")),
          (
            "params",
            .object([
              ("textDocument", .object([("uri", .string(Self.uri)), ("version", .int(version))])),
              ("contentChanges", .array([.object([("text", .string(text))])])),
            ])
          ),
        ]).text)
    }
    client.sent = []
    client.feed(burst)
    let published = client.sent.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
    #expect(published.count == 1)
    #expect(published.first?["params"]?["version"]?.int == 6)
    let messages = published.first?["params"]?["diagnostics"]?.array?.compactMap { $0["message"]?.string }
    #expect(messages == ["cannot find 'missing6' in scope"])
    // Changes read separately are each checked: nothing else is waiting after each.
    client.sent = []
    for chunk in [burst.prefix(burst.count / 5), burst.suffix(burst.count - burst.count / 5)] {
      client.feed(Array(chunk))
    }
    #expect(client.sent.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }.count == 2)
  }
}
