extension Interface {
  /// Foundation as views use it: timers and run loops on the virtual clock, notifications
  /// (docs/runtime-values.md, "The virtual clock and scheduled work").
  static let foundation = #"""
    class Timer {
      class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer
      init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void)
      func fire()
      func invalidate()
      var isValid: Bool { get }
      var timeInterval: TimeInterval { get }
      var fireDate: Date { get }
      var tolerance: TimeInterval { get set }
      static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher
      final class TimerPublisher: ConnectablePublisher {
        typealias Output = Date
        typealias Failure = Never
        init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil)
        final let interval: TimeInterval
        final func connect() -> Cancellable
      }
    }
    class RunLoop: Scheduler {
      class var main: RunLoop { get }
      class var current: RunLoop { get }
      func add(_ timer: Timer, forMode mode: RunLoop.Mode)
      struct Mode: Equatable, Hashable {
        init(_ rawValue: String)
        static let common: RunLoop.Mode
        static let `default`: RunLoop.Mode
        static let tracking: RunLoop.Mode
      }
      struct SchedulerOptions {}
    }
    extension DispatchQueue: Scheduler {
      struct SchedulerOptions {}
    }
    """#
}
