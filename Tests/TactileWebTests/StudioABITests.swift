import Foundation
import TactileTestSupport
import TactileWeb
import Testing

/// The Studio's side of the WebAssembly ABI, run natively through the same exports: every
/// example of the Studio's examples menu (Site/studio/examples/index.json, the seeds' views,
/// whose replay goldens live in Fixtures/Replay) compiles and draws, diagnostics carry their
/// ranges, and the accessibility panel's exports list elements and perform their actions.
/// Serialized: the exports share the module's one session.
@Suite(.serialized) struct StudioABITests {
  static let examples = Repository.url("Site/studio/examples")

  struct Example: CustomStringConvertible {
    var file: String
    var title: String
    var seed: String
    var description: String { file }
  }

  static let manifest: [Example] = {
    guard let data = FileManager.default.contents(atPath: examples.appendingPathComponent("index.json").path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = object["examples"] as? [[String: String]]
    else { return [] }
    return entries.map { Example(file: $0["file"] ?? "", title: $0["title"] ?? "", seed: $0["seed"] ?? "") }
  }()

  func output() -> String {
    String(
      decoding: UnsafeBufferPointer(start: tactileOutputPointer(), count: Int(tactileOutputLength())),
      as: UTF8.self)
  }

  func load(_ source: String) -> Int32 {
    let bytes = Array(source.utf8)
    let buffer = tactileInput(Int32(bytes.count))
    for (i, b) in bytes.enumerated() { buffer[i] = b }
    return tactileLoad(Int32(bytes.count), 390, 844, 0)
  }

  @Test("the examples manifest lists every example file, each with a title and its seed")
  func manifestIsComplete() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(Self.manifest.map(\.file).sorted() == files.sorted())
    for example in Self.manifest { #expect(!example.title.isEmpty && !example.seed.isEmpty, "\(example)") }
  }

  @Test("each example of the Studio's menu passes check and renders", arguments: manifest)
  func exampleRenders(_ example: Example) throws {
    let source = try String(contentsOf: Self.examples.appendingPathComponent(example.file), encoding: .utf8)
    let status = load(source)
    #expect(status == 0, "\(example.file): status \(status): \(output())")
    _ = tactileFrame(0)
    let frame = output()
    #expect(frame.hasPrefix("<svg") && frame.contains("<g"), "\(example.file) draws nothing: \(frame)")
  }

  @Test("a compile error's line is followed by its range, start and end")
  func diagnosticRange() {
    #expect(load("struct V: View {\n  var body: some View {\n    Zzz(\"a\")\n  }\n}\n") == 1)
    let lines = output().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "3:5: error: cannot find 'Zzz' in scope")
    #expect(lines.dropFirst().first == "range 3:5-3:8")
  }

  @Test("the accessibility exports list labelled elements and perform their actions")
  func accessibility() {
    let source = """
      struct V: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("Count \\(count)")
            Circle().frame(width: 80, height: 80)
              .accessibilityLabel("Add\\none")
              .accessibilityValue("\\(count)")
              .accessibilityAddTraits(.isButton)
              .accessibilityAction { count += 1; print("added", count) }
              .accessibilityAction(named: "Reset") { count = 0 }
          }
        }
      }
      """
    #expect(load(source) == 0, "\(output())")
    #expect(tactileAccessibility() == 1)
    #expect(
      output()
        == "element 0\nframe 155.0 397.0 80.0 80.0\nlabel Add\\none\nvalue 0\ntrait isButton\n"
        + "action default\naction Reset\n")
    #expect(tactileAccessibilityPerform(0, 0) == 0)
    #expect(tactileConsole() > 0 && output() == "added 1\n")
    #expect(tactileAccessibility() == 1 && output().contains("value 1\n"))
    #expect(tactileAccessibilityPerform(0, 1) == 0)
    #expect(tactileAccessibility() == 1 && output().contains("value 0\n"))
    #expect(tactileAccessibilityPerform(0, 2) == 1)
    #expect(tactileAccessibilityPerform(1, 0) == 1)
  }

  /// Writes `touches` (`phase, id, x, y`) into the input buffer as `tactile_pointers` reads them
  /// and gives them to the view at `time`.
  func pointers(_ touches: [(Double, Double, Double, Double)], at time: Double) -> Int32 {
    let numbers = touches.flatMap { [$0.0, $0.1, $0.2, $0.3] }
    let buffer = tactileInput(Int32(numbers.count * 8))
    for (i, n) in numbers.enumerated() {
      for byte in 0..<8 { buffer[8 * i + byte] = UInt8(truncatingIfNeeded: n.bitPattern >> UInt64(8 * byte)) }
    }
    return tactilePointers(Int32(touches.count), time)
  }

  static let magnify = """
    struct V: View {
      var body: some View {
        Rectangle().frame(width: 300, height: 300)
          .gesture(MagnifyGesture().onChanged { value in print("magnifying", value.magnification) })
      }
    }
    """

  @Test("tactile_pointers gives both fingers of a pinch as one step: onChanged runs once, with 1.25")
  func pointersAreOneStep() {
    #expect(load(Self.magnify) == 0, "\(output())")
    #expect(pointers([(0, 1, 145, 422), (0, 2, 245, 422)], at: 0) == 0)
    #expect(pointers([(1, 1, 132.5, 422), (1, 2, 257.5, 422)], at: 16) == 0)
    #expect(tactileConsole() > 0 && output() == "magnifying 1.25\n")
    #expect(pointers([(2, 1, 132.5, 422), (2, 2, 257.5, 422)], at: 32) == 0)
  }

  @Test("one finger at a time, the same moves are two steps: 1.125 with one finger moved, then 1.25")
  func pointerIsOneTouch() {
    #expect(load(Self.magnify) == 0, "\(output())")
    _ = tactilePointer(0, 1, 145, 422, 0)
    _ = tactilePointer(0, 2, 245, 422, 0)
    _ = tactilePointer(1, 1, 132.5, 422, 16)
    _ = tactilePointer(1, 2, 257.5, 422, 16)
    #expect(tactileConsole() > 0 && output() == "magnifying 1.125\nmagnifying 1.25\n")
  }

  @Test("tactile_pointers refuses a bad phase, a count larger than the buffer, and works only with a view")
  func pointersRefuseBadInput() {
    #expect(load(Self.magnify) == 0, "\(output())")
    #expect(pointers([(4, 1, 10, 10)], at: 0) == 2)
    #expect(pointers([(0.5, 1, 10, 10)], at: 0) == 2)
    _ = tactileInput(8)
    #expect(tactilePointers(1_000_000, 0) == 2)
    #expect(load("import SwiftUI\n") == 2)
    #expect(pointers([(0, 1, 10, 10)], at: 0) == 2)
  }
}
