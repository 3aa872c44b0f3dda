import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// A state change evaluates again exactly the bodies that read the changed state, and the
/// views whose inputs changed; everything else keeps its body, state and gestures. Each test
/// checks both halves: what must update does (the texts on screen), and what must not be
/// evaluated is not (the host's count of body evaluations).
@Suite struct IncrementalTests {
  static let siblings = """
    import SwiftUI

    struct Counter: View {
      let name: String
      @State private var count = 0
      var body: some View {
        Text("\\(name) \\(count)").onTapGesture { count += 1 }
      }
    }

    struct Board: View {
      @State private var title = "Board"
      var body: some View {
        VStack {
          Text(title).onTapGesture { title = "Tapped" }
          Counter(name: "a")
          Counter(name: "b")
        }
      }
    }

    #Preview { Board() }
    """

  @Test("a view's own state change evaluates only that view's body")
  func ownState() throws {
    let host = try makeHost(Self.siblings)
    #expect(screenTexts(host) == ["Board", "a 0", "b 0"])
    let before = host.bodyEvaluations
    try tap(host, try centre(ofText: "a 0", host), at: 0)
    #expect(screenTexts(host) == ["Board", "a 1", "b 0"])
    #expect(host.bodyEvaluations == before + 1)
    try tap(host, try centre(ofText: "b 0", host), at: 100)
    #expect(screenTexts(host) == ["Board", "a 1", "b 1"])
    #expect(host.bodyEvaluations == before + 2)
  }

  @Test("a parent's change keeps children whose inputs are equal, with their state")
  func parentChange() throws {
    let host = try makeHost(Self.siblings)
    try tap(host, try centre(ofText: "a 0", host), at: 0)
    let before = host.bodyEvaluations
    try tap(host, try centre(ofText: "Board", host), at: 100)
    #expect(screenTexts(host) == ["Tapped", "a 1", "b 0"])
    #expect(host.bodyEvaluations == before + 1)
  }

  @Test("a child whose input changed is evaluated again and keeps its state")
  func changedInput() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct ValueLabel: View {
        let value: Int
        @State private var taps = 0
        var body: some View {
          Text("value \\(value) taps \\(taps)").onTapGesture { taps += 1 }
        }
      }

      struct Fixed: View {
        var body: some View { Text("fixed") }
      }

      struct Parent: View {
        @State private var value = 0
        var body: some View {
          VStack {
            Text("more").onTapGesture { value += 1 }
            ValueLabel(value: value)
            Fixed()
          }
        }
      }

      #Preview { Parent() }
      """)
    try tap(host, try centre(ofText: "value 0 taps 0", host), at: 0)
    let before = host.bodyEvaluations
    try tap(host, try centre(ofText: "more", host), at: 100)
    #expect(screenTexts(host) == ["more", "value 1 taps 1", "fixed"])
    #expect(host.bodyEvaluations == before + 2)
  }

  @Test("a binding's reader updates when the bound state changes, and the owner only if it reads it")
  func bindings() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct OnOff: View {
        @Binding var isOn: Bool
        var body: some View {
          Text(isOn ? "on" : "off").onTapGesture { isOn = !isOn }
        }
      }

      struct Owner: View {
        @State private var isOn = false
        var body: some View {
          VStack {
            Text("owner")
            OnOff(isOn: $isOn)
          }
        }
      }

      #Preview { Owner() }
      """)
    let before = host.bodyEvaluations
    try tap(host, try centre(ofText: "off", host), at: 0)
    #expect(screenTexts(host) == ["owner", "on"])
    #expect(host.bodyEvaluations == before + 1)
  }

  @Test("an observed object's published change updates the views that read it")
  func observedObjects() throws {
    let host = try makeHost(
      """
      import SwiftUI

      final class Model: ObservableObject {
        @Published var score = 0
      }

      struct Score: View {
        @ObservedObject var model: Model
        var body: some View {
          Text("score \\(model.score)").onTapGesture { model.score += 10 }
        }
      }

      struct Other: View {
        var body: some View { Text("other") }
      }

      struct Game: View {
        @StateObject private var model = Model()
        var body: some View {
          VStack {
            Score(model: model)
            Other()
          }
        }
      }

      #Preview { Game() }
      """)
    try tap(host, try centre(ofText: "score 0", host), at: 0)
    #expect(screenTexts(host) == ["score 10", "other"])
    try tap(host, try centre(ofText: "score 10", host), at: 100)
    #expect(screenTexts(host) == ["score 20", "other"])
  }

  @Test("R1.5 a gesture state read by the body updates it while dragging and after the reset")
  func gestureState() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Knob: View {
        @GestureState private var drag = CGSize.zero
        var body: some View {
          Text("dx \\(drag.width)")
            .frame(width: 200, height: 200)
            .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
        }
      }

      struct Screen: View {
        var body: some View {
          VStack {
            Text("title")
            Knob()
          }
        }
      }

      #Preview { Screen() }
      """)
    let start = try centre(ofText: "dx 0.0", host)
    try host.deliver([PointerEvent(.down, at: start, time: EventTime(milliseconds: 0))])
    let before = host.bodyEvaluations
    try host.deliver([
      PointerEvent(
        .move, at: CGPoint(x: start.x + 30, y: start.y), time: EventTime(milliseconds: 20))
    ])
    #expect(screenTexts(host) == ["title", "dx 30.0"])
    #expect(host.bodyEvaluations == before + 1)
    try host.deliver([
      PointerEvent(
        .up, at: CGPoint(x: start.x + 30, y: start.y), time: EventTime(milliseconds: 40))
    ])
    #expect(screenTexts(host) == ["title", "dx 0.0"])
  }

  @Test("a view that disappears loses its state; when it comes back it starts afresh")
  func disappearing() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Counter: View {
        @State private var count = 0
        var body: some View {
          Text("count \\(count)").onTapGesture { count += 1 }
        }
      }

      struct Switcher: View {
        @State private var shown = true
        var body: some View {
          VStack {
            Text("switch").onTapGesture { shown = !shown }
            if shown { Counter() }
          }
        }
      }

      #Preview { Switcher() }
      """)
    try tap(host, try centre(ofText: "count 0", host), at: 0)
    #expect(screenTexts(host) == ["switch", "count 1"])
    try tap(host, try centre(ofText: "switch", host), at: 100)
    #expect(screenTexts(host) == ["switch"])
    try tap(host, try centre(ofText: "switch", host), at: 200)
    #expect(screenTexts(host) == ["switch", "count 0"])
  }
}

