import SwiftUI

// Typed throws: a `throw` names a case of the thrown type.
enum InputError: Error {
  case empty
  case notANumber(String)
}

func parseCount(_ text: String) throws(InputError) -> Int {
  guard !text.isEmpty else { throw .empty }
  guard let n = Int(text) else { throw .notANumber(text) }
  return n
}

// An actor whose properties all have values has `init()`.
actor Tally {
  private var value = 0
  func increment() -> Int {
    value += 1
    return value
  }
}

extension EnvironmentValues {
  @Entry var cardTint: Color = .pink
}

struct LanguageBreadth: View {
  @State private var text = "Hello, World"
  @Environment(\.cardTint) private var tint

  var firstWord: Substring {
    guard let comma = text.firstIndex(of: ",") else { return text[text.startIndex...] }
    return text[..<comma]
  }

  var body: some View {
    VStack {
      Text(String(firstWord))
      Text(String(text[text.index(after: text.startIndex)...]))
      Text(String(text[...text.startIndex]))
        .truncationMode(.middle)
    }
    .foregroundStyle(tint)
    .onTapGesture {
      let i = text.index(text.startIndex, offsetBy: 4)
      text.replaceSubrange(i...i, with: "0")
      let tail = [1, 2, 3, 4][2...]
      print(tail, (try? parseCount("12")) ?? 0)
    }
    .task {
      let tally = Tally()
      _ = await tally.increment()
    }
  }
}

#Preview("Breadth", traits: .sizeThatFitsLayout, .landscapeLeft) {
  LanguageBreadth()
}
