import TactileGeometry

/// LazyVGrid and LazyHGrid: children fill the tracks (columns of a vertical grid, rows of a
/// horizontal one) line by line; a line is as long as its longest cell.
///
/// Track lengths follow `GridItem`: a fixed track takes its length; flexible tracks share what
/// the fixed ones and the spacing leave, equally, each clamped to its bounds (a track whose
/// bound binds takes it, and the rest share again); an adaptive track becomes as many flexible
/// tracks of at least its minimum as fit in its share. Each cell is offered its track's length
/// and nothing along the lines (so a `Color` cell is 10 points tall without a frame, as in
/// SwiftUI), and sits in its slot by the track's alignment (centred by default). The grid takes
/// the length offered across the tracks, or the tracks' total when none is offered, and aligns
/// the block of tracks in it by the grid's alignment. Laziness is not modelled: every cell is
/// laid out.
extension LayoutEngine {
  /// The proposals a grid makes its cells, their frames in the grid, and the grid's size.
  struct GridLayout {
    var size: CGSize
    var proposals: [ProposedViewSize]
    var frames: [CGRect]
  }

  func gridLayout(_ i: Int, _ spec: GridSpec, _ p: ProposedViewSize) -> GridLayout {
    let cross = spec.axis.cross  // along the tracks' lengths: horizontal for a vertical grid
    let main = spec.axis
    var available: Double? = p[cross]
    if let a = available, !a.isFinite { available = nil }
    let cells = children(i)
    let unsized = cells.map { unsizedAxes($0) }
    func isUnsized(_ k: Int, _ axis: Axis) -> Bool { axis == .horizontal ? unsized[k].0 : unsized[k].1 }
    let tracks = gridTracks(
      fitted(spec.tracks, cells, cross: cross, skipping: { isUnsized($0, cross) }), available: available)
    let n = max(1, tracks.lengths.count)
    var proposals: [ProposedViewSize] = []
    var sizes: [CGSize] = []
    for (k, c) in cells.enumerated() {
      var proposal = ProposedViewSize(width: nil, height: nil)
      proposal[cross] = tracks.lengths.isEmpty ? available : tracks.lengths[k % n]
      proposal[main] = nil
      proposals.append(proposal)
      sizes.append(size(c, proposal))
    }
    // Line lengths along the main axis.
    let lineCount = (cells.count + n - 1) / n
    var lineLengths = [Double](repeating: 0, count: lineCount)
    for (k, s) in sizes.enumerated() where !isUnsized(k, main) {
      lineLengths[k / n] = max(lineLengths[k / n], s[main])
    }
    // A cell with unsized axes (`gridCellUnsizedAxes`) took no part in its line's and track's
    // lengths; it is offered its slot's length on those axes.
    for (k, c) in cells.enumerated() where unsized[k].0 || unsized[k].1 {
      if isUnsized(k, main) { proposals[k][main] = lineLengths[k / n] }
      sizes[k] = size(c, proposals[k])
    }
    let lineSpacing = spec.spacing ?? LayoutEngine.defaultSpacing
    var blockCross = 0.0
    var trackStarts: [Double] = []
    for (t, length) in tracks.lengths.enumerated() {
      trackStarts.append(blockCross)
      blockCross += length + (t < tracks.lengths.count - 1 ? tracks.spacings[t] : 0)
    }
    var total = CGSize.zero
    // A `Grid` (every track fitted to its cells) is as wide as its columns; a lazy grid takes
    // the length offered.
    let fitsCells = !spec.tracks.isEmpty && spec.tracks.allSatisfy { $0.size == .fit }
    total[cross] = fitsCells ? blockCross : available ?? blockCross
    total[main] = lineLengths.reduce(0, +) + lineSpacing * Double(max(0, lineCount - 1))
    let blockOffset: Double
    switch spec.axis {
    case .vertical:
      blockOffset = LayoutEngine.offset(of: blockCross, in: total.width, spec.alignment.horizontal)
    case .horizontal:
      blockOffset = LayoutEngine.offset(of: blockCross, in: total.height, spec.alignment.vertical)
    }
    var frames: [CGRect] = []
    var lineStart = 0.0
    for line in 0..<lineCount {
      for k in (line * n)..<min(cells.count, (line + 1) * n) {
        let t = k % n
        let trackLength = tracks.lengths.isEmpty ? sizes[k][cross] : tracks.lengths[t]
        let alignment = tracks.alignments.isEmpty ? .center : (tracks.alignments[t] ?? .center)
        var slot = CGSize.zero
        slot[cross] = trackLength
        slot[main] = lineLengths[line]
        let inSlot = CGPoint(
          x: LayoutEngine.offset(of: sizes[k].width, in: slot.width, alignment.horizontal),
          y: LayoutEngine.offset(of: sizes[k].height, in: slot.height, alignment.vertical))
        let crossStart = blockOffset + (trackStarts.isEmpty ? 0 : trackStarts[t])
        let origin =
          spec.axis == .vertical
          ? CGPoint(x: crossStart + inSlot.x, y: lineStart + inSlot.y)
          : CGPoint(x: lineStart + inSlot.x, y: crossStart + inSlot.y)
        frames.append(CGRect(origin: origin, size: sizes[k]))
      }
      lineStart += lineLengths[line] + lineSpacing
    }
    return GridLayout(size: total, proposals: proposals, frames: frames)
  }

