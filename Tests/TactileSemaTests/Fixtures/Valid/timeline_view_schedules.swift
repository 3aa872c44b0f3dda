import SwiftUI

// TimelineView with each schedule, and the context's date, as animations use them.
struct Pulse: View {
  let start = Date.now
  var body: some View {
    VStack {
      TimelineView(.animation) { timeline in
        let t = timeline.date.timeIntervalSince1970
        Circle().scaleEffect(1 + 0.1 * sin(t * 2).magnitude)
      }
      TimelineView(.animation(minimumInterval: 1 / 30, paused: false)) { context in
        Text(context.date.description)
      }
      TimelineView(.periodic(from: start, by: 1)) { context in
        Text("\(Int(context.date.timeIntervalSince(start)))")
      }
      TimelineView(.everyMinute) { _ in
        Text("minute")
      }
      TimelineView(PeriodicTimelineSchedule(from: .distantPast, by: 0.5)) { context in
        Text("\(context.date.timeIntervalSinceReferenceDate.remainder(dividingBy: 2))")
      }
    }
  }
}
