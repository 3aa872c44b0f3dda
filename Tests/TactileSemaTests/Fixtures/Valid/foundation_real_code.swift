import SwiftUI
import Combine

// Foundation, Combine and the standard library as real code uses them.
final class ImageStore {
  let cache: NSCache<NSString, UIImage> = {
    let cache = NSCache<NSString, UIImage>()
    cache.countLimit = 100
    cache.totalCostLimit = 1024 * 1024
    return cache
  }()

  func add(_ image: UIImage, name: String) {
    cache.setObject(image, forKey: name as NSString)
  }
  func get(_ name: String) -> UIImage? { cache.object(forKey: name as NSString) }
  func remove() { cache.removeObject(forKey: "fixed" as NSString) }
}

func someCards(_ cards: [String]) -> [String] {
  cards.dropLast(cards.count - 2)
}

func library(_ offsets: IndexSet) throws {
  let first: Int? = offsets.first
  let all = offsets.map { $0 * 2 }.sorted()
  let range: Range<Int> = Range(1...100)
  let slice: ArraySlice<String> = ["a", "b"].dropLast()
  let object: AnyObject? = nil
  let text: String = object.debugDescription
  let chain = sequence(first: 1) { $0 < 8 ? $0 * 2 : nil }.map { $0 + 1 }
  let tens = sequence(state: 0) { (n: inout Int) -> Int? in
    n += 10
    return n
  }.prefix(3)
  let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  try "hello".write(to: url.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
  let path: String = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
  print(first as Any, all, range, slice, text, chain, tens, path)
}

struct SearchScreen: View {
  @State private var query = ""
  @State private var shown = ""
  let subject = PassthroughSubject<String, Never>()

  var body: some View {
    Text(shown)
      .onChange(of: query) { subject.send($0) }
      .onReceive(subject.debounce(for: .seconds(0.3), scheduler: DispatchQueue.main)) { shown = $0 }
      .onReceive(subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main)) { shown = $0 }
      .onReceive(subject.debounce(for: 0.5, scheduler: RunLoop.main).removeDuplicates()) { shown = $0 }
      .onReceive(subject.throttle(for: 1, scheduler: DispatchQueue.main, latest: true).dropFirst()) { shown = $0 }
      .onReceive(subject.delay(for: .seconds(1), scheduler: RunLoop.main)) { shown = $0 }
  }
}

enum PasswordCheck { case valid, tooShort, noMatch }

final class SignUpModel: ObservableObject {
  @Published var password = ""
  @Published var confirmation = ""
  @Published var message = ""

  var check: AnyPublisher<PasswordCheck, Never> {
    Publishers.CombineLatest($password, $confirmation)
      .debounce(for: 0.2, scheduler: RunLoop.main)
      .map { password, confirmation in
        if password.count < 8 {
          return .tooShort
        }
        if password != confirmation {
          return .noMatch
        }
        return .valid
      }
      .eraseToAnyPublisher()
  }

  var long: AnyPublisher<Bool, Never> {
    $password.removeDuplicates().map { $0.count >= 8 }.eraseToAnyPublisher()
  }

  var both: AnyPublisher<Bool, Never> {
    long.combineLatest(long, long).map { $0 && $1 && $2 }.eraseToAnyPublisher()
  }
}
