import TactileDiagnostics
import TactileGeometry
import TactileGestures
import TactileParser

/// A self-test the browser shell and CI run inside the WebAssembly module: it drives the
/// gesture engine through scenes whose outcome docs/rules fixes, and prints one line per check.
/// Returns the number of failed checks (0 when everything behaves as natively).
/// Prints a self-test's line: `ok` when `got` is `expected`, otherwise `FAIL` with both, counted
/// in `failures`.
func selfTestCheck(_ name: String, _ got: [String], _ expected: [String], failures: inout Int32) {
  if got == expected {
    print("ok   \(name)")
  } else {
    failures += 1
    print("FAIL \(name): got \(got.joined(separator: " | ")), expected \(expected.joined(separator: " | "))")
  }
}

@_cdecl("tactile_selftest")
public func tactileSelfTest() -> Int32 {
  var failures: Int32 = 0
  func check(_ name: String, _ got: [String], _ expected: [String]) {
    selfTestCheck(name, got, expected, failures: &failures)
  }

  // A3: double tap written first; a single tap fires 350 ms after release.
  check(
    "A3 single tap waits for the double tap",
    SelfTestScene.run("0 tap 10 10\n600 wait") { log in
      [.onTapGesture(count: 2) { log.note("d") }, .onTapGesture { log.note("s") }]
    }, ["400 s"])

  // A16: Apple's long-press-then-drag DragState timeline.
  let dragState = GestureState(wrappedValue: 0)
  check(
    "A16 long press then drag",
    SelfTestScene.run("0 down 1 0 0\n700 move 1 0 20\n900 up 1 0 20") { log in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .updating(dragState) { value, state, _ in
              switch value {
              case .first: state = 1
              case .second(_, let drag): state = drag == nil ? 2 : 3
              }
            }
            .onEnded { value in
              if case .second(true, let drag?) = value { log.note("ended \(drag.translation)") }
            })
      ]
    } observing: { log in
      dragState.storage.onChange = { _ in log.note("state \(dragState.wrappedValue)") }
    },
    ["0 state 1", "500 state 2", "700 state 3", "900 state 0", "900 ended (0.0, 20.0)"])

  // The talk's magnify/rotate figures, through the engine's own trigonometry.
  check(
    "talk magnify and rotate",
    SelfTestScene.run(
      "0 down 1 50 150\n600 down 2 150 150\n700 move 2 114.42856435336114 89.84535316600949\n800 up 2\n800 up 1"
    ) { log in
      [
        GestureAttachment(
          SimultaneousGesture(LongPressGesture(), SimultaneousGesture(MagnifyGesture(), RotateGesture()))
            .onEnded { value in
              if let pressed = value.first { log.note("Pressed? \(pressed)") }
              if let magnify = value.second?.first { log.note("Magnified by \(magnify.magnification)") }
              if let rotate = value.second?.second { log.note("Rotated \(rotate.rotation.degrees)") }
            })
      ]
    }, ["800 Pressed? true", "800 Magnified by 0.8814545615264194", "800 Rotated -43.035197220611856"])

  // AnyGesture and Optional (class casts of specialized generic nodes).
  check(
    "AnyGesture and Optional",
    SelfTestScene.run("0 drag 10 10 60 10 100 2") { log in
      [
        GestureAttachment(
          AnyGesture(DragGesture().map { $0.translation.width }).onEnded { log.note("any \($0)") }),
        GestureAttachment(.simultaneous, Optional(DragGesture().onEnded { _ in log.note("optional") })),
      ]
    }, ["100 any 50.0", "100 optional"])
  return failures
}

/// A 200×200 view with the given gestures, driven by an events script as a host would.
enum SelfTestScene {
  /// Collects what the scene's callbacks note, with the engine's current time.
  final class Log {
    var lines: [String] = []
    var arena: GestureArena?
    func note(_ message: String) {
      let ms = arena?.now?.milliseconds ?? 0
      let whole = ms == ms.rounded() ? "\(Int(ms))" : "\(ms)"
      lines.append("\(whole) \(message)")
    }
  }

  static func run(
    _ script: String, _ gestures: @escaping (Log) -> [GestureAttachment], observing: (Log) -> Void = { _ in }
  ) -> [String] {
    let log = Log()
    let arena = GestureArena()
    log.arena = arena
    observing(log)
    func tree() -> ResponderTree {
      var tree = ResponderTree()
      tree.add(
        ResponderNode(
          id: NodeID(1), label: "View", size: CGSize(width: 200, height: 200),
          content: .rectangle(CGRect(x: 0, y: 0, width: 200, height: 200)), attachments: gestures(log)))
      return tree
    }
    arena.setTree(tree())
    let parsed: EventScript
    do throws(EventScriptError) {
      parsed = try EventScript(parsing: script)
    } catch {
      return ["error: \(error)"]
    }
    for step in parsed.steps {
      while arena.fireNextDeadline(notAfter: step[0].event.time) { arena.setTree(tree()) }
      do throws(PointerEventError) {
        try arena.handle(step.map { $0.event })
      } catch {
        return log.lines + ["error: \(error)"]
      }
      arena.setTree(tree())
    }
    while arena.fireNextDeadline(notAfter: parsed.endTime) { arena.setTree(tree()) }
    return log.lines
  }
}

/// Parser checks inside the module: a seed example parses without diagnostics, and nesting far
/// deeper than real code ends with a diagnostic instead of exhausting the stack. Returns the
/// number of failed checks.
@_cdecl("tactile_selftest_parser")
public func tactileSelfTestParser() -> Int32 {
  var failures: Int32 = 0
  let seed = """
    struct GestureStateGestureDemo: View {
        @GestureState private var dragOffset = CGSize.zero
        var body: some View {
            Circle()
                .offset(dragOffset)
                .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
        }
    }
    """
  let tree = Parser.parse(seed)
  if tree.diagnostics.isEmpty, !tree.items.isEmpty {
    print("ok   parse the GestureStateGesture seed")
  } else {
    failures += 1
    print("FAIL parse the GestureStateGesture seed: \(tree.diagnostics.count) diagnostics")
  }
  for depth in [200, 10_000] {
    let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let deep = Parser.parse("let x = " + nested)
    let tooDeep = deep.diagnostics.contains { $0.id == "tooDeeplyNested" }
    if tooDeep == (depth > Parser.defaultMaximumNestingDepth) {
      print("ok   \(depth) nested parentheses")
    } else {
      failures += 1
      print("FAIL \(depth) nested parentheses: \(deep.diagnostics.count) diagnostics")
    }
  }
  return failures
}
