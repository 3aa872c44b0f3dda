// Lexical errors, one per line; each is reported and lexing goes on. // error@+1: unterminated string literal
let s = "abc
let t = "\q" // error: invalid escape sequence in literal
let u = 0b102 // error: '2' is not a valid binary digit (0 or 1) in integer literal
let v = 1abc // error: 'a' is not a valid digit in integer literal
let w = 0x1.8 // error: hexadecimal floating point literal must end with an exponent
let e = 1e // error: expected a digit in floating point exponent
let scalar = "\u{110000}" // error: invalid unicode scalar // error@+1: unterminated '/*' comment
/* never closed
