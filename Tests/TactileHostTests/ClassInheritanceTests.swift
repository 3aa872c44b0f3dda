import TactileHost
import TactileTestSupport
import Testing

/// Class inheritance as Swift runs it: inherited initializers, `super`, overrides dispatched on
/// the instance's class, casts along the hierarchy, identity, and observable subclasses.
@Suite struct ClassInheritanceTests {
  @Test(
    "an override runs for a subclass instance held as its superclass; super calls the superclass's own code")
  func dynamicDispatchAndSuper() throws {
    let host = try makeHost(
      """
      import SwiftUI

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
        override var legs: Int { super.legs + 0 }
      }
      class Puppy: Dog {
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
        override var legs: Int { 3 }
      }

      struct ContentView: View {
        let all: [Animal] = [Animal(name: "A"), Dog(name: "Rex"), Puppy(name: "P", age: 2), Puppy(), Dog()]
        var body: some View {
          VStack {
            ForEach(0..<all.count, id: \\.self) { i in
              Text("\\(all[i].describe()) \\(all[i].legs)")
            }
            ForEach(0..<all.count, id: \\.self) { i in
              if let d = all[i] as? Dog { Text("dog \\(d.name) \\(d.tricks) \\(all[i] is Puppy)") }
            }
            Text("\\(all[1] === all[1]) \\(all[0] === all[1]) \\(all[0] !== all[1])")
          }
        }
      }
      """)
    // What swiftc's build of the same classes prints.
    #expect(
      screenTexts(host) == [
        "A says ... 4", "Rex says ... woof Rex 4", "P says yip ... woof P 3", "Anon says yip ... woof Anon 3",
        "Anon says ... woof Anon 4", "dog Rex 0 false", "dog P 1 true", "dog Anon 0 true", "dog Anon 0 false",
        "true false true",
      ])
  }

  @Test("a subclass of an ObservableObject class publishes its superclass's @Published properties")
  func observableSubclass() throws {
    let host = try makeHost(
      """
      import SwiftUI

      class Counter: ObservableObject {
        @Published var count = 0
        func step() -> Int { 1 }
        func increment() { count += step() }
      }

      final class DoubleCounter: Counter {
        @Published var label = "double"
        override func step() -> Int { 2 }
        override func increment() {
          super.increment()
          label = "double \\(count)"
        }
      }

      struct ContentView: View {
        @StateObject private var counter: Counter = DoubleCounter()
        var body: some View {
          VStack {
            Text("count \\(counter.count)")
            Text((counter as? DoubleCounter)?.label ?? "plain")
            Button("Add") { counter.increment() }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["count 0", "double", "Add"])
    try tap(host, try centre(ofText: "Add", host), at: 0)
    #expect(screenTexts(host) == ["count 2", "double 2", "Add"])
    try tap(host, try centre(ofText: "Add", host), at: 500)
    #expect(screenTexts(host) == ["count 4", "double 4", "Add"])
  }

  @Test("a subclass without designated initializers inherits them all; required and convenience initializers")
  func inheritedInitializers() throws {
    let host = try makeHost(
      """
      import SwiftUI

      class Shape {
        let sides: Int
        var title: String
        required init(sides: Int) {
          self.sides = sides
          title = "shape"
        }
        convenience init() { self.init(sides: 0) }
        func summary() -> String { "\\(title) \\(sides)" }
      }
      class Polygon: Shape {
        var filled = false
        override func summary() -> String { "polygon " + super.summary() + " \\(filled)" }
      }
      class Square: Polygon {
        required init(sides: Int) {
          super.init(sides: 4)
          title = "square"
          filled = true
        }
      }

      struct ContentView: View {
        var body: some View {
          VStack {
            Text(Polygon(sides: 5).summary())
            Text(Polygon().summary())
            Text(Square().summary())
            Text(Square(sides: 9).summary())
          }
        }
      }
      """)
    #expect(
      screenTexts(host) == [
        "polygon shape 5 false", "polygon shape 0 false", "polygon square 4 true", "polygon square 4 true",
      ])
  }

  @Test(
    "a generic superclass's members typed from the subclass; override init calling super.init; overriding observers run after the superclass's"
  )
  func genericSuperclassAndObservers() throws {
    let host = try makeHost(
      """
      import SwiftUI

      class Box<T> {
        var value: T
        init(_ value: T) { self.value = value }
        func describe() -> String { "box" }
      }
      class IntBox: Box<Int> {
        override func describe() -> String { "int \\(value) " + super.describe() }
        func doubled() -> Int { value * 2 }
      }

      class Base: ObservableObject {
        @Published var items: [String] = []
        init() { items = ["base"] }
        func load() { items.append("loaded") }
      }
      class Derived: Base {
        var extra = 1
        override init() {
          super.init()
          items.append("derived")
        }
        override func load() {
          super.load()
          extra += 1
        }
      }

      class Shape {
        var name: String { "shape" }
        var sides = 0 { didSet { log.append("sides \\(sides)") } }
        var log: [String] = []
      }
      class Tri: Shape {
        override var name: String { "tri" }
        override var sides: Int { didSet { log.append("tri \\(sides)") } }
      }

      struct ContentView: View {
        @StateObject var model = Derived()
        var body: some View {
          let b = IntBox(21)
          let t = Tri()
          let _ = { t.sides = 3 }()
          VStack {
            Text("\\(b.describe()) \\(b.doubled())")
            Text(model.items.joined(separator: ","))
            Text("\\(t.name) \\(t.log.joined(separator: ";"))")
            Button("Load") { model.load() }
          }
        }
      }
      """)
    // What swiftc's build of the same classes prints.
    #expect(screenTexts(host) == ["int 21 box 42", "base,derived", "tri sides 3;tri 3", "Load"])
    try tap(host, try centre(ofText: "Load", host), at: 0)
    #expect(screenTexts(host) == ["int 21 box 42", "base,derived,loaded", "tri sides 3;tri 3", "Load"])
  }
}
