let a = 1 + 2 * 3 - 4 / 5 % 6
let b = 1 << 2 + 3 & 4 | 5 ^ 6
let c = x < y && y <= z || !flag && w != v
let d = optional ?? fallback ?? 0
let e = 0..<10
let f = 1...n
let g = ..<5
let h = 5...
let i = condition ? first : second
let j = a ? b : c ? d : e
let k = value as Int
let l = value as? String ?? ""
let m = value as! [Int]
let n = value is Double
let o = try compute()
let p = try? compute() ?? 0
let q = try! compute() + 1
let r = await load()
let s = try await load() + 1
x = 5
x += 1
x -= 2
x *= 3
x /= 4
x %= 5
x <<= 1
x &= mask
x |= bits
y = z = 0
_ = compute()
let t = -x + +y - ~z
let u = !isOn
let v = &storage
let w = x ~= pattern
let longChain = a + b - c * d / e % f << 1 == g && h || i
let mixed = a + b < c * d && e ?? f > g

let call = foo(1, label: 2, three: x + y)
let trailing = items.map { $0 * 2 }
let trailingArgs = withAnimation(.spring()) { offset = .zero }
let multiple = Button { tap() } label: { Text("OK") }
let sheet = view.sheet(isPresented: $shown) { Detail() } onDismiss: { print("gone") }
let subscripted = matrix[1][2]
let labeledSub = table[row: 1, column: 2]
let member = Color.red.opacity(0.5)
let implicit: Color = .blue
let chained = value?.first?.name ?? "none"
let forced = value!.count
let forcedChain = value!.first!.name
let postfix = counter++
let keyPath = \Person.name
let rootless = \.self
let deepKey = \Model.items[0].name
let optionalKey = \Person.address?.street
let tuple = (1, "two", three: 3.0)
let element = tuple.0
let nested = tuple.1.count
let empty = ()
let paren = (a + b) * c
let array = [1, 2, 3,]
let dictionary = ["a": 1, "b": 2]
let emptyDict: [String: Int] = [:]
let emptyArray = [Int]()
let generic = Array<Int>()
let genericMember = Set<String>.init()
let nestedGeneric = Dictionary<String, Array<Int>>()
let selfRef = self.value
let superRef = super.description
let initRef = Foo.init(x: 1)
let funcRef = min(_:_:)
let typeOf = type(of: value)
let metatype = Int.self
let closure1 = { (x: Int, y: Int) -> Int in x + y }
let closure2 = { x, y in x * y }
let closure3 = { [weak self] in self?.update() }
let closure4 = { [unowned self, count = items.count] value in print(count, value) }
let closure5: (Int) -> Int = { $0 + 1 }
let closure6 = { () async throws -> Void in }
let closure7 = { @MainActor in refresh() }
let closure8 = { (_ a: Int, b: String...) in }
let closure9 = { _ in }
let immediately = { 42 }()
let ifValue = if flag { 1 } else { 2 }
let switchValue = switch kind {
case .a: "a"
case .b, .c: "bc"
default: "other"
}
let macro = #file
let macroCall = #selector(tap(_:))
let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
let modifiers = Circle()
  .fill(.red)
  .frame(width: 100, height: 100)
  .offset(x: offset.width, y: offset.height)
  .gesture(
    DragGesture(minimumDistance: 0, coordinateSpace: .local)
      .onChanged { value in offset = value.translation }
      .onEnded { _ in offset = .zero }
  )
