import TactileGeometry
import Testing

@testable import TactileGestures

/// The engine's own value types as Swift prints them (the geometry values are tested in
/// TactileGeometryTests).
@Suite struct ValueTests {
  @Test("values print as Swift prints them")
  func printing() {
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
    let d = driveParentAndChild(
      traced: true,
      parent: { d in
        [GestureAttachment(.highPriority, TapGesture().onEnded { d.note("parent") }, label: "parent")]
      },
      child: { d in [.onTapGesture(label: "child") { d.note("child") }] })
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
    let d = driveParentAndChild(
      traced: true,
      parent: { d in
        [
          GestureAttachment(
            .highPriority, DragGesture(minimumDistance: 0).onChanged { _ in d.note("drag") },
            label: "parent drag")
        ]
      },
      child: { d in [.onTapGesture(label: "child tap") { d.note("tap") }] })
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
