import Foundation
import TactileGestures
import Testing

@testable import TactileWeb

extension StudioABITests {
  /// The Studio's gesture trace (`tactile_trace`): the line format, and what the module reports
  /// for gestures performed through its exports, as the Studio performs them. Nested in
  /// `StudioABITests`, whose serialization then covers it: the exports share the module's one
  /// session.
  @Suite struct StudioTraceTests {
    /// The seed GestureStateGesture example, as the Studio opens it (its one copy, in the
    /// Studio's examples folder).
    static let seed =
      (try? String(
        contentsOf: StudioABITests.examples.appendingPathComponent("reference_gesture_state.swift"),
        encoding: .utf8)) ?? ""

    /// One parsed line: its seven fields, unescaped.
    struct Line {
      var time: Double
      var attachment, label, recognizer, kind, subject, detail: String
    }

    static func load(_ source: String) -> Int32 {
      let bytes = Array(source.utf8)
      let buffer = tactileInput(Int32(bytes.count))
      for (i, b) in bytes.enumerated() { buffer[i] = b }
      return tactileLoad(Int32(bytes.count), 390, 844, 0)
    }

    /// The output buffer's text, read as the page reads it: the length first (asking for the
    /// pointer of an empty buffer gives it a terminating byte).
    static func output() -> String {
      let length = Int(tactileOutputLength())
      guard length > 0 else { return "" }
      return String(
        decoding: UnsafeBufferPointer(start: tactileOutputPointer(), count: length), as: UTF8.self)
    }

    static func trace() -> [Line] {
      _ = tactileTrace()
      return output().split(separator: "\n", omittingEmptySubsequences: true).map { parse(String($0)) }
    }

    /// The reader's side of the format: split at tabs, then undo the escapes.
    static func parse(_ line: String) -> Line {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescape(String($0)) }
      #expect(fields.count == 7, "\(line)")
      let f = fields + Array(repeating: "", count: max(0, 7 - fields.count))
      return Line(
        time: Double(f[0]) ?? -1, attachment: f[1], label: f[2], recognizer: f[3], kind: f[4], subject: f[5],
        detail: f[6])
    }

    static func unescape(_ text: String) -> String {
      var out = ""
      var escaped = false
      for c in text {
        if escaped {
          out.append(c == "t" ? "\t" : c == "n" ? "\n" : c == "r" ? "\r" : c)
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else {
          out.append(c)
        }
      }
      return out
    }

    @Test("a line has seven tab-separated fields, and user text's tabs, newlines and backslashes are escaped")
    func escaping() {
      let entry = TraceEntry(
        time: EventTime(milliseconds: 12.5), attachment: AttachmentKey(node: NodeID(7), index: 1),
        attachmentLabel: "Text(\"a\tb\") .gesture", recognizer: "DragGesture",
        event: .stateWritten("note = line 1\nline 2 \\ end"))
      let line = TraceLine.format(entry)
      #expect(
        line == "12.5\t#7.1\tText(\"a\\tb\") .gesture\tDragGesture\tstate\tnote\tline 1\\nline 2 \\\\ end\n")
      let parsed = Self.parse(String(line.dropLast()))
      #expect(parsed.label == "Text(\"a\tb\") .gesture" && parsed.detail == "line 1\nline 2 \\ end")
    }

