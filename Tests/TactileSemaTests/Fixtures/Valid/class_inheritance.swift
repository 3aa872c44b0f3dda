import SwiftUI

// Class hierarchies: inherited initializers, super, overrides, final, casts and identity.
class Animal {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "Anon") }
    func speak() -> String { "..." }
    var legs: Int { 4 }
    final func describe() -> String { name + " says " + speak() }
}

class Dog: Animal {
    var tricks = 0
    override func speak() -> String { super.speak() + " woof " + name }
    override var legs: Int { super.legs }
}

final class Puppy: Dog {
    var age: Int
    init(name: String, age: Int) {
        self.age = age
        super.init(name: name)
        tricks = 1
    }
    override init(name: String) {
        self.age = 0
        super.init(name: name)
    }
    override func speak() -> String { "yip " + super.speak() }
}

class Model: ObservableObject {
    @Published var count = 0
    required init() {}
}

class CountingModel: Model {
    @Published var label = ""
    required init() {
        super.init()
        label = "counting"
    }
}

struct Zoo: View {
    @StateObject private var model = CountingModel()
    let animals: [Animal] = [Dog(name: "Rex"), Puppy(name: "Bit", age: 1), Animal()]

    var body: some View {
        VStack {
            ForEach(0..<animals.count, id: \.self) { i in
                Text(animals[i].describe())
                if let dog = animals[i] as? Dog, !(dog is Puppy) {
                    Text("\(dog.tricks) tricks")
                }
            }
            Text(animals[0] === animals[1] ? "same" : "different")
            Text("\(model.count) \(model.label)")
        }
    }
}