  /// `tracks` with each `.fit` track fixed at the longest ideal length of its cells (cell `k`
  /// is in track `k % tracks.count`).
  func fitted(
    _ tracks: [GridTrack], _ cells: ChildIndices, cross: Axis, skipping: (Int) -> Bool = { _ in false }
  ) -> [GridTrack] {
    guard tracks.contains(where: { $0.size == .fit }) else { return tracks }
    var lengths = [Double](repeating: 0, count: tracks.count)
    for (k, c) in cells.enumerated() where tracks[k % tracks.count].size == .fit && !skipping(k) {
      lengths[k % tracks.count] = max(
        lengths[k % tracks.count], size(c, ProposedViewSize(width: nil, height: nil))[cross])
    }
    var result = tracks
    for (t, track) in tracks.enumerated() where track.size == .fit { result[t].size = .fixed(lengths[t]) }
    return result
  }

  /// The tracks' lengths, the spacing after each, and their alignments, for `available`
  /// length across them (nil: unspecified, when flexible tracks take their minimum).
  func gridTracks(_ declared: [GridTrack], available: Double?) -> (
    lengths: [Double], spacings: [Double], alignments: [Alignment?]
  ) {
    // Adaptive tracks become flexible ones: as many as fit in an equal share of what the
    // others leave.
    let spacingOf = { (t: GridTrack) in t.spacing ?? LayoutEngine.defaultSpacing }
    var expanded: [GridTrack] = []
    let adaptiveCount = declared.filter { if case .adaptive = $0.size { true } else { false } }.count
    var othersLength = 0.0
    for t in declared {
      switch t.size {
      case .fixed(let length): othersLength += length + spacingOf(t)
      case .flexible(let minimum, _): othersLength += minimum + spacingOf(t)
      case .adaptive, .fit: break
      }
    }
    for t in declared {
      guard case .adaptive(let minimum, let maximum) = t.size else {
        expanded.append(t)
        continue
      }
      var count = 1
      if let available, adaptiveCount > 0 {
        let share = max(0, available - othersLength) / Double(adaptiveCount)
        let spacing = spacingOf(t)
        count = max(1, Int(min(10_000, ((share + spacing) / (max(minimum, 1) + spacing)).rounded(.down))))
      }
      for _ in 0..<min(count, 10_000) {
        expanded.append(
          GridTrack(.flexible(minimum: minimum, maximum: maximum), spacing: t.spacing, alignment: t.alignment)
        )
      }
    }
    var lengths = [Double](repeating: 0, count: expanded.count)
    var spacingTotal = 0.0
    for (k, t) in expanded.enumerated() where k < expanded.count - 1 { spacingTotal += spacingOf(t) }
    var remaining = (available ?? 0) - spacingTotal
    var open: [Int] = []
    for (k, t) in expanded.enumerated() {
      switch t.size {
      case .fixed(let length):
        lengths[k] = length
        remaining -= length
      case .flexible(let minimum, _):
        if available == nil { lengths[k] = minimum } else { open.append(k) }
      case .adaptive, .fit:
        break
      }
    }
    // Flexible tracks share what is left; a track whose bound binds takes it, and the others
    // share again.
    while !open.isEmpty {
      let share = max(0, remaining) / Double(open.count)
      var settled: [Int] = []
      for k in open {
        guard case .flexible(let minimum, let maximum) = expanded[k].size else { continue }
        if share > maximum {
          lengths[k] = maximum
          settled.append(k)
        } else if share < minimum {
          lengths[k] = minimum
          settled.append(k)
        }
      }
      if settled.isEmpty {
        for k in open { lengths[k] = share }
        break
      }
      for k in settled { remaining -= lengths[k] }
      open.removeAll { settled.contains($0) }
    }
    return (lengths, expanded.map(spacingOf), expanded.map { $0.alignment })
  }

  /// The axes on which cell `c` asked not to be sized (`gridCellUnsizedAxes(_:)`, a marker named
  /// `gridCellUnsizedAxes(h)`, `(v)` or `(hv)`), through the modifiers around it.
  func unsizedAxes(_ c: Int) -> (Bool, Bool) {
    var item = c
    while case .modifier = items[item].kind {
      if case .modifier(.marker(let name)) = elements[item], name.hasPrefix("gridCellUnsizedAxes(") {
        let flags = name.dropFirst("gridCellUnsizedAxes(".count)
        return (flags.contains("h"), flags.contains("v"))
      }
      item = children(item)[0]
    }
    return (false, false)
  }

  /// Where an extent of `length` starts in `container` under `alignment`.
  static func offset(of length: Double, in container: Double, _ alignment: HorizontalAlignment) -> Double {
    switch alignment {
    case .leading: 0
    case .center, .custom: (container - length) / 2
    case .trailing: container - length
    }
  }

  static func offset(of length: Double, in container: Double, _ alignment: VerticalAlignment) -> Double {
    switch alignment {
    case .top, .firstTextBaseline: 0
    case .center, .custom: (container - length) / 2
    case .bottom, .lastTextBaseline: container - length
    }
  }
}
