import TactileColor
import TactileDisplay
import TactileGeometry
import TactileLayout
import Testing

/// A frame repaints only what changed: the diff of two display lists.
@Suite struct DisplayListDiffTests {
  func dot(_ id: UInt64, x: Double, y: Double = 0, color: RGBA = RGBA(0, 122, 255)) -> DisplayItem {
    DisplayItem(
      viewID: id, transform: .translation(x: x, y: y),
      command: .fill(
        .circle, rect: CGRect(x: 0, y: 0, width: 10, height: 10), paint: .color(color), evenOdd: false))
  }

  func list(_ items: [DisplayItem]) -> DisplayList {
    DisplayList(size: CGSize(width: 390, height: 844), scheme: .light, items: items)
  }

  @Test("equal lists differ in nothing")
  func unchanged() {
    let a = list((0..<5).map { dot(UInt64($0), x: Double($0) * 20) })
    #expect(DisplayListDiff.between(a, a).isEmpty)
    #expect(DisplayListDiff.between(a, a).changed.isEmpty)
  }

  @Test("one dragged view among many: only its item changes, and the damage covers where it was and is")
  func dragged() {
    let before = list((0..<1000).map { dot(UInt64($0), x: Double($0 % 30) * 12, y: Double($0 / 30) * 12) })
    var after = before
    after.items[500] = dot(500, x: 200, y: 300)
    let diff = DisplayListDiff.between(before, after)
    #expect(diff.changed == [500])
    #expect(diff.removed == 0)
    // It was at (240, 192) and is at (200, 300), each 10×10.
    #expect(diff.damage == CGRect(x: 200, y: 192, width: 50, height: 118))
  }

  @Test("a recoloured item is repainted in place; a removed one damages where it was")
  func recolourAndRemove() {
    let before = list([dot(1, x: 0), dot(2, x: 50), dot(3, x: 100)])
    let recoloured = list([dot(1, x: 0), dot(2, x: 50, color: RGBA(255, 59, 48)), dot(3, x: 100)])
    #expect(DisplayListDiff.between(before, recoloured).changed == [1])
    #expect(DisplayListDiff.between(before, recoloured).damage == CGRect(x: 50, y: 0, width: 10, height: 10))
    let removed = DisplayListDiff.between(before, list([dot(1, x: 0), dot(3, x: 100)]))
    #expect(removed.changed.isEmpty && removed.removed == 1)
    #expect(removed.damage == CGRect(x: 50, y: 0, width: 10, height: 10))
  }

  @Test("a change of drawing order or of scheme repaints the whole canvas")
  func wholeCanvas() {
    let before = list([dot(1, x: 0), dot(2, x: 5)])
    let reordered = DisplayListDiff.between(before, list([dot(2, x: 5), dot(1, x: 0)]))
    #expect(reordered.damage == CGRect(x: 0, y: 0, width: 390, height: 844))
    var dark = before
    dark.scheme = .dark
    #expect(DisplayListDiff.between(before, dark).changed == [0, 1])
  }

  @Test("strokes and shadows paint beyond their rectangle, and the bounds say so")
  func bounds() {
    var item = DisplayItem(
      viewID: 1, transform: .translation(x: 100, y: 100),
      command: .stroke(
        .rectangle, rect: CGRect(x: 0, y: 0, width: 10, height: 10), paint: .color(RGBA(0, 0, 0)),
        style: StrokeStyle(lineWidth: 4, lineJoin: .round)))
    #expect(DisplayListDiff.bounds(of: item) == CGRect(x: 98, y: 98, width: 14, height: 14))
    item.shadow = DisplayShadow(color: RGBA(0, 0, 0), radius: 3, x: 0, y: 2)
    #expect(DisplayListDiff.bounds(of: item) == CGRect(x: 90, y: 90, width: 30, height: 30))
  }
}
