import SwiftUI

// An attributed string's attributes take SwiftUI's types or UIKit's, whichever the value fits.
struct Styled: View {
    var title: AttributedString {
        var text = AttributedString("Carbon")
        text.font = .systemFont(ofSize: 14, weight: .bold)
        text.font = .monospacedSystemFont(ofSize: 40, weight: .bold)
        text.font = .title
        text.foregroundColor = .red
        text.foregroundColor = UIColor.blue
        return text
    }

    var body: some View {
        Text(title)
    }
}
