struct Types {
  var a: Int
  var b: Int?
  var c: Int!
  var d: [Int]
  var e: [String: [Int]]
  var f: (Int, String)
  var g: (x: Int, y: Int)
  var h: () -> Void
  var i: (Int, Int) async throws -> Bool
  var j: @escaping (Int) -> Void
  var k: some View
  var l: any Gesture
  var m: Int.Type
  var n: any Shape.Type
  var o: DragGesture.Value
  var p: Array<Dictionary<String, Set<Int>>>
  var q: Codable & Hashable
  var r: [Int]?
  var s: ((Int) -> Int)?
  var t: Optional<Int>
  var u: [[Int]]
  var v: (inout Int) -> Void
  var w: Result<Int, Error>??
  var x: Binding<Int?>
  var y: Self?
  var z: (_ value: Int, _ other: String) -> ()
  var aa: some Gesture & Sendable
  var bb: @MainActor @Sendable () async -> Void
  var cc: Any
  var dd: AnyObject?
  var ee: P.Protocol
  func f1(_ f: (Int) throws(MyError) -> Void) {}
  func f2<each T>(_ values: repeat each T) {}
  func f3(value: borrowing Int, other: consuming String) {}
}
