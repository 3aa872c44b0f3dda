import SwiftUI

// A photo tile that opens on a tap and is selected by a long press: the tap is written first,
// so the long press waits for it to fail (decision 4.13).
struct PhotoTile: View {
    @State private var opened = 0
    @State private var selected = false
    @State private var pressing = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(pressing ? Color.orange : Color.blue)
            .frame(width: 160, height: 160)
            .overlay(selected ? Image(systemName: "checkmark.circle.fill") : nil)
            .onTapGesture {
                opened += 1
                print("open", opened)
            }
            .onLongPressGesture(minimumDuration: 0.5) {
                selected.toggle()
                print("select", selected)
            } onPressingChanged: { isPressing in
                pressing = isPressing
                print("pressing", isPressing)
            }
    }
}

#Preview {
    PhotoTile()
}
