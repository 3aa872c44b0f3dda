import TactileColor
import TactileDisplay
import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// How modifiers reach the drawing commands inside them, and how colours resolve per scheme.
@Suite struct DisplayListBuilderTests {
  func display(_ body: String, scheme: ColorScheme = .light) throws -> DisplayList {
    let source = "import SwiftUI\nstruct V: View {\n  var body: some View {\n\(body)\n  }\n}\n"
    let host = try makeHost(source)
    return DisplayListBuilder(scheme: scheme).build(try #require(host.layout))
  }

  /// The colour (`#RRGGBB`) of the text `title` among printed display-list `lines`.
  func textColour(_ title: String, in lines: [String]) -> String? {
    lines.first { $0.contains("text \"\(title)\"") }.flatMap {
      $0.split(separator: " ").first { $0.hasPrefix("#") }
    }
    .map(String.init)
  }

  func lines(_ list: DisplayList) -> [String] {
    DisplayListPrinter.print(list).split(separator: "\n").map(String.init)
  }

  @Test("nested opacities multiply and reach every item inside them")
  func opacity() throws {
    let list = try display(
      """
      VStack {
        Color.red.frame(width: 10, height: 10)
        Circle().frame(width: 10, height: 10).opacity(0.5)
      }
      .opacity(0.5)
      """)
    #expect(list.items.map(\.opacity) == [0.5, 0.25])
  }

  @Test("a clip shape clips what is inside it, and clips nest")
  func clips() throws {
    let list = try display(
      """
      Color.blue.frame(width: 100, height: 100)
        .clipShape(Circle())
        .frame(width: 50, height: 50)
        .clipped()
      """)
    #expect(list.clips.count == 2)
    #expect(list.clips[0].shape == .rectangle && list.clips[0].parent == nil)
    #expect(list.clips[1].shape == .circle && list.clips[1].parent == 0)
    #expect(list.items.count == 1 && list.items[0].clip == 1)
  }

  @Test("strokeBorder strokes inside the shape; stroke is centred on it; shadows reach the content")
  func strokes() throws {
    let list = try display(
      """
      VStack {
        Circle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100)
        Circle().stroke(Color.green, lineWidth: 10).frame(width: 100, height: 100)
          .shadow(color: .black, radius: 4, x: 0, y: 2)
      }
      """)
    let text = lines(list)
    #expect(text.contains { $0.contains("stroke circle (5, 5, 90, 90) #FF3B30 width 10") })
    #expect(
      text.contains {
        $0.contains("stroke circle (0, 0, 100, 100) #34C759 width 10")
          && $0.contains("shadow #000000 radius 4 offset (0, 2)")
      })
  }

  @Test("named colours take the scheme's values: primary text is white and blue is brighter in dark")
  func darkScheme() throws {
    let light = lines(try display("VStack { Text(\"a\"); Color.blue.frame(width: 1, height: 1) }"))
    let dark = try display("VStack { Text(\"a\"); Color.blue.frame(width: 1, height: 1) }", scheme: .dark)
    #expect(light.contains { $0.contains("\"a\"") && $0.contains("#000000") })
    #expect(light.contains { $0.contains("#007AFF") })
    #expect(dark.background == RGBA(0, 0, 0))
    let darkLines = lines(dark)
    #expect(darkLines.contains { $0.contains("\"a\"") && $0.contains("#FFFFFF") })
    #expect(darkLines.contains { $0.contains("#0A84FF") })
  }

