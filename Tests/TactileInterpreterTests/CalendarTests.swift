import TactileTestSupport
import Testing

/// `Calendar`, `DateComponents` and `TimeZone`: Gregorian arithmetic in the calendar's time
/// zone (GMT in the preview), checked against Foundation's answers for the same program.
@Suite struct CalendarTests {
  @Test("a Gregorian calendar reads components, adds units clamping the day, and measures differences")
  func gregorianArithmetic() {
    let output = run(
      """
      import Foundation

      func main() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        // 2024-01-31 13:45:30 GMT
        let date = Date(timeIntervalSinceReferenceDate: 728_401_530)
        print(calendar.component(.year, from: date), calendar.component(.month, from: date), calendar.component(.day, from: date))
        print(calendar.component(.hour, from: date), calendar.component(.minute, from: date), calendar.component(.second, from: date))
        print(calendar.component(.weekday, from: date), calendar.component(.weekOfYear, from: date), calendar.component(.quarter, from: date))
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        print(parts.year!, parts.month!, parts.day!, parts.hour == nil)
        let nextMonth = calendar.date(byAdding: .month, value: 1, to: date)!
        print(calendar.component(.month, from: nextMonth), calendar.component(.day, from: nextMonth))
        let later = calendar.date(byAdding: .day, value: 3, to: date)!
        print(calendar.component(.month, from: later), calendar.component(.day, from: later))
        let start = calendar.startOfDay(for: date)
        print(date.timeIntervalSince(start))
        print(calendar.isDate(date, inSameDayAs: start), calendar.isDate(date, inSameDayAs: later))
        let days = calendar.range(of: .day, in: .month, for: nextMonth)!
        print(days.count, days.lowerBound, days.upperBound)
        var components = DateComponents()
        components.year = 2023
        components.month = 12
        components.day = 25
        components.hour = 8
        let christmas = calendar.date(from: components)!
        print(christmas.timeIntervalSinceReferenceDate)
        let diff = calendar.dateComponents([.day, .hour], from: christmas, to: date)
        print(diff.day!, diff.hour!)
        let months = calendar.dateComponents([.month, .day], from: christmas, to: nextMonth)
        print(months.month!, months.day!)
        let back = calendar.date(byAdding: DateComponents(year: -1, day: 1), to: date)!
        print(calendar.component(.year, from: back), calendar.component(.month, from: back), calendar.component(.day, from: back))
        print(calendar.isDate(date, equalTo: later, toGranularity: .month), calendar.isDate(date, equalTo: later, toGranularity: .year))
        let leap = calendar.date(from: DateComponents(year: 2024, month: 2, day: 29))!
        let plusYear = calendar.date(byAdding: .year, value: 1, to: leap)!
        print(calendar.component(.month, from: plusYear), calendar.component(.day, from: plusYear))
        let dec31 = calendar.date(from: DateComponents(year: 2024, month: 12, day: 31))!
        print(calendar.component(.weekOfYear, from: dec31), calendar.component(.yearForWeekOfYear, from: dec31), calendar.component(.weekOfMonth, from: dec31))
        print(calendar.isDateInWeekend(date), calendar.shortWeekdaySymbols[0], calendar.monthSymbols[1].count)
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        print(formatter.string(from: date))
      }
      """)
    #expect(
      output == """
        2024 1 31
        13 45 30
        4 5 1
        2024 1 31 true
        2 29
        2 3
        49530.0
        true false
        29 1 30
        725184000.0
        37 5
        2 4
        2023 2 1
        false true
        2 28
        1 2025 5
        false Sun 8
        2024-01-31 13:45

        """)
  }

  @Test("isDateInToday, isDateInYesterday and isDateInTomorrow compare with the virtual clock's day")
  func todayIsTheClocksDay() {
    let output = run(
      """
      import Foundation

      func main() {
        let calendar = Calendar.current
        let now = Date()
        let yesterday = calendar.date(byAdding: .day, value: -1, to: now)!
        print(calendar.isDateInToday(now), calendar.isDateInToday(yesterday), calendar.isDateInYesterday(yesterday))
        print(calendar.isDateInTomorrow(now.addingTimeInterval(86_400)), calendar.isDateInToday(calendar.startOfDay(for: now)))
        print(calendar.component(.hour, from: calendar.date(bySettingHour: 9, minute: 30, second: 0, of: now)!))
      }
      """)
    #expect(output == "true false true\ntrue true\n9\n")
  }
}