/// A render that only moves views (their offsets, scales or rotations changed) updates the last
/// layout and responder tree in place; the result must be what a full pass gives.
@Suite struct InPlaceUpdateTests {
  static let dots = """
    import SwiftUI

    struct Dot: View {
      let index: Int
      @GestureState private var offset = CGSize.zero
      @State private var moves = 0
      @State private var angle = 0.0

      var body: some View {
        VStack {
          Circle()
            .fill(index % 2 == 0 ? Color.blue : Color.orange)
            .frame(width: 30, height: 30)
            .overlay(Text("\\(index)").font(.caption))
            .rotationEffect(.degrees(angle))
            .offset(offset)
            .gesture(
              DragGesture(minimumDistance: 0)
                .updating($offset) { value, state, _ in state = value.translation }
                .onChanged { value in
                  moves += 1
                  angle = value.translation.width
                  print("moved \\(index) \\(value.translation.width)")
                }
            )
          if moves > 3 { Text("moved") }
        }
      }
    }

    struct Board: View {
      var body: some View {
        VStack(spacing: 4) {
          ForEach(0..<3, id: \\.self) { row in
            HStack(spacing: 4) {
              ForEach(0..<3, id: \\.self) { column in
                Dot(index: row * 3 + column)
              }
            }
          }
        }
      }
    }

    #Preview { Board() }
    """

  func host(inPlace: Bool) throws -> ViewHost {
    let sema = SemanticAnalyzer.analyze(Self.dots)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root))
    host.updatesInPlace = inPlace
    try host.render()
    return host
  }

  /// What the engine sees of each responder node.
  func responders(_ host: ViewHost) -> [String] {
    host.arena.tree.nodes.map { n in
      "\(n.id) \(n.label) \(n.transform) \(n.size) \(n.isEnabled) \(n.attachments.count)"
    }
  }

  @Test("dragging views updates layout and responders exactly as a full pass")
  func sameAsFullPass() throws {
    let fast = try host(inPlace: true)
    let full = try host(inPlace: false)
    let first = try #require(fast.layout?.views.first { if case .shape = $0.element { true } else { false } })
    let start = CGPoint(x: first.globalFrame.midX, y: first.globalFrame.midY)
    var events: [PointerEvent] = [PointerEvent(.down, at: start, time: EventTime(milliseconds: 0))]
    for k in 1...8 {
      events.append(
        PointerEvent(
          .move, at: CGPoint(x: start.x + Double(k * 7), y: start.y + Double(k * 3)),
          time: EventTime(milliseconds: Double(k * 10))))
    }
    events.append(PointerEvent(.up, at: start, time: EventTime(milliseconds: 100)))
    // A second drag on another dot, which then lies under the first one's old place.
    events.append(PointerEvent(.down, at: start, time: EventTime(milliseconds: 200)))
    events.append(
      PointerEvent(
        .move, at: CGPoint(x: start.x + 40, y: start.y), time: EventTime(milliseconds: 210)))
    events.append(PointerEvent(.up, at: start, time: EventTime(milliseconds: 220)))
    for event in events {
      try fast.deliver([event])
      try full.deliver([event])
      #expect(LayoutDump.render(try #require(fast.layout)) == LayoutDump.render(try #require(full.layout)))
      #expect(responders(fast) == responders(full))
      #expect(fast.bodyEvaluations == full.bodyEvaluations)
      #expect(fast.stateLines() == full.stateLines())
    }
    #expect(fast.interpreter.output == full.interpreter.output)
    // The first moves only move the dot; once it shows "moved" its structure changed.
    #expect(fast.inPlaceUpdates >= 3)
    #expect(full.inPlaceUpdates == 0)
    #expect(fast.interpreter.output.hasPrefix("moved 0 0.0\nmoved 0 7.0\nmoved 0 14.0\n"))
  }
}
