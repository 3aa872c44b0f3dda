func f() {
  guard x else return // error: expected '{' after 'guard' else
  for x in { } // error: expected Sequence expression for for-each loop
  switch x { case 1 } // error: expected ':' after 'case'
  repeat { } until x // error: expected 'while' after body of 'repeat' statement // error: consecutive statements on a line must be separated by ';'
  if let = x {} // error: expected pattern
  do { } catch { 
  while { } // error: missing condition in 'while' statement
}
#if os(iOS)
let x = 1 // error@+1: expected #else or #endif at end of conditional compilation block
