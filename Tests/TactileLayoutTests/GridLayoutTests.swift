import TactileGeometry
import TactileLayout
import Testing

/// LazyVGrid and LazyHGrid: track lengths from `GridItem` sizes, lines as long as their longest
/// cell, spacing, and cells centred in their slots.
struct GridLayoutTests {
  /// A grid of `count` cells, each a colour of the given height in a frame (ids: grid 1, cell k's
  /// frame 2 + 2k).
  func grid(_ spec: GridSpec, cells count: Int, height: Double = 50, width: Double? = nil) -> ViewNode {
    ViewNode(
      .grid(
        spec,
        children: (0..<count).map { _ in
          width == nil
            ? ViewNode.color(red).frame(height: height)
            : ViewNode.color(red).frame(width: width, height: height)
        }))
  }

  /// Cell `k`'s frame in the grid's coordinates.
  func cell(_ result: LayoutResult, _ k: Int) -> CGRect {
    let grid = result.view(1).globalFrame
    let f = result.view(UInt64(2 + 2 * k)).globalFrame
    return rect(f.minX - grid.minX, f.minY - grid.minY, f.width, f.height)
  }

  @Test("three flexible columns share the width less the spacing; a fourth cell starts the next row")
  func flexibleColumns() {
    let flexible = GridTrack(.flexible(minimum: 10, maximum: .infinity))
    let result = layout(grid(GridSpec(axis: .vertical, tracks: [flexible, flexible, flexible]), cells: 4))
    let column = (390.0 - 2 * 8) / 3
    #expect(result.view(1).frame.width == 390 && result.view(1).frame.height == 108)
    #expect(close(cell(result, 0), rect(0, 0, column, 50)))
    #expect(close(cell(result, 2), rect(2 * column + 16, 0, column, 50)))
    #expect(close(cell(result, 3), rect(0, 58, column, 50)))
  }

  @Test("a fixed column takes its width and a flexible one the rest; narrow cells are centred in their slots")
  func fixedAndFlexible() {
    let spec = GridSpec(
      axis: .vertical,
      tracks: [GridTrack(.fixed(100)), GridTrack(.flexible(minimum: 10, maximum: .infinity), spacing: 4)])
    let result = layout(grid(spec, cells: 2, width: 40))
    #expect(close(cell(result, 0), rect(30, 0, 40, 50)))
    // The flexible column is 390 − 100 − 8 wide, starting at 108.
    #expect(close(cell(result, 1), rect(108 + (282 - 40) / 2, 0, 40, 50)))
  }

  @Test("an adaptive column becomes as many columns of at least its minimum as fit")
  func adaptiveColumns() {
    let spec = GridSpec(axis: .vertical, tracks: [GridTrack(.adaptive(minimum: 80, maximum: .infinity))])
    let result = layout(grid(spec, cells: 5))
    // (390 + 8) / (80 + 8) → 4 columns of (390 − 3·8) / 4.
    let column = (390.0 - 24) / 4
    #expect(close(cell(result, 3), rect(3 * (column + 8), 0, column, 50)))
    #expect(close(cell(result, 4), rect(0, 58, column, 50)))
  }

  @Test("flexible columns stop at their maximum, and the block of columns is centred in the grid")
  func boundedColumnsCentred() {
    let bounded = GridTrack(.flexible(minimum: 10, maximum: 50))
    let result = layout(grid(GridSpec(axis: .vertical, tracks: [bounded, bounded], spacing: 20), cells: 3))
    let start = (390.0 - 108) / 2
    #expect(close(cell(result, 1), rect(start + 58, 0, 50, 50)))
    #expect(close(cell(result, 2), rect(start, 70, 50, 50)))
  }

  @Test("a horizontal grid fills its rows top to bottom, then the next column, spaced by its spacing")
  func horizontalGrid() {
    let spec = GridSpec(
      axis: .horizontal, tracks: [GridTrack(.fixed(30)), GridTrack(.fixed(30))], spacing: 12)
    let result = layout(grid(spec, cells: 3, height: 20, width: 60))
    // The block of rows (30 + 8 + 30) is centred in the height the grid is offered.
    let top = (844.0 - 68) / 2
    #expect(close(cell(result, 0), rect(0, top + 5, 60, 20)))
    #expect(close(cell(result, 1), rect(0, top + 38 + 5, 60, 20)))
    #expect(close(cell(result, 2), rect(72, top + 5, 60, 20)))
    #expect(result.view(1).frame.width == 132)
  }
}
