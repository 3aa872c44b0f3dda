import SwiftUI

// A misspelled member of the drag's value: swiftc's typo correction names the one close member.
struct DragCard: View {
    @State private var offset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.blue)
            .frame(width: 160, height: 100)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translaton // expected-error@:40 {{value of type 'DragGesture.Value' has no member 'translaton'; did you mean 'translation'?}}
                    }
                    .onEnded { _ in
                        offset = .zero
                    }
            )
    }
}
