import Foundation
import TactileTestSupport
import Testing

/// `tactile lsp` as an editor runs it: the built executable on pipes, framed JSON-RPC messages.
extension CLITests {
  static func framed(_ json: String) -> Data {
    Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
  }

  /// The bodies of the framed messages in `data`.
  static func messages(_ data: Data) throws -> [[String: Any]] {
    var bodies: [[String: Any]] = []
    var rest = data[...]
    while let headerEnd = rest.range(of: Data("\r\n\r\n".utf8)) {
      let header = String(decoding: rest[..<headerEnd.lowerBound], as: UTF8.self)
      let length = try #require(Int(header.replacingOccurrences(of: "Content-Length: ", with: "")))
      let body = rest[headerEnd.upperBound..<headerEnd.upperBound + length]
      bodies.append(try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
      rest = rest[(headerEnd.upperBound + length)...]
    }
    return bodies
  }

  @Test(
    "lsp: the built server answers initialize, publishes diagnostics on didOpen, hovers, shuts down and exits 0"
  )
  func lspSubprocess() throws {
    let process = Process()
    process.executableURL = TactileExecutable.url
    process.arguments = ["lsp", "--reference", Self.packageRoot.appendingPathComponent("Reference").path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text =
      "import SwiftUI\\nstruct A: View {\\n  var body: some View {\\n    Text(\\\"hi\\\").gesture(DragGesture())\\n    Text(missing)\\n  }\\n}\\n"
    var script = Data()
    script += Self.framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    script += Self.framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    script += Self.framed(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///t/A.swift","languageId":"swift","version":1,"text":"\#(text)"}}}"#
    )
    script += Self.framed(
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///t/A.swift"},"position":{"line":3,"character":26}}}"#
    )
    script += Self.framed("{oops")
    script += Self.framed(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
    script += Self.framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
    input.fileHandleForWriting.write(script)
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let messages = try Self.messages(data)
    let initialized = try #require(messages.first { $0["id"] as? Int == 1 })
    #expect((initialized["result"] as? [String: Any])?["capabilities"] != nil)
    let published = try #require(
      messages.first { $0["method"] as? String == "textDocument/publishDiagnostics" })
    let diagnostics = try #require(
      (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    #expect((diagnostics.first?["message"] as? String)?.hasPrefix("cannot find 'missing' in scope") == true)
    let hover = try #require(messages.first { $0["id"] as? Int == 2 })
    let contents = try #require(
      ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
    // The initializer the call resolved to, in its type.
    #expect(contents.contains("init(minimumDistance: CGFloat = 10"), "\(contents)")
    #expect(contents.contains("In `DragGesture`."), "\(contents)")
    // The reference page's summary, from Reference/pages/draggesture.md.
    #expect(contents.contains("follows one finger"), "\(contents)")
    let parseError = try #require(
      messages.first { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 })
    #expect(parseError["id"] is NSNull)
    #expect(messages.contains { $0["id"] as? Int == 3 })
  }
}
