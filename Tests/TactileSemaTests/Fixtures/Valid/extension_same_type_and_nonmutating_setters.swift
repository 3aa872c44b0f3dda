import SwiftUI

// An extension that fixes `Element` sees the element's members through `self[i]`,
// `first` and the subscript's result.
struct Chore: Equatable {
    var title: String
    var done = false
}

extension Array where Element == Chore {
    mutating func toggle(_ chore: Chore) {
        guard let index = firstIndex(where: { $0 == chore }) else { return }
        self[index].done.toggle()
    }
    var remaining: Int { filter { !$0.done }.count }
    func firstTitle() -> String { let c: Chore = self[0]; return c.title }
}

// `Binding.wrappedValue` has a nonmutating setter: a constant binding can be written through.
struct ChoreRow: View {
    let isDone: Binding<Bool>
    var body: some View {
        Text(isDone.wrappedValue ? "done" : "to do")
            .onTapGesture { isDone.wrappedValue.toggle() }
    }
}

func mark(_ flag: Binding<Bool>) { flag.wrappedValue = true }

// A user property with a nonmutating setter, set from a non-mutating method.
struct Counter {
    let box = Box()
    var count: Int {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    func bump() { count += 1 }
}
final class Box { var value = 0 }

// A closure's `return 0` takes the element type the context asks for.
let offsets: [CGFloat] = [1, 2, 3].map { _ in return 0 }
let halves: [Double] = [1, 2, 3].map { n in
    let half = n / 2
    return half == 0 ? 0.5 : 1
}

// `randomElement()` of a range needs integer bounds: the literals become `Int`, then `CGFloat`.
let speed = CGFloat((-1...1).randomElement() ?? 1)
