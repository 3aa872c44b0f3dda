let a = 1 let b = 2 // error: consecutive statements on a line must be separated by ';'
struct S { let x = 1 let y = 2 } // error: consecutive declarations on a line must be separated by ';'
func f() { print(1) print(2) } // error: consecutive statements on a line must be separated by ';'
