import // error: expected identifier in import declaration
func ( ) {} // error: expected identifier in function declaration
struct S: { } // error: expected type
class C { func f(a: Int b: Int) {} } // error: expected ',' separator
protocol P { var x: Int { get set
}
enum E { case a(Int, ) }
typealias = Int // error: expected identifier in typealias declaration
extension { } // error: expected type
let t: [Int = [] // error: expected ']' in array type // error@+1: expected '}' in protocol
