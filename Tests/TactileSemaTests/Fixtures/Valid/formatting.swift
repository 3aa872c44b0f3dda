import SwiftUI

// Numbers and dates formatted for display, as the 100 Days of SwiftUI projects do.
struct CheckSplit: View {
  @State private var checkAmount = 42.5
  @State private var people = 3
  @State private var tip = 0.15
  let when = Date.now

  var perPerson: Double {
    checkAmount * (1 + tip) / Double(people)
  }

  var body: some View {
    VStack {
      Text(perPerson, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
      Text(tip, format: .percent)
      Text(checkAmount.formatted())
      Text(perPerson.formatted(.number.precision(.fractionLength(2))))
      Text(people.formatted())
      Text(when, style: .time)
      Text(when.formatted(date: .abbreviated, time: .omitted))
      Text(Self.formatter.string(from: when))
      Text(Self.currency.string(from: NSNumber(value: perPerson)) ?? "")
    }
  }

  static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "EEEE, d MMMM"
    return formatter
  }()

  static let currency: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.maximumFractionDigits = 2
    return formatter
  }()
}
