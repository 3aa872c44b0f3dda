import Testing

@testable import TactileGestures

#if canImport(Glibc)
  import Glibc
#endif

/// The SwiftUI value types: Swift's printing, arithmetic, transforms, and the engine's own
/// trigonometry against the C library's.
@Suite struct ValueTests {
  @Test("values print as Swift prints them")
  func printing() {
    #expect("\(CGPoint(x: 119, y: 40))" == "(119.0, 40.0)")
    #expect("\(CGSize(width: 119, height: 40))" == "(119.0, 40.0)")
    #expect("\(CGRect(x: 0, y: 0, width: 100, height: 50))" == "(0.0, 0.0, 100.0, 50.0)")
    #expect("\(CGVector(dx: 3, dy: 4))" == "(3.0, 4.0)")
    #expect("\(Angle(degrees: 30))" == "Angle(radians: 0.5235987755982988)")
    #expect("\(UnitPoint.center)" == "UnitPoint(x: 0.5, y: 0.5)")
    #expect("\(CGFloat(119))" == "119.0")
    #expect("\(SpatialTapGesture.Value(location: CGPoint(x: 1, y: 2)))" == "Value(location: (1.0, 2.0))")
  }

  @Test("Date prints as Foundation does, on the virtual clock")
  func dates() {
    #expect("\(Date())" == "2001-01-01 00:00:00 +0000")
    #expect("\(Date(timeIntervalSinceReferenceDate: 86_400 * 59 + 3_723.5))" == "2001-03-01 01:02:03 +0000")
    #expect("\(Date(timeIntervalSinceReferenceDate: -1))" == "2000-12-31 23:59:59 +0000")
    #expect("\(Date(timeIntervalSinceReferenceDate: 86_400 * 366 * 4))" == "2005-01-04 00:00:00 +0000")
    #expect(
      Date(timeIntervalSinceReferenceDate: 5).timeIntervalSince(Date(timeIntervalSinceReferenceDate: 2)) == 3)
  }

  @Test("Angle converts and does arithmetic")
  func angles() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect((Angle.degrees(90) + .degrees(45)).degrees == 135)
    #expect((-Angle.radians(1)).radians == -1)
    #expect(Angle.degrees(10) < Angle.degrees(20))
  }

  @Test("CGRect edges, containment and insets")
  func rects() {
    let r = CGRect(x: 10, y: 20, width: -10, height: 30)
    #expect(r.minX == 0 && r.maxX == 10 && r.midY == 35)
    #expect(r.contains(CGPoint(x: 0, y: 20)))
    #expect(!r.contains(CGPoint(x: 10, y: 20)))
    #expect(
      CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 3)
        == CGRect(x: 2, y: 3, width: 6, height: 4))
  }

  @Test("affine transforms concatenate in Core Graphics' order and invert")
  func transforms() throws {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    let inverse = try #require(t.inverted())
    let back = CGPoint(x: 12, y: 23).applying(inverse)
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == nil)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(p.x) < 1e-15 && p.y == 1)
  }

  #if canImport(Glibc)
    @Test("sin, cos and atan2 agree with the C library within two ulps")
    func trigonometry() {
      var rng = SplitMix64(seed: 7)
      func ulps(_ a: Double, _ b: Double) -> Double {
        if a == b { return 0 }
        return abs(a - b) / max(a.ulp, b.ulp, Double.leastNormalMagnitude)
      }
      var worst = 0.0
      for _ in 0..<20_000 {
        let x = Double.random(in: -100...100, using: &rng)
        worst = max(worst, ulps(Trigonometry.sin(x), sin(x)), ulps(Trigonometry.cos(x), cos(x)))
        let y = Double.random(in: -100...100, using: &rng)
        worst = max(worst, ulps(Trigonometry.atan2(y, x), atan2(y, x)))
      }
      #expect(worst <= 2, "worst error \(worst) ulps")
      #expect(
        Trigonometry.sin(0) == 0 && Trigonometry.cos(0) == 1 && Trigonometry.atan2(0, 1) == 0
          && Trigonometry.atan2(1, 0) == .pi / 2)
      #expect(Trigonometry.atan2(0, -1) == .pi && Trigonometry.atan2(-0.0, -1) == -.pi)
    }
  #endif
}

