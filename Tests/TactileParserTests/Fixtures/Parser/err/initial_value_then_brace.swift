// After an initial value, a `{` that begins a line is not the variable's accessor block unless
// `willSet` or `didSet` follows it (swiftc: "expected declaration" in a type).
struct Calculator {
    var first = 0.0  // first number
    var second = 0.0  // second number
    {}  // error: expected declaration
    var total = 0
    {
        didSet { print(total) }
    }
    var body: Int { 1 }
}
