import SwiftUI

// G002: a drag attached with `gesture` inside vertically scrolling content, and near misses.
struct Rows: View {
    @State private var dragged = 0.0

    var body: some View {
        VStack {
            ScrollView {
                ForEach(0..<5) { i in
                    Text("Row \(i)")
                        .gesture(DragGesture().onChanged { dragged = $0.translation.width }) // expected-warning@:26 {{'DragGesture' attached with 'gesture' inside a vertical 'ScrollView' [G002]}}
                }
            }
            List {
                Text("Row")
                    .highPriorityGesture(DragGesture()) // expected-warning {{'DragGesture' attached with 'highPriorityGesture' inside a vertical 'List' [G002]}}
            }
            // Near misses: a simultaneous gesture, a horizontal scroll view, the scroll view itself,
            // a tap, and a sheet's content.
            ScrollView {
                Text("Row").simultaneousGesture(DragGesture())
                Text("Tap").gesture(TapGesture())
            }
            .gesture(DragGesture())
            ScrollView(.horizontal) {
                Text("Row").gesture(DragGesture())
            }
            ScrollView {
                Text("Sheet")
                    .sheet(isPresented: .constant(false)) {
                        Text("Inside").gesture(DragGesture())
                    }
            }
        }
    }
}
