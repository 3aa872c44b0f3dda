import TactileGeometry
import TactileLayout

/// Shorthands for building test trees and reading results.
let canvas = CGSize(width: 390, height: 844)
let blue = ColorValue.named("blue")
let red = ColorValue.named("red")

/// Lays out `tree` (numbered) on the standard canvas.
func layout(_ tree: ViewNode, canvas size: CGSize = canvas) -> LayoutResult {
  LayoutEngine.layout(tree.numbered(), canvas: size)
}

extension LayoutResult {
  /// The placed view with id `id` (ids from `numbered()`, depth-first from 1).
  func view(_ id: UInt64) -> PlacedView {
    views.first { $0.id == id }!
  }

  /// The global frames of the views with `ids`.
  func globalFrames(_ ids: [UInt64]) -> [CGRect] { ids.map { view($0).globalFrame } }
}

/// A rectangle, for expectations.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// Whether two rectangles agree to within `tolerance` on every coordinate.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

/// The one-line width of `string` in `font`, from the metrics table.
func width(_ string: String, _ font: Font = .body, weight: FontWeight? = nil) -> Double {
  TextMeasurer.width(of: string, font: ResolvedFont(font, weight: weight))
}
