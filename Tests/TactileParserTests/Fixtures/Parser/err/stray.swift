let x = 1 ) // error: consecutive statements on a line must be separated by ';' // error: expected expression
} // error: extraneous '}' at top level
let y = (
func g() -> { } // error: expected expression in list of expressions // error: expected type for function result
if x { } else // error: expected '{' or 'if' after 'else'
let z: = 3 // error: expected type
var = 4 // error: expected pattern
struct { } // error: expected identifier in struct declaration
enum E { case } // error: expected identifier in enum 'case' declaration
x = a ? b // error: expected ':' after '? ...' in ternary expression // error@+1: expected expression after operator