    @Test("each kind of decision has its kind, subject and detail")
    func kinds() {
      let cases: [(TraceEvent, String)] = [
        (.pointerBound(PointerID(2)), "bound\t2\t"),
        (.possible, "possible\t\t"),
        (.failed(.tapWindowExpired(limit: 0.35)), "failed\t\tthe next tap did not come within 0.35 s"),
        (.cancelled(.systemCancelled), "cancelled\t\tthe system cancelled the touch"),
        (.paused(waitingFor: "Circle .onTapGesture"), "paused\tCircle .onTapGesture\t"),
        (.resumed, "resumed\t\t"),
        (.won(over: ["A .gesture", "B .gesture"]), "won\tA .gesture, B .gesture\t"),
        (
          .lost(to: "A .gesture", .preventedBy("A .gesture")),
          "lost\tA .gesture\tA .gesture was recognised and has precedence"
        ),
        (.callback("onEnded"), "callback\tonEnded\t"),
        (.stateReset("offset = (0.0, 0.0)"), "reset\toffset\t(0.0, 0.0)"),
        (.stateWritten("offset"), "state\toffset\t"),
      ]
      for (event, expected) in cases {
        let line = TraceLine.format(
          TraceEntry(
            time: EventTime(milliseconds: 0), attachment: AttachmentKey(node: NodeID(1), index: 0),
            attachmentLabel: "V", recognizer: "", event: event))
        #expect(line == "0.0\t#1.0\tV\t\t\(expected)\n")
      }
    }

