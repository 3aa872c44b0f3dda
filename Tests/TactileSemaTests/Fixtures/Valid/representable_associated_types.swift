import SwiftUI

// `UIViewType` in a representable is the type its `makeUIView(context:)` returns.
struct Scroller: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        UIScrollView()
    }
    func updateUIView(_ uiView: UIViewType, context: Context) {
        uiView.isPagingEnabled = true
    }
}
