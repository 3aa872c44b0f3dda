import TactileGeometry
import TactileLayout

/// The trees of the golden tests, by name: each container, modifier and leaf at least once,
/// and the seeds' view structures. `Fixtures/<name>.layout` holds each one's input and layout.
enum GoldenCases {
  static let names: [String] = [
    "seed_gesturestate_demo", "seed_gesturestate_demo_dragged", "seed_counter_view", "seed_shape_tap",
    "text_wrapping", "text_line_limit", "text_height_truncation", "text_alignment_center", "text_styles",
    "text_environment", "text_newlines", "hstack_spacers", "hstack_layout_priority", "hstack_baselines",
    "vstack_alignments", "zstack_alignment", "group_in_stack", "group_alone", "scroll_view",
    "geometry_reader",
    "button", "frames_fixed", "frames_flexible", "padding_edges", "offset_and_position", "scale_and_rotation",
    "render_modifiers", "background_overlay", "fixed_size", "aspect_ratio", "shapes", "color_and_gradient",
    "spacer_and_divider", "images", "empty_view", "nested_stacks",
  ]

  static func tree(_ name: String) -> ViewNode {
    switch name {
    case "seed_gesturestate_demo": return gestureStateDemo(offset: (0, 0))
    case "seed_gesturestate_demo_dragged": return gestureStateDemo(offset: (30, -20))
    case "seed_counter_view":
      // Apple's CounterView: VStack { Text("\(totalNumberOfTaps)").font(.largeTitle); Circle()… }
      return .vStack([
        .text("0", font: .textStyle(.largeTitle)),
        ViewNode.shape(.circle, fill: .named("green")).frame(width: 100, height: 100, alignment: .center),
      ])
    case "seed_shape_tap":
      return ViewNode.shape(.circle, fill: blue).frame(width: 100, height: 100, alignment: .center)
    case "text_wrapping":
      return ViewNode.text("The quick brown fox jumps over the lazy dog and keeps running far away")
        .frame(width: 200)
    case "text_line_limit":
      return ViewNode.text(
        "The quick brown fox jumps over the lazy dog and keeps running far away", lineLimit: 2
      )
      .frame(width: 200)
    case "text_height_truncation":
      return ViewNode.text("The quick brown fox jumps over the lazy dog and keeps running far away")
        .frame(width: 150, height: 50)
    case "text_alignment_center":
      return ViewNode.text("Centred lines of different lengths wrap here", alignment: .center).frame(
        width: 180)
    case "text_styles":
      let styles: [TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption,
        .caption2,
      ]
      var rows: [ViewNode] = styles.map { .text("Hamburgefonstiv", font: .textStyle($0)) }
      rows.append(.text("System 24 bold rounded", font: .system(size: 24, weight: .bold, design: .rounded)))
      rows.append(.text("Body italic medium", weight: .medium, italic: true))
      return .vStack(alignment: .leading, spacing: 0, rows)
    case "text_environment":
      return ViewNode.vStack([
        .text("Inherits caption and secondary"),
        .text("Own headline wins", font: .textStyle(.headline)),
        .shape(.rectangle).frame(width: 20, height: 4),
      ]).textAttributes(TextAttributes(font: .textStyle(.caption), foreground: .color(.named("secondary"))))
    case "text_newlines":
      return .text("First line\nSecond line\n\nFourth after a blank one")
    case "hstack_spacers":
      return .hStack([.text("Leading"), .spacer(), .text("Trailing"), .spacer(minLength: 40), .text("End")])
    case "hstack_layout_priority":
      return ViewNode.hStack([
        .text("A long label that would like the whole row to itself"),
        ViewNode.text("Priority label").layoutPriority(1),
      ]).frame(width: 300)
    case "hstack_baselines":
      return .hStack(
        alignment: .firstTextBaseline,
        [
          .text("Big", font: .textStyle(.largeTitle)), .text("small", font: .textStyle(.caption)),
          ViewNode.text("two\nlines", font: .textStyle(.body)).padding(4),
        ])
    case "vstack_alignments":
      return .hStack([
        .vStack(alignment: .leading, [.text("leading"), .color(red).frame(width: 20, height: 20)]),
        .vStack(alignment: .trailing, [.text("trailing"), .color(red).frame(width: 20, height: 20)]),
      ])
    case "zstack_alignment":
      return .zStack(
        alignment: .bottomTrailing,
        [ViewNode.color(blue).frame(width: 200, height: 120), ViewNode.text("Badge").padding(4)])
    case "group_in_stack":
      return .vStack(
        spacing: 10, [.text("Before"), .group([.text("One"), .empty(), .text("Two")]), .text("After")])
    case "group_alone":
      return .group([ViewNode.color(red).frame(width: 50, height: 50), .text("Over")])
    case "scroll_view":
      return .scrollView(
        .vStack(
          spacing: 0, (0..<12).map { _ in ViewNode.color(blue).frame(width: 100, height: 100).padding(2) }),
        axes: .vertical, contentOffset: CGPoint(x: 0, y: 120))
    case "geometry_reader":
      // The closure sees the reader's size and its frames in the canvas and in "card".
      return ViewNode.vStack(
        spacing: 0,
        [
          ViewNode.color(red).frame(height: 100),
          ViewNode.geometryReader { proxy in
            let global = proxy.globalFrame
            let card = proxy.frame(inSpaceNamed: "card")
            return ViewNode.vStack(
              [
                .text("size \(Int(proxy.size.width))×\(Int(proxy.size.height))"),
                .text(
                  "global \(Int(global.minX)), \(Int(global.minY)); card \(Int(card.minX)), \(Int(card.minY))"
                ),
                ViewNode.shape(.circle, fill: blue).frame(
                  width: proxy.size.width / 2, height: proxy.size.height / 4),
              ], id: 100)
          },
        ]
      ).frame(width: 300, height: 400).coordinateSpaceNamed("card")
    case "button":
      return .button(ViewNode.text("Tap me").padding(EdgeSet.horizontal, 20))
    case "frames_fixed":
      return .vStack([
        ViewNode.text("Top leading").frame(width: 200, height: 60, alignment: .topLeading),
        ViewNode.text("Only width").frame(width: 50),
        ViewNode.shape(.rectangle).frame(height: 30),
      ])
    case "frames_flexible":
      return .vStack([
        ViewNode.text("max width infinity, leading").frame(maxWidth: .infinity, alignment: .leading),
        ViewNode.text("min width 300").frame(minWidth: 300),
        ViewNode.text("narrow").frame(minWidth: 0, maxWidth: 40),
        ViewNode.color(red).frame(minHeight: 10, idealHeight: 30, maxHeight: 50),
      ])
    case "padding_edges":
      return .vStack([
        ViewNode.text("default").padding(),
        ViewNode.text("horizontal 30").padding(.horizontal, 30),
        ViewNode.text("top default").padding(.top),
        ViewNode.text("leading 5").modifier(.padding(EdgeInsets(leading: 5))),
      ])
    case "offset_and_position":
      return .zStack([
        ViewNode.color(red).frame(width: 40, height: 40).offset(x: 100, y: -50),
        ViewNode.color(blue).frame(width: 40, height: 40).position(x: 20, y: 20),
      ])
    case "scale_and_rotation":
      return .vStack(
        spacing: 40,
        [
          ViewNode.color(red).frame(width: 100, height: 50).scaleEffect(1.5),
          ViewNode.color(blue).frame(width: 100, height: 50).rotationEffect(degrees: 90),
          ViewNode.color(blue).frame(width: 100, height: 50).rotationEffect(degrees: 30, anchor: .topLeading),
          ViewNode.color(red).frame(width: 60, height: 60).modifier(
            .scaleEffect(x: 2, y: 0.5, anchor: .bottomTrailing)),
        ])
    case "render_modifiers":
      return ViewNode.shape(.rectangle, fill: blue).frame(width: 120, height: 80)
        .modifier(.opacity(0.5))
        .modifier(.clipShape(.roundedRectangle(cornerRadius: 12, style: .circular), evenOdd: false))
        .modifier(.shadow(color: .named("black", opacity: 0.33), radius: 8, x: 0, y: 4))
        .modifier(.contentShape(.rectangle, evenOdd: false))
        .modifier(.allowsHitTesting(true))
        .modifier(.disabled(false))
        .modifier(.coordinateSpace(name: "box"))
        .modifier(.ignoresSafeArea)
        .modifier(.marker("gesture"))
    case "background_overlay":
      return ViewNode.text("Label").padding(8)
        .background(ViewNode.shape(.capsule(style: .continuous), fill: .named("yellow")))
        .overlay(ViewNode.shape(.circle, fill: red).frame(width: 10, height: 10), alignment: .topTrailing)
    case "fixed_size":
      return ViewNode.hStack([
        ViewNode.text("This text keeps its ideal width").fixedSize(),
        ViewNode.text("This one wraps inside what is left over"),
      ]).frame(width: 350)
    case "aspect_ratio":
      return .vStack([
        ViewNode.image(
          ImageView(.named("photo"), isResizable: true, naturalSize: CGSize(width: 400, height: 300))
        )
        .aspectRatio(contentMode: .fit),
        ViewNode.color(blue).aspectRatio(1, contentMode: .fit).frame(width: 100, height: 60),
        ViewNode.image(
          ImageView(.named("photo"), isResizable: true, naturalSize: CGSize(width: 400, height: 300))
        )
        .aspectRatio(contentMode: .fill).frame(width: 100, height: 100).modifier(
          .clipShape(.rectangle, evenOdd: false)),
      ])
    case "shapes":
      let path = PathDescription([
        .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 40, y: 0)),
        .quadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20)),
        .curve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 10, y: 60)),
        .closeSubpath,
      ])
      return .vStack([
        ViewNode.shape(.circle, fill: blue).frame(width: 60, height: 40),
        ViewNode.shape(.rectangle, .stroke(.color(red), StrokeStyle(lineWidth: 2))).frame(
          width: 60, height: 40),
        ViewNode.shape(.roundedRectangle(cornerRadius: 8)).frame(width: 60, height: 40),
        ViewNode.shape(.capsule(style: .circular), .strokeBorder(.foreground, StrokeStyle(lineWidth: 3)))
          .frame(width: 60, height: 20),
        ViewNode.shape(.ellipse, fill: .named("green", opacity: 0.5)).frame(width: 60, height: 20),
        ViewNode.shape(.path(path), fill: .named("orange")).frame(width: 60, height: 60),
        .shape(.rectangle),
      ])
    case "color_and_gradient":
      return .vStack(
        spacing: 0,
        [
          .color(ColorValue(.rgb(red: 1, green: 0.5, blue: 0, alpha: 1))),
          ViewNode(
            .linearGradient(
              LinearGradientStyle(colors: [blue, .named("purple")], startPoint: .top, endPoint: .bottom))),
        ])
    case "spacer_and_divider":
      return .vStack([
        .text("Top"), .divider(), .spacer(),
        .hStack([.text("Left"), .divider(), .text("Right")]).frame(height: 30), .spacer(minLength: 100),
        .text("Bottom"),
      ])
    case "images":
      return .hStack([
        .image(ImageView(.systemName("star.fill"))),
        ViewNode.image(ImageView(.systemName("heart"))).textAttributes(
          TextAttributes(font: .textStyle(.largeTitle))),
        .image(ImageView(.named("logo"))),
        ViewNode.image(
          ImageView(.named("banner"), isResizable: true, naturalSize: CGSize(width: 300, height: 100))
        )
        .frame(width: 60, height: 30),
      ])
    case "empty_view":
      return .vStack([.text("Above"), .empty(), .text("Below"), .empty()])
    case "nested_stacks":
      return ViewNode.vStack(
        alignment: .leading,
        [
          .hStack([
            ViewNode.shape(.circle, fill: blue).frame(width: 44, height: 44),
            .vStack(
              alignment: .leading, spacing: 2,
              [
                .text("Title", font: .textStyle(.headline)),
                .text("Subtitle", font: .textStyle(.subheadline)),
              ]),
            .spacer(),
            .text("9:41", font: .textStyle(.caption)),
          ]),
          .text("A paragraph under the row that is long enough to wrap onto a second line at this width."),
        ]
      ).padding()
    default:
      fatalError("no golden case named \(name)")
    }
  }

  /// The seed's `GestureStateGestureDemo` body with `dragOffset` at `offset`.
  static func gestureStateDemo(offset: (Double, Double)) -> ViewNode {
    ViewNode.vStack(
      spacing: 16,
      [
        .text("Drag the circle", font: .textStyle(.headline)),
        ViewNode.shape(.circle, fill: blue).frame(width: 80, height: 80).offset(x: offset.0, y: offset.1),
        .text(
          "Offset: \(Int(offset.0)), \(Int(offset.1))", font: .textStyle(.caption),
          foreground: .color(.named("secondary"))),
      ]
    ).padding()
  }
}

extension ViewNode {
  /// `coordinateSpace(name:)`.
  func coordinateSpaceNamed(_ name: String) -> ViewNode { modifier(.coordinateSpace(name: name)) }
}
