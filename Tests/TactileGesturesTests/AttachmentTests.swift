import TactileGeometry
import TactileGestures
import Testing

/// gesture / highPriorityGesture / simultaneousGesture, GestureMask, isEnabled and .disabled:
/// docs/rules/R9-precedence.md, R12.5 and test vectors A13–A15, A18.
@Suite struct AttachmentTests {
  /// Apple's example: a VStack with a gesture of `kind`, containing an image with its own tap
  /// gesture and a plain rectangle (A13–A15, R9.1–R9.3).
  private func appleExample(_ kind: AttachmentKind, mask: GestureMask = .all, _ script: String) throws
    -> [String]
  {
    let d = Driver { d in
      ResponderTree(
        .stack(
          1, "VStack", CGRect(x: 0, y: 0, width: 200, height: 300),
          gestures: [GestureAttachment(kind, TapGesture().onEnded { d.note("VStack") }, including: mask)],
          children: [
            .rect(
              2, "Image", CGRect(x: 0, y: 0, width: 200, height: 100),
              gestures: [.onTapGesture { d.note("Image") }]),
            .rect(3, "Rectangle", CGRect(x: 0, y: 120, width: 200, height: 100)),
          ]))
    }
    try d.run(script)
    return d.log
  }

  @Test("A13 R9.1 R9.4 R9.8 child wins by default; the rectangle's taps go to the VStack")
  func vectorA13() throws {
    #expect(try appleExample(.gesture, "0 tap 100 50\n1000 wait") == ["50 Image"])
    #expect(try appleExample(.gesture, "0 tap 100 150\n1000 wait") == ["50 VStack"])
  }

  @Test("A14 R9.2 R9.4 highPriorityGesture on the VStack wins over the image's tap")
  func vectorA14() throws {
    #expect(try appleExample(.highPriority, "0 tap 100 50\n1000 wait") == ["50 VStack"])
  }

  @Test("A15 R9.3 R9.4 simultaneousGesture: both fire on the image, only the VStack's on the rectangle")
  func vectorA15() throws {
    #expect(try appleExample(.simultaneous, "0 tap 100 50\n1000 wait") == ["50 Image", "50 VStack"])
    #expect(try appleExample(.simultaneous, "0 tap 100 150\n1000 wait") == ["50 VStack"])
  }

  @Test("A18 R9.6 including: .gesture disables every gesture inside")
  func vectorA18() throws {
    #expect(try appleExample(.gesture, mask: .gesture, "0 tap 100 50\n1000 wait") == ["50 VStack"])
  }