  @Test("ShapeStyle.background is the window's background in each scheme; .tint is the accent colour")
  func backgroundAndTintStyles() throws {
    let body =
      "VStack { Rectangle().fill(.background).frame(width: 1, height: 1); Rectangle().fill(.tint).frame(width: 2, height: 2) }"
    let light = lines(try display(body))
    let dark = lines(try display(body, scheme: .dark))
    #expect(
      light.contains { $0.contains("#FFFFFF") } && light.contains { $0.contains("#007AFF") }, "\(light)")
    #expect(dark.contains { $0.contains("#000000") } && dark.contains { $0.contains("#0A84FF") }, "\(dark)")
  }

  @Test(
    "UIKit's semantic colours resolve per scheme; UIKit's fixed colours are their sRGB; materials are translucent"
  )
  func uiKitColorsAndMaterials() throws {
    let body = """
      VStack {
        Color(.systemBackground).frame(width: 1, height: 1)
        Color(.secondarySystemBackground).frame(width: 2, height: 2)
        Color(uiColor: .systemRed).frame(width: 3, height: 3)
        Color(.red).frame(width: 4, height: 4)
        Color(.label).frame(width: 5, height: 5)
        Rectangle().fill(.thinMaterial).frame(width: 6, height: 6)
        Rectangle().fill(.ultraThickMaterial).frame(width: 7, height: 7)
      }
      """
    func colour(_ lines: [String], width: Int) -> String? {
      lines.first { $0.contains("(0, 0, \(width), \(width))") }.map {
        $0.split(separator: " ").drop { !$0.hasPrefix("#") }.prefix(2).joined(separator: " ")
      }
    }
    let light = lines(try display(body))
    let dark = lines(try display(body, scheme: .dark))
    #expect(colour(light, width: 1) == "#FFFFFF at" && colour(dark, width: 1) == "#000000 at", "\(light)")
    #expect(colour(light, width: 2) == "#F2F2F7 at" && colour(dark, width: 2) == "#1C1C1E at")
    #expect(colour(light, width: 3) == "#FF3B30 at" && colour(dark, width: 3) == "#FF453A at")
    #expect(colour(light, width: 4) == "#FF0000 at" && colour(dark, width: 4) == "#FF0000 at")
    #expect(colour(light, width: 5) == "#000000 at" && colour(dark, width: 5) == "#FFFFFF at")
    #expect(colour(light, width: 6) == "#F6F6F6 0.65" && colour(dark, width: 6) == "#1E1E1E 0.65", "\(light)")
    #expect(colour(light, width: 7) == "#F6F6F6 0.95")
  }

  @Test("clear fills are left out; gradients resolve to the view's bounds")
  func clearAndGradients() throws {
    let list = try display(
      """
      ZStack {
        Color.clear.frame(width: 100, height: 100)
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 40, height: 80)
      }
      """)
    #expect(list.items.count == 1)
    #expect(lines(list).last?.contains("gradient (20, 0)→(20, 80) [#FF3B30 @0, #007AFF @1]") == true)
  }

  @Test("the SVG writer escapes text, writes gradients and clips, and is the same every time")
  func svg() throws {
    let list = try display(
      """
      ZStack {
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 40, height: 80)
        Text("a < b & \\"c\\"")
      }
      .clipShape(RoundedRectangle(cornerRadius: 8))
      """)
    let svg = SVGWriter.write(list)
    #expect(svg.contains("a &lt; b &amp; &quot;c&quot;"))
    #expect(
      svg.contains(
        "<linearGradient id=\"g0\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"40\" x2=\"40\" y2=\"40\">"))
    #expect(svg.contains("<clipPath id=\"c0\" clipPathUnits=\"userSpaceOnUse\"><path d=\"M"))
    #expect(svg.contains("clip-path=\"url(#c0)\""))
    #expect(
      svg
        == SVGWriter.write(
          try display(
            """
            ZStack {
              LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 40, height: 80)
              Text("a < b & \\"c\\"")
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            """)))
  }

  @Test(
    "background(_:in:) and overlay(_:in:) fill the shape with the style, whichever way the style is spelt")
  func styleInShape() throws {
    let text = lines(
      try display(
        """
        VStack {
          Text("A").frame(width: 100, height: 40).background(Color.mint, in: RoundedRectangle(cornerRadius: 10))
          Text("B").frame(width: 100, height: 40).background(.mint, in: Capsule())
          Text("C").frame(width: 100, height: 40).overlay(.red.opacity(0.5), in: Circle())
        }
        """))
    #expect(text.filter { $0.contains("fill") }.count == 3)
    #expect(text.contains { $0.contains("fill roundedRect(10) (0, 0, 100, 40) #00C7BE") })
    #expect(text.contains { $0.contains("fill capsule (0, 0, 100, 40) #00C7BE") })
    #expect(text.contains { $0.contains("fill circle (0, 0, 100, 40) #FF3B30") })
  }

  @Test("a text style's bold(), weight(_:) and italic() reach the text; Color.gradient paints its colour")
  func fontModifiersAndGradients() throws {
    let text = lines(
      try display(
        """
        VStack {
          Text("A").font(.title2.bold())
          Text("B").font(.body.weight(.semibold))
          Text("C").font(.caption.italic())
          Circle().fill(Color.green.gradient).frame(width: 10, height: 10)
          Text("D").foregroundStyle(.red.gradient)
        }
        """))
    #expect(text.contains { $0.contains("text \"A\"") && $0.contains("22pt bold") })
    #expect(text.contains { $0.contains("text \"B\"") && $0.contains("17pt semibold") })
    #expect(text.contains { $0.contains("text \"C\"") && $0.contains("12pt regular italic") })
    #expect(text.contains { $0.contains("fill circle (0, 0, 10, 10) #34C759") })
    #expect(text.contains { $0.contains("text \"D\"") && $0.contains("#FF3B30") })
  }

  @Test("a disabled button draws its tint in system gray; colours the code chose and other views stay")
  func disabledButton() throws {
    let text = lines(
      try display(
        """
        VStack {
          Button("A") {}.disabled(true)
          Button("B") {}
          VStack {
            Button("C") {}
            Button { } label: { Text("D").foregroundStyle(.red) }
            Text("E")
          }
          .disabled(true)
          Button("F") {}.disabled(false)
        }
        """))
    func colour(of title: String) -> String? { textColour(title, in: text) }
    #expect(colour(of: "A") == "#8E8E93")
    #expect(colour(of: "B") == "#007AFF")
    #expect(colour(of: "C") == "#8E8E93")
    #expect(colour(of: "D") == "#FF3B30")
    #expect(colour(of: "E") == "#000000")
    #expect(colour(of: "F") == "#007AFF")
  }

  @Test(
    "a button's label takes the tint in effect unless a foreground style is; tint(_:) colours nothing else")
  func buttonTint() throws {
    let text = lines(
      try display(
        """
        VStack {
          Button { } label: { Label("A", systemImage: "plus") }
          Button(action: {}) { Text("B") }
          Button(action: {}) { Text("C").foregroundStyle(.pink) }
          Button("D") {}.tint(.red)
          Button("E") {}.foregroundStyle(.green)
          Button("F") {}.buttonStyle(.borderedProminent).tint(.orange)
          Button("G") {}.buttonStyle(.bordered)
          Text("H").tint(.red)
          VStack { Button("I") {}; Slider(value: .constant(0.5)) }.tint(.purple)
          Button("J") {}.tint(.red).disabled(true)
        }
        """))
    func colour(of title: String) -> String? { textColour(title, in: text) }
    #expect(text.contains { $0.contains("image symbol \"plus\"") && $0.contains("tint #007AFF") }, "\(text)")
    #expect(colour(of: "A") == "#007AFF")
    #expect(colour(of: "B") == "#007AFF")
    #expect(colour(of: "C") == "#FF2D55")
    #expect(colour(of: "D") == "#FF3B30")
    #expect(colour(of: "E") == "#34C759")
    #expect(colour(of: "F") == "#FFFFFF")
    #expect(text.contains { $0.contains("fill roundedRect(8)") && $0.contains("#FF9500") }, "\(text)")
    #expect(colour(of: "G") == "#007AFF")
    #expect(
      text.contains {
        $0.contains("fill roundedRect(8)") && $0.contains("#007AFF") && $0.hasSuffix("opacity 0.15")
      })
    #expect(colour(of: "H") == "#000000")
    #expect(colour(of: "I") == "#AF52DE")
    #expect(text.contains { $0.contains("fill capsule") && $0.contains("#AF52DE") }, "\(text)")
    #expect(colour(of: "J") == "#8E8E93")
  }

  @Test("a destructive button's label is red; a cancel role and no role keep the tint; a style sees the role")
  func buttonRoles() throws {
    let text = lines(
      try display(
        """
        VStack {
          Button("A", role: .destructive) {}
          Button(role: .cancel) {} label: { Text("B") }
          Button(role: nil) {} label: { Text("C") }
          Button("D", role: .destructive) {}.foregroundStyle(.green)
        }
        """))
    func colour(of title: String) -> String? { textColour(title, in: text) }
    #expect(colour(of: "A") == "#FF3B30")
    #expect(colour(of: "B") == "#007AFF")
    #expect(colour(of: "C") == "#007AFF")
    #expect(colour(of: "D") == "#34C759")
  }

  @Test("a colour's overlay and background written as view-builder closures are drawn")
  func colourLayerClosures() throws {
    let text = lines(
      try display(
        """
        VStack {
          Color.blue.overlay { Text("A") }
          Color.red.overlay(alignment: .top) { Text("B") }
          Color.green.background { Text("C") }
        }
        """))
    for title in ["A", "B", "C"] { #expect(text.contains { $0.contains("text \"\(title)\"") }, "\(title)") }
  }

  @Test("a Toggle that is on draws its switch green, or in the tint where one is set; off, gray")
  func toggleTint() throws {
    let text = lines(
      try display(
        """
        VStack {
          Toggle("A", isOn: .constant(true))
          Toggle("B", isOn: .constant(true)).tint(.orange)
          Toggle("C", isOn: .constant(false)).tint(.orange)
        }
        """))
    let tracks = text.filter { $0.contains("fill capsule (0, 0, 51, 31)") }
    #expect(tracks.count == 3, "\(text)")
    #expect(
      tracks.count == 3 && tracks[0].contains("#34C759") && tracks[1].contains("#FF9500")
        && tracks[2].contains("#8E8E93"), "\(tracks)")
  }

  @Test("a shadow is written with the filter primitives librsvg draws, not feDropShadow")
  func shadowFilter() throws {
    let list = try display(
      """
      VStack {
        Circle().fill(Color.blue).frame(width: 40, height: 40).shadow(color: .black, radius: 6, x: 2, y: 4)
        Circle().fill(Color.red).frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 3, y: 3)
      }
      """)
    let svg = SVGWriter.write(list)
    #expect(!svg.contains("feDropShadow"))
    #expect(
      svg.contains(
        "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"3\" result=\"b\"/><feOffset in=\"b\" dx=\"2\" dy=\"4\" result=\"o\"/>"
      ))
    #expect(svg.contains("<feOffset in=\"SourceAlpha\" dx=\"3\" dy=\"3\" result=\"o\"/>"))
    #expect(svg.contains("<feFlood flood-color=\"#000000\" flood-opacity=\"1\" result=\"f\"/>"))
    #expect(svg.contains("<feMergeNode in=\"s\"/><feMergeNode in=\"SourceGraphic\"/>"))
  }

  @Test("an image without pixels is a placeholder naming its symbol, tinted by the foreground")
  func imagePlaceholder() throws {
    let list = try display("Image(systemName: \"star.fill\").foregroundStyle(.orange)")
    #expect(lines(list).contains { $0.contains("image symbol \"star.fill\"") && $0.contains("tint #FF9500") })
  }

  @Test("a Path built in its closure is drawn with its elements and its stroke style")
  func paths() throws {
    let list = try display(
      """
      ZStack {
        Path { path in
          path.move(to: CGPoint(x: 10, y: 10))
          path.addLines([CGPoint(x: 20, y: 20), CGPoint(x: 100, y: 50)])
          path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
          path.closeSubpath()
        }
        .stroke(Color.black, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [5, 2]))
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 20)).fill(Color.red)
      }
      """)
    let text = lines(list)
    #expect(
      text.contains { $0.contains("stroke path(6 elements) (0, 0, 390, 844) #000000 width 4 dash [5, 2]") })
    #expect(text.contains { $0.contains("fill path(1 elements)") && $0.contains("#FF3B30") })
    let svg = SVGWriter.write(list)
    #expect(svg.contains("d=\"M10 10 M20 20 L100 50 L70 50 C70 61.046 61.046 70 50 70 Z\""))
    #expect(svg.contains("stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-dasharray=\"5 2\""))
  }
}

