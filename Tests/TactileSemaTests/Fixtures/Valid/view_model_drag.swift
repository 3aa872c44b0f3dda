import SwiftUI

// A view model class with methods; the view forwards gesture values to it.
final class ShapeModel: ObservableObject {
    @Published private(set) var center = CGPoint(x: 150, y: 150)
    @Published var radius: CGFloat = 40
    private var dragStart: CGPoint?

    func dragChanged(_ value: DragGesture.Value) {
        if dragStart == nil {
            dragStart = center
        }
        guard let start = dragStart else { return }
        center = CGPoint(x: start.x + value.translation.width, y: start.y + value.translation.height)
    }

    func dragEnded() {
        dragStart = nil
    }

    func grow(by factor: CGFloat) {
        radius = min(max(radius * factor, 10), 120)
    }
}

struct ModelDrivenShape: View {
    @StateObject private var model = ShapeModel()

    var body: some View {
        ZStack {
            Color.clear
            Circle()
                .fill(Color.purple)
                .frame(width: model.radius * 2, height: model.radius * 2)
                .position(model.center)
                .gesture(
                    DragGesture()
                        .onChanged(model.dragChanged)
                        .onEnded { _ in
                            model.dragEnded()
                            print("dragged to \(model.center)")
                        }
                )
                .simultaneousGesture(
                    MagnifyGesture()
                        .onEnded { value in
                            model.grow(by: value.magnification)
                            print("radius \(model.radius)")
                        }
                )
        }
        .frame(width: 300, height: 300)
    }
}

#Preview {
    ModelDrivenShape()
}
