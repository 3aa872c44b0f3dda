#!/usr/bin/env swift
// Every kind of token, valid Swift. Line comment.
/// A doc comment.
/* A block comment /* nested */ still inside */
/** A doc block comment. */
let decimal = 1_000_000
let hex = 0xFF_EC, octal = 0o755, binary = 0b1010_1010
let floats = [1.5, 1e10, 1.5E-3, 0x1p4, 0x1.8p-2, 6.02_214e+23]
let plain = "plain text"
let escapes = "tab\t newline\n quote\" backslash\\ nul\0 cr\r apostrophe\' scalar\u{1F600} \u{41}"
let interpolated = "sum: \(a + b), nested: \("inner \(depth)"), closure: \(items.map { $0 * 2 })"
let multiline = """
  First line
    indented "quotes" and \(value)
  continued \
  on one line
  """
let raw = #"raw \n stays, \#(interpolated) works"#
let raw2 = ##"a "# inside"##
let rawMulti = #"""
  raw "multi" line \#(x)
  """#
let emptyString = ""
let unicodeName = "é"
let café = 1
let π = 3.14159
let 🙂 = "smile"
let `class` = "escaped keyword"
let `default`: Int = 0
let dollar: (Int) -> Int = { $0 }
let projected = $binding
let keyPath = \Model.value
let regex = #/a+b*/#
let ops = a+b - c*d / e % f
let unicodeOp = a ∪ b
let custom = a <~> b
let range = 0..<10
let closed = 1...5
let prefixed = -x + !y + ~z
let postfixed = x! + y?.z
let ternary = c ? d : e
let amp = &value
let arrow: (Int) -> Int
@State var state = 0
#if DEBUG
#elseif os(iOS)
#else
#endif
#Preview { Text("x") }
if #available(iOS 17, *) {}
if #unavailable(iOS 15) {}
let file = #file
