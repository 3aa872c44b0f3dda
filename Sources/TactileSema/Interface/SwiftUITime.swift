extension Interface {
  /// SwiftUI's views and modifiers that run on time: `TimelineView` and its schedules, and the
  /// `task` modifiers (docs/runtime-values.md, "The virtual clock and scheduled work").
  static let swiftUITime = #"""
    protocol TimelineSchedule {}
    struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
      init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
      typealias Context = TimelineViewDefaultContext
    }
    struct TimelineViewDefaultContext {
      var date: Date { get }
      var cadence: TimelineViewDefaultContext.Cadence { get }
      enum Cadence: Comparable {
        case live
        case seconds
        case minutes
      }
    }
    struct PeriodicTimelineSchedule: TimelineSchedule {
      init(from startDate: Date, by interval: TimeInterval)
    }
    struct AnimationTimelineSchedule: TimelineSchedule {
      init(minimumInterval: Double? = nil, paused: Bool = false)
    }
    struct EveryMinuteTimelineSchedule: TimelineSchedule {
      init()
    }
    extension TimelineSchedule where Self == PeriodicTimelineSchedule {
      static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule
    }
    extension TimelineSchedule where Self == AnimationTimelineSchedule {
      static var animation: AnimationTimelineSchedule { get }
      static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule
    }
    extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
      static var everyMinute: EveryMinuteTimelineSchedule { get }
    }
    """#
}
