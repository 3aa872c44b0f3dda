import TactileLSP
import Testing

@Suite struct JSONTests {
  @Test("JSON keeps the order of keys it was given and escapes control characters")
  func writes() {
    let value = JSON.object([
      ("b", .int(1)), ("a", .string("x\"\n\u{1}é")), ("c", .array([.null, .bool(true), .double(1.5)])),
    ])
    #expect(value.text == "{\"b\":1,\"a\":\"x\\\"\\n\\u0001é\",\"c\":[null,true,1.5]}")
  }

  @Test("JSON reads what it writes, surrogate pairs included, and refuses malformed text with an error")
  func reads() throws {
    let value = try JSON.parse("{\"k\": [1, -2.5e1, \"\\ud83d\\ude00\\u00e9\", false, null], \"n\": {}}")
    #expect(value["k"]?.array?.count == 5)
    #expect(value["k"]?.array?[0].int == 1)
    #expect(value["k"]?.array?[2].string == "😀é")
    #expect(value["n"] != nil)
    for bad in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"abc", "1 2", String(repeating: "[", count: 1000)] {
      #expect(throws: JSONError.self) { try JSON.parse(bad) }
    }
  }
}