  @Test("R9.6 including: .subviews disables the added gesture; .none disables both")
  func masks() throws {
    #expect(
      try appleExample(.gesture, mask: .subviews, "0 tap 100 50\n300 tap 100 150\n1000 wait") == ["50 Image"])
    #expect(try appleExample(.gesture, mask: .none, "0 tap 100 50\n300 tap 100 150\n1000 wait") == [])
  }

  @Test("R9.6 gesture(_:isEnabled: false) is gesture(_:including: .subviews)")
  func isEnabledFalse() throws {
    let d = Driver { d in
      ResponderTree(
        .stack(
          1, "VStack", CGRect(x: 0, y: 0, width: 200, height: 300),
          gestures: [
            GestureAttachment(.gesture, TapGesture().onEnded { d.note("VStack") }, isEnabled: false)
          ],
          children: [
            .rect(
              2, "Image", CGRect(x: 0, y: 0, width: 200, height: 100),
              gestures: [.onTapGesture { d.note("Image") }])
          ]))
    }
    try d.run("0 tap 100 50\n1000 wait")
    #expect(d.log == ["50 Image"])
  }

  @Test("R9.7 .disabled(true) switches off the gestures of the views below it")
  func disabled() throws {
    let d = Driver { d in
      ResponderTree(
        .stack(
          1, "VStack", CGRect(x: 0, y: 0, width: 200, height: 300),
          gestures: [.onTapGesture { d.note("VStack") }],
          children: [
            .rect(
              2, "Image", CGRect(x: 0, y: 0, width: 200, height: 100),
              gestures: [.onTapGesture { d.note("Image") }]
            )
            .with { $0.isEnabled = false }
          ]))
    }
    try d.run("0 tap 100 50\n1000 wait")
    #expect(d.log == ["50 VStack"])
  }

  @Test("R9.1 a child's drag wins over its parent's drag")
  func childDragWins() throws {
    let d = driveParentAndChild(
      parent: { d in [GestureAttachment(DragGesture().onChanged { _ in d.note("parent") })] },
      child: { d in [GestureAttachment(DragGesture().onChanged { _ in d.note("child") })] })
    try d.run("0 drag 50 50 150 50 100 2")
    #expect(d.log == ["50 child", "100 child"])
  }

  @Test("R9.2 a parent's highPriorityGesture drag wins over the child's drag")
  func highPriorityParentDragWins() throws {
    let d = driveParentAndChild(
      parent: { d in [GestureAttachment(.highPriority, DragGesture().onChanged { _ in d.note("parent") })] },
      child: { d in [GestureAttachment(DragGesture().onChanged { _ in d.note("child") })] })
    try d.run("0 drag 50 50 150 50 100 2")
    #expect(d.log == ["50 parent", "100 parent"])
  }

  @Test("R9.5 several .gesture modifiers: the earlier (inner) one has precedence")
  func earlierGestureWins() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(DragGesture().onChanged { _ in d.note("first") }),
        GestureAttachment(DragGesture().onChanged { _ in d.note("second") }),
      ]
    }
    try d.run("0 drag 10 10 60 10 100 2")
    #expect(d.log == ["50 first", "100 first"])
  }

  @Test("R9.5 a later highPriorityGesture beats what was attached before it")
  func laterHighPriorityWins() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(DragGesture().onChanged { _ in d.note("first") }),
        GestureAttachment(.highPriority, DragGesture().onChanged { _ in d.note("high") }),
      ]
    }
    try d.run("0 drag 10 10 60 10 100 2")
    #expect(d.log == ["50 high", "100 high"])
  }

  @Test("R9.5 a later simultaneousGesture runs alongside what was attached before it")
  func laterSimultaneousRunsAlongside() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(DragGesture().onChanged { _ in d.note("drag") }),
        GestureAttachment(.simultaneous, DragGesture().onChanged { _ in d.note("simultaneous") }),
      ]
    }
    try d.run("0 drag 10 10 60 10 100 2")
    #expect(d.log == ["50 drag", "50 simultaneous", "100 drag", "100 simultaneous"])
  }

  @Test("R2.6 a parent tap waits for a child drag: fails if the drag activates, fires if it fails")
  func parentTapWaitsForChildDrag() throws {
    func run(_ script: String) throws -> [String] {
      let d = driveParentAndChild(
        parent: { d in [.onTapGesture { d.note("tap") }] },
        child: { d in [GestureAttachment(DragGesture().onEnded { _ in d.note("drag") })] })
      try d.run(script)
      return d.log
    }
    #expect(try run("0 down 1 50 50\n50 move 1 65 50\n100 up 1 65 50") == ["100 drag"])
    #expect(try run("0 down 1 50 50\n50 move 1 55 50\n100 up 1 55 50") == ["100 tap"])
  }

  @Test("R12.5 iOS 26: a child's simultaneousGesture is not simultaneous with its ancestors' gestures")
  func simultaneousGestureAndAncestors() throws {
    let d = Driver { d in
      ResponderTree(
        .stack(
          1, "ZStack", CGRect(x: 0, y: 0, width: 200, height: 200),
          gestures: [.onTapGesture { d.note("parent") }],
          children: [
            .rect(
              2, "Color.red", CGRect(x: 0, y: 0, width: 200, height: 200),
              gestures: [GestureAttachment(.simultaneous, TapGesture().onEnded { d.note("child") })])
          ]))
    }
    try d.run("0 tap 100 100\n1000 wait")
    #expect(d.log == ["50 child"])
  }

  @Test("R9.9 with the iOS 18 switch on, a single tap waits for a double tap written after it")
  func fewerTapsWait() throws {
    let d = driveSingleView { d in [.onTapGesture { d.note("s") }, .onTapGesture(count: 2) { d.note("d") }] }
    d.arena.fewerTapsWaitForMore = true
    try d.run("0 tap 10 10\n1000 tap 10 10\n1150 tap 10 10\n2000 wait")
    #expect(d.log == ["400 s", "1200 d"])
  }

  @Test("decision 4.17 two fingers drag two sibling views independently")
  func twoSliders() throws {
    let d = Driver { d in
      ResponderTree(
        .stack(
          1, "HStack", CGRect(x: 0, y: 0, width: 300, height: 100),
          children: [
            .rect(
              2, "Left", CGRect(x: 0, y: 0, width: 100, height: 100),
              gestures: [GestureAttachment(DragGesture().onEnded { d.note("left \($0.translation)") })]),
            .rect(
              3, "Right", CGRect(x: 200, y: 0, width: 100, height: 100),
              gestures: [GestureAttachment(DragGesture().onEnded { d.note("right \($0.translation)") })]),
          ]))
    }
    try d.run("0 down 1 50 50\n10 down 2 250 50\n100 move 1 50 80\n100 move 2 250 20\n200 up 1\n200 up 2")
    #expect(d.log == ["200 left (0.0, 30.0)", "200 right (0.0, -30.0)"])
  }
}