/// Continuous corners: the outline SwiftUI draws for `.continuous` rounded rectangles.
@Suite struct ContinuousCornerTests {
  func numbers(_ path: String) -> [Double] {
    path.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
  }

  @Test("the corner starts 1.6 radii from the vertex and the outline stays inside the rectangle")
  func shape() throws {
    let list = DisplayList(
      size: CGSize(width: 300, height: 300), scheme: .light,
      items: [
        DisplayItem(
          viewID: 1, transform: .identity,
          command: .fill(
            .roundedRectangle(cornerRadius: 20), rect: CGRect(x: 0, y: 0, width: 200, height: 100),
            paint: .color(RGBA(0, 0, 0)), evenOdd: false))
      ])
    let svg = SVGWriter.write(list)
    let d = try #require(svg.split(separator: "\"").first { $0.hasPrefix("M") })
    #expect(d.hasPrefix("M32 0L168 0C"))
    let values = numbers(String(d))
    #expect(values.allSatisfy { $0 >= -1e-9 && $0 <= 200 + 1e-9 })
    #expect(d.hasSuffix("L32 0C") == false && d.hasSuffix("32 0Z"))
  }

  @Test("a radius of half the short side leaves no room to smooth: the ends are circular")
  func capsuleLike() throws {
    let svg = SVGWriter.write(
      DisplayList(
        size: CGSize(width: 100, height: 100), scheme: .light,
        items: [
          DisplayItem(
            viewID: 1, transform: .identity,
            command: .fill(
              .roundedRectangle(cornerRadius: 30), rect: CGRect(x: 0, y: 0, width: 60, height: 60),
              paint: .color(RGBA(0, 0, 0)), evenOdd: false))
        ]))
    #expect(svg.contains("M30 0L30 0C30 0 30 0 30 0A30 30 0 0 1 60 30"))
  }
}
