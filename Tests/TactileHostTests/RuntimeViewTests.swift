import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// Views and the runtime around gestures: scroll views against the gestures inside them
/// (docs/rules/R12-scroll-view-and-button.md, iOS 26), views removed mid-gesture (R13), the canvas as `UIScreen.main.bounds`,
/// and accessibility recorded for the Studio.
@Suite struct RuntimeViewTests {
  static let scrolling = """
    import SwiftUI

    struct Rows: View {
      @State private var log: [String] = []
      var body: some View {
        ScrollView {
          Text("tap me").frame(height: 100).onTapGesture { log.append("tapped") }
          Text("drag me").frame(height: 100).gesture(DragGesture().onEnded { _ in log.append("dragged") })
          Text("swipe me").frame(height: 100)
            .simultaneousGesture(DragGesture().onEnded { _ in log.append("swiped") })
          ForEach(0..<20, id: \\.self) { i in Text("row \\(i)").frame(height: 100) }
        }
        .overlay(alignment: .top) { Text(log.joined(separator: " ")) }
      }
    }
    """

  /// Drags pointer 1 vertically from `(x, y)` by `dy` in 5 steps.
  func drag(_ host: ViewHost, from p: CGPoint, dy: Double, at ms: Double) throws {
    try host.deliver(pointer(.down, p.x, p.y, at: ms))
    for step in 1...5 {
      try host.deliver(pointer(.move, p.x, p.y + dy * Double(step) / 5, at: ms + Double(step) * 16))
    }
    try host.deliver(pointer(.up, p.x, p.y + dy, at: ms + 100))
  }

  @Test("R12.3 a tap on an item inside a ScrollView fires, and a vertical drag on a plain row scrolls")
  func scrollAndTap() throws {
    let host = try makeHost(Self.scrolling)
    let tap = try centre(ofText: "tap me", host)
    try host.deliver(pointer(.down, tap.x, tap.y, at: 0))
    try host.deliver(pointer(.up, tap.x, tap.y, at: 50))
    #expect(screenTexts(host).last == "tapped")
    let row = try centre(ofText: "row 3", host)
    try drag(host, from: row, dy: -200, at: 500)
    let moved = try centre(ofText: "row 3", host)
    #expect(moved.y < row.y - 150, "the content scrolled up with the finger")
    #expect(moved.x == row.x)
  }

  @Test("scrollDisabled(true) keeps a scroll view from scrolling and lets a plain row's drag do nothing")
  func scrollDisabled() throws {
    let source = Self.scrolling.replacingOccurrences(
      of: ".overlay(alignment: .top)", with: ".scrollDisabled(log.isEmpty)\n        .overlay(alignment: .top)"
    )
    let host = try makeHost(source)
    let row = try centre(ofText: "row 3", host)
    try drag(host, from: row, dy: -200, at: 0)
    #expect(try centre(ofText: "row 3", host).y == row.y, "disabled: the content stayed")
    // The environment value follows the state: after a tap it scrolls again.
    let tap = try centre(ofText: "tap me", host)
    try host.deliver(pointer(.down, tap.x, tap.y, at: 1000))
    try host.deliver(pointer(.up, tap.x, tap.y, at: 1050))
    try drag(host, from: row, dy: -200, at: 2000)
    #expect(try centre(ofText: "row 3", host).y < row.y - 150)
  }

