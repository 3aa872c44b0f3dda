import TactileHost
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// UIKit controls a representable configures (inert: the preview draws a placeholder), and a
/// controller that asks for its status bar style.
@Suite struct UIKitControlTests {
  @Test("UISlider, UISwitch and UIPageControl keep what is set on them; a control's target is never called")
  func controlsKeepTheirProperties() throws {
    let sema = SemanticAnalyzer.analyze(
      """
      import SwiftUI
      import UIKit
      struct Slider2: UIViewRepresentable {
          @Binding var value: Double
          func makeUIView(context: Context) -> UISlider {
              let slider = UISlider(frame: .zero)
              slider.minimumValue = 0
              slider.maximumValue = 10
              slider.setValue(Float(value), animated: false)
              slider.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .valueChanged)
              return slider
          }
          func updateUIView(_ uiView: UISlider, context: Context) { uiView.value = Float(value) }
          func makeCoordinator() -> Coordinator { Coordinator(value: $value) }
          final class Coordinator: NSObject {
              var value: Binding<Double>
              init(value: Binding<Double>) { self.value = value }
              @objc func changed(_ sender: UISlider) { value.wrappedValue = Double(sender.value) }
          }
      }
      struct V: View {
          @State var v = 3.0
          var body: some View {
              let toggle = UISwitch()
              let _ = toggle.setOn(true, animated: false)
              let pages = UIPageControl()
              let _ = pages.numberOfPages = 4
              VStack {
                  Slider2(value: $v)
                  Text("\\(toggle.isOn) \\(pages.numberOfPages) \\(pages.currentPage)")
              }
          }
      }
      """)
    #expect(sema.diagnostics.map(\.id) == ["standInInTactile"])
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host) == ["true 4 0"])
  }

  @Test("a controller overriding preferredStatusBarStyle checks, and asking for an update does nothing")
  func statusBarStyle() throws {
    let host = try makeHost(
      """
      import SwiftUI
      import UIKit
      final class Dark: UIViewController {
        var style: UIStatusBarStyle = .lightContent
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
      }
      struct V: View {
        var body: some View {
          let c = Dark()
          let _ = c.setNeedsStatusBarAppearanceUpdate()
          Text(c.preferredStatusBarStyle == .lightContent ? "light" : "other")
        }
      }
      """)
    #expect(screenTexts(host) == ["light"])
  }
}
