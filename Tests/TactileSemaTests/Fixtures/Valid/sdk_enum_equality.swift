import SwiftUI

// Enums of the SDK without associated values are Equatable and Hashable, as every such enum is,
// whether or not their declaration says so.
struct ZoomableCounter: View {
    @State private var zoom = 0
    @State private var seen: Set<AccessibilityZoomGestureAction.Direction> = []

    var body: some View {
        Text("Zoom \(zoom)")
            .accessibilityZoomAction { action in
                seen.insert(action.direction)
                if action.direction == .zoomIn {
                    zoom += 1
                } else if action.direction != .zoomOut {
                    zoom = 0
                } else {
                    zoom -= 1
                }
            }
    }
}
