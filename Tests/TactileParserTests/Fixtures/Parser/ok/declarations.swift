import SwiftUI
@testable import Foundation
import struct Foundation.Date

/// A protocol with an associated type and requirements.
protocol Shape2D<Unit>: Sendable where Unit: Numeric {
  associatedtype Unit = Double
  var area: Unit { get }
  var name: String { get set }
  static func make() -> Self
  init?(name: String)
  subscript(index: Int) -> Unit { get }
}

public struct Box<Element: Equatable, Key>: Equatable where Key: Hashable {
  typealias Storage = [Key: Element]
  private(set) var storage: Storage = [:]
  let id: Int, label: String
  var (first, second): (Int, Int) = (1, 2)
  lazy var cache = [Element]()
  static let empty = Box(id: 0, label: "")

  var count: Int { storage.count }

  var isEmpty: Bool {
    get { storage.isEmpty }
  }

  var title: String = "" {
    willSet(newTitle) { print(newTitle) }
    didSet { print(oldValue) }
  }

  var proxy: Int {
    get {
      return count
    }
    set(value) {
      print(value)
    }
  }

  init(id: Int, label: String) {
    self.id = id
    self.label = label
  }

  init?(text: String) {
    guard let value = Int(text) else { return nil }
    self.init(id: value, label: text)
  }

  subscript(key: Key) -> Element? {
    get { storage[key] }
    set { storage[key] = newValue }
  }

  subscript<T>(index index: Int, default value: T) -> T { value }

  mutating func insert(_ element: Element, for key: Key) {
    storage[key] = element
  }

  func sum(_ values: Int..., scale: Double = 1.0) -> Double {
    Double(values.reduce(0, +)) * scale
  }

  func swapValues(_ a: inout Int, _ b: inout Int) {
    (a, b) = (b, a)
  }

  func load(from url: String) async throws -> [String] {
    try await fetch(url)
  }

  func map<T, U>(_ transform: (Element) throws -> T, other: U) rethrows -> [T] where T: Equatable {
    []
  }

  func typed() throws(MyError) {}

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  enum Kind: String, CaseIterable {
    case small = "s", medium = "m"
    case large
    indirect case nested(Kind)
  }

  struct Nested {
    class Deeper {}
  }
}

enum DragState {
  case inactive
  case pressing(index: Int)
  case dragging(translation: CGSize, Int)

  var translation: CGSize {
    switch self {
    case .inactive, .pressing:
      return .zero
    case .dragging(let translation, _):
      return translation
    }
  }
}

enum Planet: Int {
  case mercury = 1, venus, earth
}

final class Model: ObservableObject {
  @Published var score = 0
  weak var delegate: AnyObject?
  unowned let owner: Model
  override init() {}
  required convenience init(score: Int) { self.init() }
  deinit { print("bye") }
  class func create() -> Model { Model() }
  open override var description: String { "" }
}

actor Counter {
  var value = 0
  func increment() { value += 1 }
}

extension Box: CustomStringConvertible where Element: CustomStringConvertible {
  var description: String { label }
}

extension Array where Element == Int {
  func total() -> Int { reduce(0, +) }
}

struct Wrappers: View {
  @State private var offset: CGSize = .zero
  @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var isPressed = false
  @Binding var isOn: Bool
  @Environment(\.colorScheme) var colorScheme
  @ObservedObject var model: Model
  @StateObject private var store = Model()
  @AppStorage("name") var storedName = ""
  @ViewBuilder var content: some View { Text("x") }

  var body: some View {
    Text("Hello")
  }
}

infix operator <> : AdditionPrecedence
prefix operator √
postfix operator ++

precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}

@MainActor
func run(_ action: @escaping @Sendable () -> Void) {}

@available(iOS 17, macOS 14, *)
func modern() {}

typealias Handler<T> = (T) -> Void