/// The trace: what `tactile replay --trace` prints for a double-tap-then-single-tap scene.
@Suite struct TraceTests {
  @Test("R2.6 the trace of A3 explains why the single tap fired late: paused until the double tap failed")
  func traceOfA3() throws {
    let d = Driver(traced: true) { d in
      singleView([
        .onTapGesture(count: 2, label: "double") { d.note("d") },
        .onTapGesture(label: "single") { d.note("s") },
      ])
    }
    try d.run("0 tap 10 10\n600 wait")
    #expect(
      d.trace.map { "\($0)" } == [
        "0.0 ms  double: pointer 1 bound",
        "0.0 ms  single: pointer 1 bound",
        "0.0 ms  double › TapGesture(count: 2): possible",
        "0.0 ms  single › TapGesture: possible",
        "50.0 ms  single › TapGesture: paused (waiting for double to fail)",
        "400.0 ms  double › TapGesture(count: 2): failed (the next tap did not come within 0.35 s)",
        "400.0 ms  single › TapGesture: resumed",
        "400.0 ms  single › TapGesture: ended",
        "400.0 ms  single › TapGesture: onEnded fired",
      ])
  }

  @Test("R2.6 a tap waiting for a higher-precedence tap loses to it when that tap ends")
  func waitingTapLoses() throws {
    let d = Driver(traced: true) { d in
      ResponderTree(
        .rect(
          1, "Parent", CGRect(x: 0, y: 0, width: 300, height: 300),
          gestures: [
            GestureAttachment(.highPriority, TapGesture().onEnded { d.note("parent") }, label: "parent")
          ],
          children: [
            .rect(
              2, "Child", CGRect(x: 0, y: 0, width: 100, height: 100),
              gestures: [.onTapGesture(label: "child") { d.note("child") }])
          ]))
    }
    try d.run("0 tap 50 50")
    #expect(d.log.filter { !$0.contains("ms") } == ["50 parent"])
    #expect(
      d.trace.map { "\($0)" }.suffix(3) == [
        "50.0 ms  parent › TapGesture: onEnded fired",
        "50.0 ms  child › TapGesture: cancelled (parent was recognised and has precedence)",
        "50.0 ms  child: lost to parent (parent was recognised and has precedence)",
      ])
  }

  @Test("R2.6 a tap fails once a higher-precedence gesture is active, and the trace names that gesture")
  func tapFailsNamingActiveGesture() throws {
    let d = Driver(traced: true) { d in
      ResponderTree(
        .rect(
          1, "Parent", CGRect(x: 0, y: 0, width: 300, height: 300),
          gestures: [
            GestureAttachment(
              .highPriority, DragGesture(minimumDistance: 0).onChanged { _ in d.note("drag") },
              label: "parent drag")
          ],
          children: [
            .rect(
              2, "Child", CGRect(x: 0, y: 0, width: 100, height: 100),
              gestures: [.onTapGesture(label: "child tap") { d.note("tap") }])
          ]))
    }
    try d.run("0 down 1 50 50\n20 move 1 51 50\n40 up 1 51 50")
    #expect(!d.log.contains { $0.hasSuffix(" tap") })
    #expect(
      d.trace.map { "\($0)" }.contains {
        $0.hasSuffix("  child tap › TapGesture: failed (parent drag became active and has precedence)")
      },
      "\(d.trace.map { "\($0)" })")
  }

  @Test("without a tracer the engine records nothing")
  func noTracer() throws {
    let d = driveSingleView { d in [.onTapGesture { d.note("tap") }] }
    try d.run("0 tap 10 10")
    #expect(d.trace.isEmpty && d.log == ["50 tap"])
  }
}
