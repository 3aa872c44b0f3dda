let x = foo(1, 2
let y = bar(a: 1 b: 2) // error: expected ')' in expression list // error: expected ',' separator
let z = [1, 2 // error: expected ']' in container literal expression
