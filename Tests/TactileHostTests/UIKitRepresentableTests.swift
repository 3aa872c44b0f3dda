import TactileDisplay
import TactileHost
import TactileLayout
import TactileSema
import TactileTestSupport
import Testing

/// `UIViewRepresentable` and `UIViewControllerRepresentable`: a flexible placeholder where the
/// UIKit view would be (docs/layout-behaviour.md, "Representables").
@Suite struct UIKitRepresentableTests {
  static let source = """
    import SwiftUI
    import UIKit

    struct Blur: UIViewRepresentable {
      func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      }
      func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
    }

    struct Controller: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
      func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }

    struct Screen: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("Top")
          Blur().frame(width: 120, height: 80)
          Controller()
          Text("Bottom")
        }
      }
    }
    """

  /// A host running `source`, which checks with stand-in warnings only (a representable is one).
  static func host(_ source: String, announces: String = "Representable") throws -> ViewHost {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(
      sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map { $0.message })")
    #expect(sema.diagnostics.contains { $0.message.contains("\(announces)' is a stand-in") })
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    return host
  }

  /// The rectangles filled in the display list, as (width, height).
  static func fills(_ host: ViewHost) throws -> [(Double, Double)] {
    let list = DisplayListBuilder().build(try #require(host.layout))
    return list.items.compactMap { item in
      if case .fill(_, let rect, _, _) = item.command { return (rect.width, rect.height) }
      return nil
    }
  }

  @Test("a representable takes the size offered and draws a placeholder box; the views around it still show")
  func placeholder() throws {
    let host = try Self.host(Self.source)
    #expect(screenTexts(host) == ["Top", "Bottom"])
    let fills = try Self.fills(host)
    #expect(fills.contains { $0.0 == 120 && $0.1 == 80 })
    // The controller's placeholder takes the whole width and the height left over.
    #expect(fills.contains { $0.0 == 390 && $0.1 > 300 })
  }

  @Test("a representable's coordinator and bindings do not stop the view that uses it")
  func coordinatorProgram() throws {
    let source = """
      import SwiftUI
      import UIKit

      struct Overlay: UIViewRepresentable {
        @Binding var count: Int
        func makeCoordinator() -> Coordinator { Coordinator(count: $count) }
        func makeUIView(context: Context) -> UIView {
          let view = UIView(frame: .zero)
          let pan = UIPanGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.panned(_:)))
          pan.delegate = context.coordinator
          view.addGestureRecognizer(pan)
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        class Coordinator: NSObject, UIGestureRecognizerDelegate {
          @Binding var count: Int
          init(count: Binding<Int>) { self._count = count }
          @objc func panned(_ gesture: UIPanGestureRecognizer) { count += 1 }
        }
      }

      struct Screen: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("Count \\(count)")
            Overlay(count: $count)
          }
        }
      }
      """
    let host = try Self.host(source)
    #expect(screenTexts(host) == ["Count 0"])
  }

  @Test("an attributed string (a stand-in) keeps its characters, and a mutable one appends")
  func attributedStrings() throws {
    let source = """
      import SwiftUI
      import UIKit

      struct Screen: View {
        var body: some View {
          let s = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
          s.append(NSAttributedString(string: "cd"))
          return Text("\\(s.string) \\(s.length)")
        }
      }
      """
    let sema = SemanticAnalyzer.analyze(source)
    #expect(
      sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host) == ["abcd 4"])
  }

  @Test("Text(attributedString) draws the characters of an AttributedString built with + and styled ranges")
  func attributedStringText() throws {
    let source = """
      import SwiftUI

      struct Screen: View {
        var body: some View {
          var greeting = AttributedString("Hello")
          greeting.foregroundColor = .red
          var name = AttributedString(" world")
          if let r = name.range(of: "world") {
            name[r].foregroundColor = .blue
          }
          return VStack {
            Text(greeting + name)
            Text("\\(name.characters.count)")
          }
        }
      }
      """
    let host = try Self.host(source, announces: "foregroundColor")
    #expect(screenTexts(host) == ["Hello world", "6"])
  }
}
