extension Interface {
  /// CoreGraphics' geometry and the few Foundation and Dispatch types SwiftUI code uses.
  static let coreGraphics = #"""
    struct CGFloat: BinaryFloatingPoint, CustomStringConvertible {
      init()
      init(_ value: CGFloat)
      init(_ value: Int)
      init(_ value: Double)
      init(_ value: Float)
      static func random(in range: ClosedRange<CGFloat>) -> CGFloat
      static func random(in range: Range<CGFloat>) -> CGFloat
    }

    struct CGPoint: Equatable, Hashable, CustomStringConvertible {
      init()
      init(x: CGFloat, y: CGFloat)
      init(x: Double, y: Double)
      init(x: Int, y: Int)
      var x: CGFloat
      var y: CGFloat
      static var zero: CGPoint { get }
      var description: String { get }
      var debugDescription: String { get }
      func equalTo(_ point2: CGPoint) -> Bool
      func applying(_ t: CGAffineTransform) -> CGPoint
    }

    struct CGSize: Equatable, Hashable, CustomStringConvertible {
      init()
      init(width: CGFloat, height: CGFloat)
      init(width: Double, height: Double)
      init(width: Int, height: Int)
      var width: CGFloat
      var height: CGFloat
      static var zero: CGSize { get }
      var description: String { get }
      var debugDescription: String { get }
      func equalTo(_ size2: CGSize) -> Bool
    }

    struct CGVector: Equatable, Hashable, CustomStringConvertible {
      init()
      init(dx: CGFloat, dy: CGFloat)
      var dx: CGFloat
      var dy: CGFloat
      static var zero: CGVector { get }
      var description: String { get }
    }

    struct CGRect: Equatable, Hashable, CustomStringConvertible {
      init()
      init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)
      init(origin: CGPoint, size: CGSize)
      var origin: CGPoint
      var size: CGSize
      var width: CGFloat { get }
      var height: CGFloat { get }
      var minX: CGFloat { get }
      var midX: CGFloat { get }
      var maxX: CGFloat { get }
      var minY: CGFloat { get }
      var midY: CGFloat { get }
      var maxY: CGFloat { get }
      static var zero: CGRect { get }
      func contains(_ point: CGPoint) -> Bool
      func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect
      func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect
      var description: String { get }
      var debugDescription: String { get }
    }

    struct CGAffineTransform: Equatable {
      init(translationX tx: CGFloat, y ty: CGFloat)
      init(scaleX sx: CGFloat, y sy: CGFloat)
      init(rotationAngle angle: CGFloat)
      static var identity: CGAffineTransform { get }
    }

    struct Date: Equatable, Hashable, Comparable, CustomStringConvertible {
      init()
      static var now: Date { get }
      init(timeIntervalSinceNow: TimeInterval)
      init(timeIntervalSinceReferenceDate ti: TimeInterval)
      init(timeIntervalSince1970 secs: TimeInterval)
      init(timeInterval: TimeInterval, since date: Date)
      var timeIntervalSince1970: TimeInterval { get }
      static var distantFuture: Date { get }
      static var distantPast: Date { get }
      func distance(to other: Date) -> TimeInterval
      func advanced(by n: TimeInterval) -> Date
      static func + (lhs: Date, rhs: TimeInterval) -> Date
      static func - (lhs: Date, rhs: TimeInterval) -> Date
      static func += (lhs: inout Date, rhs: TimeInterval)
      static func -= (lhs: inout Date, rhs: TimeInterval)
      func timeIntervalSince(_ date: Date) -> TimeInterval
      var timeIntervalSinceNow: TimeInterval { get }
      var timeIntervalSinceReferenceDate: TimeInterval { get }
      func addingTimeInterval(_ interval: TimeInterval) -> Date
      static func now() -> Date
      var description: String { get }
    }

    struct UUID: Equatable, Hashable, CustomStringConvertible {
      init()
      var uuidString: String { get }
      var description: String { get }
    }

    struct DispatchTime: Comparable {
      static func now() -> DispatchTime
      static func + (time: DispatchTime, seconds: Double) -> DispatchTime
      static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime
    }
    enum DispatchTimeInterval: Equatable {
      case seconds(Int)
      case milliseconds(Int)
      case microseconds(Int)
      case nanoseconds(Int)
      case never
    }
    class DispatchQueue {
      static var main: DispatchQueue { get }
      class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue
      convenience init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [])
      struct Attributes: OptionSet {
        static let concurrent: DispatchQueue.Attributes
        static let initiallyInactive: DispatchQueue.Attributes
      }
      func sync<T>(execute work: () throws -> T) rethrows -> T
      func async(execute work: @escaping () -> Void)
      func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void)
      func async(execute workItem: DispatchWorkItem)
      func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem)
    }
    class DispatchWorkItem {
      init(block: @escaping () -> Void)
      func perform()
      func cancel()
      var isCancelled: Bool { get }
    }

    struct DispatchQoS {
      static let background: DispatchQoS
      static let utility: DispatchQoS
      static let `default`: DispatchQoS
      static let userInitiated: DispatchQoS
      static let userInteractive: DispatchQoS
      static let unspecified: DispatchQoS
      enum QoSClass {
        case background
        case utility
        case `default`
        case userInitiated
        case userInteractive
        case unspecified
      }
    }

    struct AnyHashable: Hashable {
      init<H: Hashable>(_ base: H)
    }
    struct KeyPath<Root, Value> {}
    """#
}
