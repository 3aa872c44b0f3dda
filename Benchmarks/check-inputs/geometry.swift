import Foundation

// Geometry a gesture view computes: snapping, clamping, distances, predicted ends.
struct Snapper {
  var stops: [CGFloat]
  var threshold: CGFloat = 24

  func nearest(to value: CGFloat) -> CGFloat {
    var best = stops[0]
    for stop in stops where abs(stop - value) < abs(best - value) {
      best = stop
    }
    return best
  }

  func snapped(_ value: CGFloat, velocity: CGFloat) -> CGFloat {
    let projected = value + velocity * 0.2
    let target = nearest(to: projected)
    return abs(target - value) < threshold ? target : projected
  }
}

func clamp(_ point: CGPoint, to rect: CGRect) -> CGPoint {
  CGPoint(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  let dx = a.x - b.x
  let dy = a.y - b.y
  return (dx * dx + dy * dy).squareRoot()
}

func angle(from centre: CGPoint, to point: CGPoint) -> Double {
  var radians = atan2(Double(point.y - centre.y), Double(point.x - centre.x))
  if radians < 0 { radians += 2 * .pi }
  return radians * 180 / .pi
}

struct Pan {
  var start: CGPoint
  var samples: [(time: Double, location: CGPoint)] = []

  mutating func add(_ location: CGPoint, at time: Double) {
    samples.append((time, location))
    if samples.count > 4 { samples.removeFirst() }
  }

  var velocity: CGSize {
    guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
    let dt = CGFloat(last.time - first.time)
    return CGSize(width: (last.location.x - first.location.x) / dt, height: (last.location.y - first.location.y) / dt)
  }

  var translation: CGSize {
    guard let last = samples.last else { return .zero }
    return CGSize(width: last.location.x - start.x, height: last.location.y - start.y)
  }

  func predictedEnd(deceleration: CGFloat = 0.998) -> CGPoint {
    let factor = deceleration / (1 - deceleration) / 1000
    let current = samples.last?.location ?? start
    return CGPoint(x: current.x + velocity.width * factor, y: current.y + velocity.height * factor)
  }
}

func layoutGrid(count: Int, columns: Int, in size: CGSize, spacing: CGFloat = 8) -> [CGRect] {
  let width = (size.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
  var frames: [CGRect] = []
  for index in 0..<count {
    let row = index / columns
    let column = index % columns
    frames.append(
      CGRect(
        x: CGFloat(column) * (width + spacing), y: CGFloat(row) * (width + spacing), width: width,
        height: width))
  }
  return frames
}

func main() {
  let snapper = Snapper(stops: [0, 120, 240, 360])
  print(snapper.snapped(130, velocity: -40), snapper.snapped(200, velocity: 300))
  print(clamp(CGPoint(x: 500, y: -20), to: CGRect(x: 0, y: 0, width: 390, height: 844)))
  print(distance(.zero, CGPoint(x: 3, y: 4)), angle(from: .zero, to: CGPoint(x: 0, y: -1)))
  var pan = Pan(start: CGPoint(x: 10, y: 10))
  for step in 1...6 { pan.add(CGPoint(x: 10 + 12 * Double(step), y: 10 + 3 * Double(step)), at: Double(step) / 60) }
  print(pan.translation, pan.velocity, pan.predictedEnd())
  print(layoutGrid(count: 5, columns: 2, in: CGSize(width: 390, height: 844)).map { $0.minY })
}
