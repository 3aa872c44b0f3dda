import SwiftUI
import UIKit

struct Blur: UIViewRepresentable {
  var style: UIBlurEffect.Style = .systemMaterial
  func makeUIView(context: Context) -> UIVisualEffectView {
    UIVisualEffectView(effect: UIBlurEffect(style: style))
  }
  func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
    uiView.effect = UIBlurEffect(style: style)
  }
}

struct Overlay: UIViewRepresentable {
  @Binding var count: Int
  func makeCoordinator() -> Coordinator { Coordinator(count: $count) }
  func makeUIView(context: Context) -> UIView {
    let view = UIView(frame: .zero)
    view.backgroundColor = .clear
    view.layer.cornerRadius = 8
    view.alpha = 0.5
    let pan = UIPanGestureRecognizer()
    pan.name = "pan"
    pan.addTarget(context.coordinator, action: #selector(Coordinator.panned(gesture:)))
    pan.delegate = context.coordinator
    view.addGestureRecognizer(pan)
    let tap = UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tapped))
    view.addGestureRecognizer(tap)
    let label = UILabel()
    label.text = "Hi"
    label.font = UIFont.systemFont(ofSize: 14, weight: .bold)
    label.textColor = .white
    label.textAlignment = .center
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      label.widthAnchor.constraint(equalToConstant: 40),
    ])
    UIView.animate(withDuration: 0.3) { view.alpha = 1 }
    return view
  }
  func updateUIView(_ uiView: UIView, context: Context) {}
  class Coordinator: NSObject, UIGestureRecognizerDelegate {
    @Binding var count: Int
    init(count: Binding<Int>) { self._count = count }
    @objc func panned(gesture: UIPanGestureRecognizer) {
      if gesture.state == .began || gesture.state == .changed {
        let t = gesture.translation(in: gesture.view)
        count = Int(t.x)
      }
    }
    @objc func tapped() { count += 1 }
    func gestureRecognizer(
      _ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      g.name == "pan"
    }
  }
}

struct Wrapped: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIViewController {
    let vc = UIViewController()
    vc.view.backgroundColor = .red
    return vc
  }
  func updateUIViewController(_ vc: UIViewController, context: Context) {}
}

struct ContentView: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("count \(count)")
      Overlay(count: $count).frame(height: 100)
      Blur().ignoresSafeArea()
      Wrapped()
    }
  }
}
