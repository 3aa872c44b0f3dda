import Foundation
import TactileAnimation
import TactileColor
import TactileDisplay
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Frames between display lists: what animations do to what is drawn.
@Suite struct DisplayAnimatorTests {
  func item(x: Double, angle: Double = 0, color: RGBA = RGBA(255, 0, 0), opacity: Double = 1) -> DisplayItem {
    let (s, c) = (Foundation.sin(angle), Foundation.cos(angle))
    return DisplayItem(
      viewID: 7, transform: TactileGeometry.CGAffineTransform(a: c, b: s, c: -s, d: c, tx: x, ty: 10),
      opacity: opacity,
      command: .fill(
        .roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .continuous),
        rect: TactileGeometry.CGRect(x: 0, y: 0, width: 20, height: 20), paint: .color(color), evenOdd: false)
    )
  }

  func list(_ items: [DisplayItem]) -> DisplayList {
    DisplayList(size: TactileGeometry.CGSize(width: 390, height: 844), scheme: .light, items: items)
  }

  @Test("without an animation a frame is exactly the new list")
  func noAnimation() {
    var animator = DisplayAnimator()
    animator.update(to: list([item(x: 0)]), at: 0, animation: nil)
    animator.update(to: list([item(x: 100)]), at: 1, animation: nil)
    #expect(animator.frame(at: 1) == list([item(x: 100)]))
    #expect(animator.isSettled(at: 1))
  }

  @Test(
    "a linear animation moves the item and its colour halfway at half time, and ends exactly on the target")
  func linear() throws {
    var animator = DisplayAnimator()
    animator.update(
      to: list([item(x: 0, color: RGBA(red: 1, green: 0, blue: 0), opacity: 1)]), at: 0, animation: nil)
    let target = list([item(x: 100, color: RGBA(red: 0, green: 0, blue: 1), opacity: 0.5)])
    animator.update(to: target, at: 1, animation: .timing(.linear, duration: 1))
    let middle = try #require(animator.frame(at: 1.5)?.items.first)
    #expect(abs(middle.transform.tx - 50) < 1e-9)
    #expect(abs(middle.opacity - 0.75) < 1e-9)
    guard case .fill(_, _, .color(let c), _) = middle.command else {
      Issue.record("expected a colour fill")
      return
    }
    #expect(abs(c.red - 0.5) < 1e-9 && abs(c.blue - 0.5) < 1e-9)
    #expect(!animator.isSettled(at: 1.5))
    #expect(animator.frame(at: 2) == target)
  }

  @Test("a rotation goes the shorter way round: from 170° to −170° it passes 180°, not 0°")
  func shorterRotation() throws {
    var animator = DisplayAnimator()
    let degrees = Double.pi / 180
    animator.update(to: list([item(x: 0, angle: 170 * degrees)]), at: 0, animation: nil)
    animator.update(
      to: list([item(x: 0, angle: -170 * degrees)]), at: 0, animation: .timing(.linear, duration: 1))
    let middle = try #require(animator.frame(at: 0.5)?.items.first)
    #expect(abs(middle.transform.a - (-1)) < 1e-9 && abs(middle.transform.b) < 1e-9)
  }

  func transformed(_ t: TactileGeometry.CGAffineTransform) -> DisplayItem {
    var i = item(x: 0)
    i.transform = t
    return i
  }

  @Test("a flip (a mirror) animates as a narrowing through edge-on, not as a half turn in the plane")
  func flip() throws {
    var animator = DisplayAnimator()
    animator.update(
      to: list([transformed(TactileGeometry.CGAffineTransform.identity)]), at: 0, animation: nil)
    let mirrored = TactileGeometry.CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 20, ty: 0)
    animator.update(to: list([transformed(mirrored)]), at: 0, animation: .timing(.linear, duration: 1))
    let middle = try #require(animator.frame(at: 0.5)?.items.first).transform
    #expect(abs(middle.a) < 1e-9 && abs(middle.b) < 1e-9 && abs(middle.c) < 1e-9 && abs(middle.d - 1) < 1e-9)
    let quarter = try #require(animator.frame(at: 0.25)?.items.first).transform
    #expect(abs(quarter.a - 0.5) < 1e-9 && abs(quarter.d - 1) < 1e-9, "\(quarter)")
    #expect(animator.frame(at: 1)?.items.first?.transform == mirrored)
  }

  @Test("a sheared transform (a rotation about a tilted axis) keeps its shear while it animates")
  func shear() throws {
    var animator = DisplayAnimator()
    let sheared = TactileGeometry.CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    animator.update(
      to: list([transformed(TactileGeometry.CGAffineTransform.identity)]), at: 0, animation: nil)
    animator.update(to: list([transformed(sheared)]), at: 0, animation: .timing(.linear, duration: 1))
    let middle = try #require(animator.frame(at: 0.5)?.items.first).transform
    #expect(abs(middle.c - 0.25) < 1e-9 && abs(middle.a - 1) < 1e-9 && abs(middle.d - 1) < 1e-9, "\(middle)")
    // Just before the end the shown transform is all but the target, shear included.
    let late = try #require(animator.frame(at: 0.999999)?.items.first).transform
    #expect(abs(late.c - 0.5) < 1e-5, "\(late)")
  }

  @Test("a change in flight retargets from the shown position, without a jump")
  func retarget() throws {
    var animator = DisplayAnimator()
    animator.update(to: list([item(x: 0)]), at: 0, animation: nil)
    animator.update(to: list([item(x: 100)]), at: 0, animation: .spring(.spring))
    let shown = try #require(animator.frame(at: 0.1)?.items.first).transform.tx
    animator.update(to: list([item(x: -50)]), at: 0.1, animation: .spring(.spring))
    let after = try #require(animator.frame(at: 0.1)?.items.first).transform.tx
    #expect(abs(after - shown) < 1e-9)
    #expect(shown > 0 && shown < 100)
  }

  @Test(
    "the skill's draggable card, released: the interactiveSpring drag and the spring commit leave it where it was let go, settled within 0.5 pt"
  )
  func releasedCard() throws {
    let url = SharedFixtures.replay.appendingPathComponent("skill_draggable_card.swift")
    let sema = SemanticAnalyzer.analyze(try String(contentsOf: url, encoding: .utf8))
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    // Down at the card's centre, dragged 100 pt right over 200 ms, released.
    let script = try EventScript(parsing: "0 drag 195 422 295 422 200 10\n1000 wait\n")
    let builder = DisplayListBuilder()
    /// Replays up to `until` ms; returns the animator and, for each render, the card's x just
    /// before and just after it took the new target.
    func run(until: Double? = nil) -> (DisplayAnimator, [(time: Double, before: Double, after: Double)]) {
      var animator = DisplayAnimator()
      var jumps: [(time: Double, before: Double, after: Double)] = []
      _ = Replay.run(
        program, root: root, script: script, until: until,
        onRender: { host in
          let now = host.interpreter.now
          let before = animator.frame(at: now)?.items.first?.transform.tx ?? .nan
          animator.update(to: builder.build(host.layout!), at: now, animation: host.lastChangeAnimation)
          jumps.append((now, before, animator.frame(at: now)?.items.first?.transform.tx ?? .nan))
        })
      return (animator, jumps)
    }
    // The card lags the finger while dragging (an interactive spring, response 0.15 s).
    let (midway, _) = run(until: 100)
    let lagging = try #require(midway.frame(at: 0.1)?.items.first).transform.tx
    #expect(lagging > 45 && lagging < 45 + 50)
    let (animator, renders) = run()
    // No render makes it jump, the release (0.2 s) included.
    for r in renders.dropFirst() { #expect(abs(r.before - r.after) < 1e-9, "jump at \(r.time)") }
    #expect(renders.contains { $0.time == 0.2 })
    // It comes to rest on the finger's last position, within 0.5 pt by the time the
    // interactive spring settles to 0.5 pt of a 100 pt move (its closed form, from the last
    // change at the release; one 60 Hz frame of slack).
    func x(_ t: Double) throws -> Double { try #require(animator.frame(at: t)?.items.first).transform.tx }
    let settle = Spring.interactiveSpring.settlingDuration(threshold: 0.5 / 100)
    #expect(abs(try x(0.2 + settle + 1.0 / 60) - 145) < 0.5)
    #expect(try x(1.0) == 145)
  }

  @Test("animation(_:value:) animates the changes inside it when its value changes, and nothing else")
  func animationModifier() throws {
    let sema = SemanticAnalyzer.analyze(
      """
      import SwiftUI
      struct Toggler: View {
        @State private var on = false
        var body: some View {
          VStack {
            Circle().frame(width: 50, height: 50).offset(x: on ? 100 : 0)
              .animation(.linear(duration: 1), value: on)
            Rectangle().frame(width: 50, height: 50).offset(x: on ? 100 : 0)
            Text("toggle").onTapGesture { on.toggle() }
          }
        }
      }
      """)
    #expect(sema.diagnostics.isEmpty)
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let builder = DisplayListBuilder()
    var animator = DisplayAnimator()
    var base: (circle: Double, square: Double)?
    let outcome = Replay.run(
      program, root: root, script: try EventScript(parsing: "0 tap 195 484\n2000 wait\n"),
      onRender: { host in
        let layout = host.layout!
        animator.update(
          to: builder.build(layout), at: host.interpreter.now, animation: host.lastChangeAnimation,
          overrides: DisplayAnimator.animations(in: layout, subtrees: host.lastSubtreeAnimations))
        if base == nil, let items = animator.frame(at: 0)?.items, items.count >= 2 {
          base = (items[0].transform.tx, items[1].transform.tx)
        }
      })
    #expect(outcome.error == nil)
    let start = try #require(base)
    // The tap ends at 50 ms: half a second later the circle is halfway, the square already there.
    let half = try #require(animator.frame(at: 0.55)?.items)
    #expect(abs(half[0].transform.tx - (start.circle + 50)) < 1e-6)
    #expect(half[1].transform.tx == start.square + 100)
    #expect(try #require(animator.frame(at: 1.05)?.items)[0].transform.tx == start.circle + 100)
  }

  /// The circle's x in the frames drawn by a replay of `source` against `events`: at the first
  /// render, the furthest it went at any render, and after the replay at `times` (seconds).
  func circleX(_ source: String, _ events: String, at times: [Double]) throws -> (
    start: Double, furthest: Double, xs: [Double]
  ) {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty)
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let builder = DisplayListBuilder()
    var animator = DisplayAnimator()
    var start: Double?
    var furthest = -Double.infinity
    let outcome = Replay.run(
      program, root: root, script: try EventScript(parsing: events),
      onRender: { host in
        let layout = host.layout!
        animator.update(
          to: builder.build(layout), at: host.interpreter.now, animation: host.lastChangeAnimation,
          overrides: DisplayAnimator.animations(in: layout, subtrees: host.lastSubtreeAnimations))
        if start == nil { start = animator.frame(at: 0)?.items.first?.transform.tx }
        furthest = max(
          furthest, animator.frame(at: host.interpreter.now)?.items.first?.transform.tx ?? furthest)
      })
    #expect(outcome.error == nil)
    let xs = try times.map { t in try #require(animator.frame(at: t)?.items.first).transform.tx }
    return (try #require(start), furthest, xs)
  }

  /// The width of the first drawn item at `times` (seconds) after a replay of `source`.
  func firstWidth(_ source: String, _ events: String, at times: [Double]) throws -> [Double] {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let builder = DisplayListBuilder()
    var animator = DisplayAnimator()
    let outcome = Replay.run(
      program, root: try #require(program.root), script: try EventScript(parsing: events),
      onRender: { host in
        let layout = host.layout!
        animator.update(
          to: builder.build(layout), at: host.interpreter.now, animation: host.lastChangeAnimation,
          overrides: DisplayAnimator.animations(in: layout, subtrees: host.lastSubtreeAnimations))
      })
    #expect(outcome.error == nil)
    return try times.map { t in
      guard case .fill(_, let rect, _, _) = try #require(animator.frame(at: t)?.items.first).command else {
        return -1
      }
      return rect.width
    }
  }

  static func hero(matched: Bool, sharedNamespace: Bool = true) -> String {
    let effect = matched ? ".matchedGeometryEffect(id: \"card\", in: ns)" : ""
    let second = sharedNamespace ? "ns" : "other"
    return """
      import SwiftUI
      struct Hero: View {
          @Namespace private var ns
          @Namespace private var other
          @State private var expanded = false
          var body: some View {
              VStack {
                  if expanded {
                      Rectangle().fill(.orange)
                          \(effect.replacingOccurrences(of: "ns)", with: second + ")"))
                          .frame(width: 300, height: 300)
                  } else {
                      Rectangle().fill(.orange)
                          \(effect)
                          .frame(width: 100, height: 100)
                  }
              }
              .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
          }
      }
      """
  }

  @Test("matchedGeometryEffect: the view that replaces its match grows from the other's frame")
  func matchedGeometry() throws {
    // The tap ends at 50 ms; the linear animation runs one second from there.
    let widths = try firstWidth(Self.hero(matched: true), "0 tap 195 422", at: [0.55, 1.05])
    #expect(abs(widths[0] - 200) < 1e-6 && widths[1] == 300, "\(widths)")
    // Without the effect, or with the two in different namespaces, the new view is there at once.
    #expect(try firstWidth(Self.hero(matched: false), "0 tap 195 422", at: [0.55]) == [300])
    #expect(
      try firstWidth(Self.hero(matched: true, sharedNamespace: false), "0 tap 195 422", at: [0.55]) == [300])
  }

  static func resetDemo(_ wrapper: String) -> String {
    """
    import SwiftUI
    struct ResetDemo: View {
        \(wrapper)
        private var offset: CGFloat = 0
        var body: some View {
            Circle()
                .fill(.blue)
                .frame(width: 100, height: 100)
                .offset(x: offset)
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
        }
    }
    """
  }

  @Test("R1.5 a @GestureState reset animates with its resetTransaction: halfway back at half the duration")
  func gestureStateResetTransaction() throws {
    // The drag ends at 100 ms with the offset at 100; the reset runs a 1 s linear animation.
    let (start, furthest, xs) = try circleX(
      Self.resetDemo("@GestureState(resetTransaction: Transaction(animation: .linear(duration: 1)))"),
      "0 drag 195 422 295 422 100\n2000 wait\n", at: [0.6, 1.1])
    #expect(furthest == start + 100)
    #expect(abs(xs[0] - (start + 50)) < 1e-6)
    #expect(xs[1] == start)
  }

  @Test("R1.5 a @GestureState reset closure's transaction.animation animates the reset")
  func gestureStateResetClosure() throws {
    let (start, furthest, xs) = try circleX(
      Self.resetDemo(
        "@GestureState(reset: { value, transaction in transaction.animation = .linear(duration: 2) })"),
      "0 drag 195 422 295 422 100\n3000 wait\n", at: [0.6, 1.1, 2.1])
    #expect(furthest == start + 100)
    #expect(abs(xs[0] - (start + 75)) < 1e-6)
    #expect(abs(xs[1] - (start + 50)) < 1e-6)
    #expect(xs[2] == start)
  }

  @Test("R1.5 without a reset transaction the reset is not animated")
  func gestureStateResetPlain() throws {
    let (start, furthest, xs) = try circleX(
      Self.resetDemo("@GestureState"), "0 drag 195 422 295 422 100\n2000 wait\n", at: [0.11])
    #expect(furthest == start + 100)
    #expect(xs[0] == start)
  }
}
