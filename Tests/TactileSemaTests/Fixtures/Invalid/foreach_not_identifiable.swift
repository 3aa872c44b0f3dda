import SwiftUI

// ForEach over values that are not Identifiable, without `id:`.
struct Sticker {
    var name: String
    var position: CGPoint
}

struct StickerBoard: View {
    @State private var stickers = [
        Sticker(name: "star", position: CGPoint(x: 50, y: 50)),
        Sticker(name: "heart", position: CGPoint(x: 150, y: 80)),
    ]

    var body: some View {
        ZStack {
            ForEach(stickers) { sticker in // expected-error@:13 {{referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Sticker' conform to 'Identifiable'}}
                Image(systemName: sticker.name)
                    .position(sticker.position)
            }
        }
        .frame(width: 300, height: 300)
    }
}