  @Test("safeAreaInset puts its view at the edge and the view in what is left, spacing apart")
  func safeAreaInset() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          Color.blue.overlay { Text("main") }
            .safeAreaInset(edge: .bottom, spacing: 10) { Text("bar").frame(height: 44) }
            .safeAreaInset(edge: .leading) { Text("side").frame(width: 60) }
        }
      }
      #Preview { Screen() }
      """
    let host = try makeHost(source)
    let bar = try centre(ofText: "bar", host)
    let main = try centre(ofText: "main", host)
    let side = try centre(ofText: "side", host)
    // 844 high: the bar takes the bottom 44 points, 10 apart from the 790 points above it.
    #expect(bar.y == 844 - 22 && main.y == 395, "bar \(bar), main \(main)")
    // 390 wide: the side column takes the leading 60, the rest is 330 wide.
    #expect(side.x == 30 && main.x == 60 + 165, "side \(side), main \(main)")
  }

  @Test("safeAreaPadding pads the view as padding does (the canvas has no safe-area insets)")
  func safeAreaPadding() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Color.red.frame(width: 50, height: 20).safeAreaPadding(.horizontal, 20).background(Color.blue)
            Color.red.frame(width: 50, height: 20).safeAreaPadding(10).background(Color.green)
          }
        }
      }
      #Preview { Screen() }
      """
    let host = try makeHost(source)
    var sizes: [String: CGSize] = [:]
    for view in host.layout?.views ?? [] {
      if case .color(let c) = view.element, case .named(let name) = c.base { sizes[name] = view.size }
    }
    #expect(
      sizes["blue"] == CGSize(width: 90, height: 20) && sizes["green"] == CGSize(width: 70, height: 40),
      "\(sizes)")
  }

  @Test("R12.4 a child's .gesture drag has precedence over the scroll view's pan (iOS 18 and later)")
  func childDragWins() throws {
    let host = try makeHost(Self.scrolling)
    let item = try centre(ofText: "drag me", host)
    try drag(host, from: item, dy: -200, at: 0)
    #expect(screenTexts(host).last == "dragged")
    #expect(try centre(ofText: "drag me", host).y == item.y, "the scroll view did not move")
  }

  @Test("R12.5 iOS 26: a child's simultaneousGesture drag in a ScrollView wins and the list does not scroll")
  func simultaneousDragBlocksScrolling() throws {
    let host = try makeHost(Self.scrolling)
    let item = try centre(ofText: "swipe me", host)
    try drag(host, from: item, dy: -200, at: 0)
    #expect(screenTexts(host).last == "swiped")
    #expect(try centre(ofText: "swipe me", host).y == item.y, "the scroll view did not move")
  }

  @Test("R12.4 R12.5 iOS 18: a child's simultaneousGesture drag runs with the scroll view's pan")
  func simultaneousDragScrollsOnIOS18() throws {
    for model in [ArbitrationModel.iOS18, .iOS17] {
      let host = try makeHost(Self.scrolling)
      host.arena.arbitration = model
      let item = try centre(ofText: "swipe me", host)
      try drag(host, from: item, dy: -200, at: 0)
      #expect(screenTexts(host).last == "swiped")
      #expect(try centre(ofText: "row 0", host).y < item.y, "\(model): the content scrolled")
    }
  }

  static let pressRows = """
    import SwiftUI

    struct Rows: View {
      @State private var log: [String] = []
      var body: some View {
        ScrollView {
          Text("pressed").frame(height: 100).onLongPressGesture { log.append("pressed") }
          Text("tap then press").frame(height: 100)
            .onTapGesture { log.append("opened") }
            .onLongPressGesture(minimumDuration: 0.5) { log.append("selected") }
          ForEach(0..<20, id: \\.self) { i in Text("row \\(i)").frame(height: 100) }
        }
        .overlay(alignment: .top) { Text(log.joined(separator: " ")) }
      }
    }
    """

  @Test("R12.3 4.13 a long press after .onTapGesture is paused, so a drag on its row scrolls the list")
  func tapBeforeLongPressScrolls() throws {
    let host = try makeHost(Self.pressRows)
    let row = try centre(ofText: "tap then press", host)
    try drag(host, from: row, dy: -200, at: 0)
    #expect(try centre(ofText: "tap then press", host).y < row.y - 150, "the content scrolled")
    #expect(!screenTexts(host).contains { $0.contains("selected") || $0.contains("opened") })
  }

  @Test("R12.3 a long press alone is active at touch-down and keeps its row from scrolling")
  func longPressBlocksScrolling() throws {
    let host = try makeHost(Self.pressRows)
    let row = try centre(ofText: "pressed", host)
    try drag(host, from: row, dy: -200, at: 0)
    #expect(try centre(ofText: "pressed", host).y == row.y, "the scroll view did not move")
  }

  @Test("R12.3 iOS 17: a vertical scroll over a row's drag scrolls the list")
  func iOS17ScrollOverRowDrag() throws {
    let host = try makeHost(Self.scrolling)
    host.arena.arbitration = .iOS17
    let item = try centre(ofText: "drag me", host)
    try drag(host, from: item, dy: -200, at: 0)
    #expect(!screenTexts(host).contains { $0.contains("dragged") })
    #expect(try centre(ofText: "drag me", host).y < item.y - 150, "the content scrolled")
  }

  @Test("R12.3 iOS 17: a long press active from touch-down still keeps its row from scrolling")
  func iOS17LongPressBlocksScrolling() throws {
    let host = try makeHost(Self.pressRows)
    host.arena.arbitration = .iOS17
    let row = try centre(ofText: "pressed", host)
    try drag(host, from: row, dy: -200, at: 0)
    #expect(try centre(ofText: "pressed", host).y == row.y, "the scroll view did not move")
  }

  /// Drags pointer 1 horizontally from `(x, y)` by `dx` (and 5 pt down) in 5 steps.
  func dragAcross(_ host: ViewHost, from p: CGPoint, dx: Double, at ms: Double) throws {
    try host.deliver(pointer(.down, p.x, p.y, at: ms))
    for step in 1...5 {
      let f = Double(step) / 5
      try host.deliver(pointer(.move, p.x + dx * f, p.y + 5 * f, at: ms + Double(step) * 16))
    }
    try host.deliver(pointer(.up, p.x + dx, p.y + 5, at: ms + 100))
  }

  @Test("R12.3 a horizontal drag on a row in a vertical ScrollView is the row's on every model")
  func horizontalDragIsTheRows() throws {
    for model in ArbitrationModel.allCases {
      let host = try makeHost(Self.scrolling)
      host.arena.arbitration = model
      let item = try centre(ofText: "drag me", host)
      try dragAcross(host, from: item, dx: 120, at: 0)
      #expect(screenTexts(host).last == "dragged", "\(model)")
      #expect(try centre(ofText: "drag me", host) == item, "\(model): the scroll view did not move")
      // On a plain row, the vertical pan does not begin on a mostly horizontal movement.
      let row = try centre(ofText: "row 3", host)
      try dragAcross(host, from: row, dx: 120, at: 1000)
      #expect(try centre(ofText: "row 3", host) == row, "\(model): the scroll view did not move")
    }
  }

  @Test(
    "R12.3 a horizontal drag on a List row is the row's on every model, and a row with actions still swipes")
  func listHorizontalDrag() throws {
    let source = """
      import SwiftUI

      struct Rows: View {
        @State private var log: [String] = []
        var body: some View {
          List {
            Text("drag me").gesture(DragGesture().onEnded { _ in log.append("dragged") })
            Text("swipe me").swipeActions { Button("Delete") { log.append("deleted") } }
            ForEach(0..<30, id: \\.self) { i in Text("row \\(i)") }
          }
          .overlay(alignment: .bottom) { Text(log.joined(separator: " ")) }
        }
      }
      """
    for model in ArbitrationModel.allCases {
      let host = try makeHost(source)
      host.arena.arbitration = model
      let item = try centre(ofText: "drag me", host)
      try dragAcross(host, from: item, dx: 120, at: 0)
      #expect(screenTexts(host).last == "dragged", "\(model)")
      #expect(try centre(ofText: "drag me", host) == item, "\(model): the list did not move")
      let row = try centre(ofText: "row 3", host)
      try dragAcross(host, from: row, dx: 120, at: 500)
      #expect(
        try centre(ofText: "row 3", host) == row, "\(model): a plain row's horizontal drag scrolls nothing")
      let swipe = try centre(ofText: "swipe me", host)
      try dragAcross(host, from: swipe, dx: -120, at: 1000)
      #expect(try centre(ofText: "swipe me", host).x < swipe.x - 50, "\(model): the row swiped open")
    }
  }

  @Test("R12.3 a vertical drag on a horizontal ScrollView inside a vertical one scrolls the outer one")
  func nestedCrossDirectional() throws {
    let source = """
      import SwiftUI

      struct Page: View {
        var body: some View {
          ScrollView {
            ScrollView(.horizontal) {
              HStack { ForEach(0..<10, id: \\.self) { i in Text("card \\(i)").frame(width: 150, height: 100) } }
            }
            ForEach(0..<20, id: \\.self) { i in Text("row \\(i)").frame(height: 100) }
          }
        }
      }
      """
    for model in ArbitrationModel.allCases {
      let host = try makeHost(source)
      host.arena.arbitration = model
      let card = try centre(ofText: "card 0", host)
      try drag(host, from: card, dy: -200, at: 0)
      let moved = try centre(ofText: "card 0", host)
      #expect(moved.y < card.y - 150 && moved.x == card.x, "\(model): the page scrolled, not the cards")
      let other = try makeHost(source)
      other.arena.arbitration = model
      try dragAcross(other, from: card, dx: -120, at: 0)
      let across = try centre(ofText: "card 0", other)
      #expect(across.x < card.x - 50 && across.y == card.y, "\(model): the cards scrolled, not the page")
    }
  }

  @Test("R12.3 a tap on a row after a 20 pt scroll does not fire, on every model")
  func shortScrollCancelsTap() throws {
    for model in ArbitrationModel.allCases {
      let host = try makeHost(Self.scrolling)
      host.arena.arbitration = model
      let tap = try centre(ofText: "tap me", host)
      try host.deliver(pointer(.down, tap.x, tap.y, at: 0))
      try host.deliver(pointer(.move, tap.x, tap.y - 10, at: 16))
      try host.deliver(pointer(.move, tap.x, tap.y - 20, at: 32))
      try host.deliver(pointer(.up, tap.x, tap.y - 20, at: 48))
      #expect(!screenTexts(host).contains { $0.contains("tapped") }, "\(model)")
      #expect(try centre(ofText: "tap me", host).y < tap.y, "\(model): the content scrolled")
    }
  }

  @Test(
    "4.13 a tile with a tap and a 0.5 s long press: a 0.6 s hold opens, a still 1 s hold selects at 0.75 s")
  func tileTapAndLongPress() throws {
    let source = """
      import SwiftUI

      struct Tile: View {
        @State private var log: [String] = []
        var body: some View {
          ZStack {
            Text("tile").frame(width: 200, height: 200)
              .onTapGesture { log.append("open") }
              .onLongPressGesture(minimumDuration: 0.5) { log.append("select") } onPressingChanged: { p in
                log.append("pressing \\(p)")
              }
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .overlay(alignment: .top) { Text(log.joined(separator: ", ")) }
        }
      }
      """
    let host = try makeHost(source)
    let tile = try centre(ofText: "tile", host)
    try host.deliver(pointer(.down, tile.x, tile.y, at: 0))
    try host.deliver(pointer(.up, tile.x, tile.y, at: 600))
    try host.advance(to: EventTime(milliseconds: 2000))
    #expect(screenTexts(host).last == "open")
    try host.deliver(pointer(.down, tile.x, tile.y, at: 3000))
    try host.advance(to: EventTime(milliseconds: 3700))
    #expect(screenTexts(host).last == "open", "still paused at 0.7 s: nothing more")
    try host.advance(to: EventTime(milliseconds: 3750))
    #expect(screenTexts(host).last == "open, pressing true, pressing false, select")
    try host.deliver(pointer(.up, tile.x, tile.y, at: 4000))
  }

  @Test("R13.1 a view removed mid-drag is torn down: its @GestureState resets and onEnded never fires")
  func removalMidGesture() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct Card: View {
        @GestureState private var offset = CGSize.zero
        var onEnd: () -> Void
        var body: some View {
          Text("card \\(Int(offset.width))")
            .frame(width: 200, height: 100)
            .gesture(DragGesture().updating($offset) { v, s, _ in s = v.translation }.onEnded { _ in onEnd() })
        }
      }

      struct Board: View {
        @State private var showing = true
        @State private var ended = 0
        var body: some View {
          VStack {
            if showing { Card(onEnd: { ended += 1 }) }
            Text("hide \\(ended)").onTapGesture { showing = false }
          }
        }
      }

      #Preview { Board() }
      """)
    let card = try centre(ofText: "card 0", host)
    try host.deliver(pointer(.down, card.x, card.y, at: 0))
    try host.deliver(pointer(.move, card.x + 40, card.y, at: 20))
    #expect(screenTexts(host).contains("card 40"))
    // A second finger taps "hide" while the first is still dragging the card.
    let hide = try centre(ofText: "hide 0", host)
    try host.deliver(pointer(.down, hide.x, hide.y, at: 40, id: 2))
    try host.deliver(pointer(.up, hide.x, hide.y, at: 60, id: 2))
    #expect(screenTexts(host) == ["hide 0"])
    try host.deliver(pointer(.move, card.x + 80, card.y, at: 80))
    try host.deliver(pointer(.up, card.x + 80, card.y, at: 100))
    #expect(screenTexts(host) == ["hide 0"], "onEnded of the removed card never ran")
  }

  @Test("UIScreen.main.bounds is the canvas, whatever its size")
  func screenBounds() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          Text("\\(UIScreen.main.bounds.width) × \\(UIScreen.main.bounds.height)")
        }
      }
      """
    #expect(screenTexts(try makeHost(source)) == ["390.0 × 844.0"])
    #expect(screenTexts(try makeHost(source, canvas: CGSize(width: 800, height: 600))) == ["800.0 × 600.0"])
  }

  @Test("accessibility modifiers are recorded per view, and their actions run as VoiceOver would run them")
  func accessibility() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Stepper: View {
        @State private var value = 3
        var body: some View {
          Text("value \\(value)")
            .accessibilityLabel("Volume")
            .accessibilityValue("\\(value)")
            .accessibilityHint("Swipe up or down")
            .accessibilityAction(named: "Reset") { value = 0 }
            .accessibilityAdjustableAction { direction in
              switch direction {
              case .increment: value += 1
              case .decrement: value -= 1
              @unknown default: break
              }
            }
        }
      }
      """)
    let elements = host.accessibilityElements()
    #expect(elements.count == 1)
    let element = try #require(elements.first)
    #expect(
      element.info.label == "Volume" && element.info.value == "3" && element.info.hint == "Swipe up or down")
    #expect(element.info.actions == ["Reset"] && element.info.isAdjustable)
    #expect(try host.accessibilityAdjust(element.id, increment: true))
    #expect(screenTexts(host) == ["value 4"])
    #expect(host.accessibilityElements().first?.info.value == "4")
    #expect(try host.performAccessibilityAction("Reset", on: element.id))
    #expect(screenTexts(host) == ["value 0"])
    #expect(try !host.performAccessibilityAction("Missing", on: element.id))
  }

  @Test("a Button is an accessibility element: its title, the button trait, a default action running it")
  func buttonAccessibility() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("count \\(count)")
            Button("Add one") { count += 1 }
            Button("Reset") { count = 0 }.accessibilityLabel("Start over")
          }
        }
      }
      """)
    let elements = host.accessibilityElements()
    #expect(elements.map { $0.info.label } == ["Add one", "Start over"])
    let add = try #require(elements.first)
    #expect(add.info.traits == ["isButton"] && add.info.actions == ["default"])
    #expect(try host.performAccessibilityAction("default", on: add.id))
    #expect(screenTexts(host).first == "count 1")
  }
}

