import SwiftUI

// A list over data with a selection binding (single and multiple), and UIKit colours made
// from Display P3 components or named in the asset catalogue.
struct Fruit: Identifiable, Hashable {
  let id = UUID()
  var name: String
}

struct FruitList: View {
  @State private var fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
  @State private var picked: Fruit?
  @State private var names = ["a", "b"]
  @State private var pickedNames: Set<String> = []

  var body: some View {
    VStack {
      List(fruits, selection: $picked) { fruit in
        Text(fruit.name).tag(fruit)
      }
      List(names, id: \.self, selection: $pickedNames) { name in
        Text(name)
      }
      Color(UIColor(displayP3Red: 43 / 255.0, green: 40 / 255.0, blue: 74 / 255.0, alpha: 1))
      Color(UIColor(named: "Brand") ?? .systemBlue)
    }
  }
}

// A text view's delegate is a `UITextViewDelegate` (UITextView redeclares UIScrollView's).
final class NotesDelegate: NSObject, UITextViewDelegate {}

func makeNotes(_ delegate: NotesDelegate) -> UITextView {
  let textView = UITextView()
  textView.delegate = delegate
  textView.textContentType = .oneTimeCode
  return textView
}