    @Test(
      "a drag on the seed circle: possible, began, changed…, ended, updating with the offset's values, then its reset"
    )
    func seedDrag() {
      #expect(Self.load(Self.seed) == 0)
      #expect(Self.trace().isEmpty)
      _ = tactilePointer(0, 1, 195, 425, 100)
      _ = tactilePointer(1, 1, 215, 435, 150)
      _ = tactilePointer(1, 1, 235, 445, 200)
      _ = tactilePointer(2, 1, 235, 445, 250)
      let lines = Self.trace()
      let drag = lines.filter { $0.recognizer == "DragGesture" }
      #expect(
        drag.allSatisfy { $0.label == "Circle .gesture(DragGesture)" && $0.attachment == drag[0].attachment })
      #expect(
        drag.map { $0.kind } == [
          "possible", "began", "callback", "state", "changed", "callback", "state", "ended", "reset",
        ])
      #expect(drag.filter { $0.kind == "callback" }.allSatisfy { $0.subject == "updating" })
      #expect(
        drag.filter { $0.kind == "state" || $0.kind == "reset" }.map { "\($0.subject) = \($0.detail)" } == [
          "dragOffset = (20.0, 10.0)", "dragOffset = (40.0, 20.0)", "dragOffset = (0.0, 0.0)",
        ])
      #expect(drag.map { $0.time } == [100, 150, 150, 150, 200, 200, 200, 250, 250])
      #expect(lines.first?.kind == "bound" && lines.first?.subject == "1")
      // Read once: the next call has only what happened since.
      #expect(Self.trace().isEmpty)
    }

    @Test("@GestureState values are written as print writes them: strings unquoted")
    func printedValues() {
      let source = """
        struct V: View {
          @GestureState var phase = "idle"
          var body: some View {
            Color.red.gesture(DragGesture().updating($phase) { _, s, _ in s = "dragging" })
          }
        }
        """
      #expect(Self.load(source) == 0)
      _ = Self.trace()
      _ = tactilePointer(0, 1, 195, 422, 0)
      _ = tactilePointer(1, 1, 235, 422, 50)
      _ = tactilePointer(2, 1, 235, 422, 100)
      let states = Self.trace().filter { $0.kind == "state" || $0.kind == "reset" }.map { $0.detail }
      #expect(states == ["dragging", "idle"])
    }

    @Test("R2.6 a single tap under a double tap is paused waiting for it, and resumes when it fails")
    func pausedTap() {
      let source = """
        struct V: View {
          var body: some View {
            Circle().frame(width: 200, height: 200)
              .onTapGesture(count: 2) { print("double") }
              .onTapGesture { print("single") }
          }
        }
        """
      #expect(Self.load(source) == 0)
      _ = Self.trace()
      _ = tactilePointer(0, 1, 195, 422, 0)
      _ = tactilePointer(2, 1, 195, 422, 50)
      _ = tactileAdvance(500)
      let single = Self.trace().filter { $0.recognizer == "TapGesture" }
      #expect(single.map { $0.kind } == ["possible", "paused", "resumed", "ended", "callback"])
      #expect(single.first { $0.kind == "paused" }?.subject == "Circle .onTapGesture")
    }

    @Test("a double tap wins: the single tap under it is cancelled and its attachment lost, with the reason")
    func lostTap() {
      let source = """
        struct V: View {
          var body: some View {
            Circle().frame(width: 200, height: 200)
              .onTapGesture(count: 2) { print("double") }
              .onTapGesture { print("single") }
          }
        }
        """
      #expect(Self.load(source) == 0)
      _ = Self.trace()
      for t in [0.0, 100] {
        _ = tactilePointer(0, 1, 195, 422, t)
        _ = tactilePointer(2, 1, 195, 422, t + 50)
      }
      let lines = Self.trace()
      let double = lines.filter { $0.recognizer == "TapGesture(count: 2)" }
      #expect(double.map { $0.kind }.suffix(2) == ["ended", "callback"])
      let lost = lines.first { $0.kind == "lost" }
      #expect(lost?.recognizer == "" && lost?.attachment != double.first?.attachment)
      #expect(
        lost?.subject == "Circle .onTapGesture"
          && lost?.detail == "Circle .onTapGesture was recognised and has precedence")
      #expect(lines.contains { $0.recognizer == "TapGesture" && $0.kind == "cancelled" })
    }

    @Test(
      "R9.2 a highPriorityGesture recognised at touch-down wins over the child's gesture, which loses to it")
    func highPriorityWins() {
      let source = """
        struct V: View {
          var body: some View {
            VStack {
              Circle().frame(width: 100, height: 100).gesture(DragGesture().onChanged { _ in print("child") })
            }
            .frame(width: 300, height: 300)
            .highPriorityGesture(LongPressGesture(minimumDuration: 0.3).onEnded { _ in print("parent") })
          }
        }
        """
      #expect(Self.load(source) == 0)
      _ = Self.trace()
      _ = tactilePointer(0, 1, 195, 422, 0)
      _ = tactilePointer(2, 1, 195, 422, 500)
      let lines = Self.trace()
      let won = lines.first { $0.kind == "won" }
      let lost = lines.first { $0.kind == "lost" }
      #expect(won?.label == "VStack .highPriorityGesture(LongPressGesture)" && won?.recognizer == "")
      #expect(won?.subject == "Circle .gesture(DragGesture)")
      #expect(lost?.label == "Circle .gesture(DragGesture)" && lost?.subject == won?.label)
      #expect(
        lost?.detail == "VStack .highPriorityGesture(LongPressGesture) was recognised and has precedence")
    }

    @Test("loading a view starts a fresh trace; nothing is recorded before the page asks")
    func freshSession() {
      #expect(Self.load(Self.seed) == 0)
      _ = tactilePointer(0, 1, 195, 425, 0)
      _ = tactilePointer(2, 1, 195, 425, 50)
      // The first read installs the tracer: the tap before it was not recorded.
      #expect(Self.trace().isEmpty)
      #expect(Self.load(Self.seed) == 0)
      #expect(Self.trace().isEmpty)
    }

    @Test("a page that never reads keeps at most the trace's capacity, and is told how much was dropped")
    func capacity() {
      #expect(Self.load(Self.seed) == 0)
      _ = Self.trace()
      _ = tactilePointer(0, 1, 195, 425, 0)
      var t = 0.0
      while t < Double(StudioTrace.capacity) / 2 {
        t += 1
        _ = tactilePointer(1, 1, 195 + t.truncatingRemainder(dividingBy: 50), 425, t)
      }
      _ = tactilePointer(2, 1, 195, 425, t + 1)
      let lines = Self.trace()
      #expect(lines.count <= StudioTrace.capacity + 1)
      #expect(lines.first?.kind == "dropped" && (Int(lines.first?.subject ?? "") ?? 0) > 0)
      #expect(lines.last?.kind == "reset")
    }
  }
}