/// What real gesture code calls around its gestures and a headless canvas accepts.
@Suite struct RealCodeSurfaceTests {
  @Test("haptic feedback generators run, count what fired, and leave the view working")
  func haptics() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Haptic: View {
        @State private var taps = 0
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        var body: some View {
          Text("taps \\(taps)")
            .onTapGesture {
              impact.prepare()
              impact.impactOccurred()
              UINotificationFeedbackGenerator().notificationOccurred(.success)
              UISelectionFeedbackGenerator().selectionChanged()
              taps += 1
            }
            .tag(1)
            .scrollIndicators(.hidden)
            .previewLayout(.sizeThatFits)
        }
      }
      """)
    let text = try centre(ofText: "taps 0", host)
    try host.deliver(pointer(.down, text.x, text.y, at: 0))
    try host.deliver(pointer(.up, text.x, text.y, at: 50))
    #expect(screenTexts(host) == ["taps 1"])
    #expect(host.interpreter.builtinState.hapticsFired == 3)
  }
}

/// Which animation a render's changes carry, for whoever draws the frames.
@Suite struct ChangeAnimationTests {
  static let source = """
    import SwiftUI
    struct Card: View {
      @State private var count = 0
      @State private var moved = false
      @GestureState private var drag = CGSize.zero
      var body: some View {
        VStack {
          Text("plain \\(count)").onTapGesture { count += 1 }
          Text("spring \\(moved)").onTapGesture { withAnimation(.spring()) { moved.toggle() } }
          Text("ease").onTapGesture { withAnimation(.easeInOut(duration: 0.2).delay(0.1)) { count += 1 } }
          Circle().frame(width: 80, height: 80).offset(drag)
            .gesture(
              DragGesture().updating($drag) { value, state, transaction in
                state = value.translation
                transaction.animation = .interactiveSpring()
              })
        }
      }
    }
    """

  func tap(_ host: ViewHost, _ text: String, at ms: Double) throws {
    let p = try centre(ofText: text, host)
    try host.deliver(pointer(.down, p.x, p.y, at: ms))
    try host.deliver(pointer(.up, p.x, p.y, at: ms + 50))
  }

  @Test("a plain change has no animation; withAnimation's and an updating transaction's carry theirs")
  func animations() throws {
    let host = try makeHost(Self.source)
    try tap(host, "plain 0", at: 0)
    #expect(screenTexts(host).first == "plain 1")
    #expect(host.lastChangeAnimation == nil)
    try tap(host, "spring false", at: 500)
    let spring = try #require(host.lastChangeAnimation)
    // `.spring()` is `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`.
    #expect(spring.curve == .spring(Spring(response: 0.5, dampingFraction: 0.825), initialVelocity: 0))
    try tap(host, "ease", at: 1000)
    let ease = try #require(host.lastChangeAnimation)
    #expect(ease.delay == 0.1)
    #expect(ease.curve == .timing(.easeInOut, duration: 0.2))
    let circle = try #require(
      host.layout?.views.first { if case .shape = $0.element { return true } else { return false } })
    let c = circle.globalFrame
    try host.deliver(pointer(.down, c.midX, c.midY, at: 1500))
    try host.deliver(pointer(.move, c.midX + 30, c.midY, at: 1550))
    #expect(host.lastChangeAnimation?.curve == .spring(.interactiveSpring, initialVelocity: 0))
  }
}
