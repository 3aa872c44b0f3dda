import SwiftUI

// Overrides say `override`, override something, and never a `final` member.
class Base {
    func greet() -> String { "hi" }
    final func id() -> Int { 0 }
    var size: Int { 1 }
}

class Derived: Base {
    func greet() -> String { "hello" } // expected-error@:10 {{overriding declaration requires an 'override' keyword}}
    override func id() -> Int { 1 } // expected-error@:19 {{instance method overrides a 'final' instance method}}
    override func wave() {} // expected-error@:19 {{method does not override any method from its superclass}}
    override var width: Int { 2 } // expected-error@:18 {{property does not override any property from its superclass}}
}

class Root {
    func run() -> String { super.run() } // expected-error@:28 {{'super' cannot be used in class 'Root' because it has no superclass}}
}

struct Screen: View {
    var body: some View {
        Text(Derived().greet())
    }
}
