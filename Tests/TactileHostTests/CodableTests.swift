import TactileTestSupport
import Testing

/// `Codable` with `JSONDecoder` and `JSONEncoder`, the sandbox's files and Combine's operators.
/// The expected outputs are what Foundation gives on Darwin (iOS 17): `JSONEncoder` writes no
/// spaces, `/` escaped, doubles without a trailing `.0`; Darwin leaves the order of keys
/// unspecified, so tests that print JSON ask for `.sortedKeys` (docs/runtime-values.md).
@Suite struct CodableTests {
  @Test("synthesised Decodable reads nested types, arrays, optionals, raw-value enums and CodingKeys")
  func decodesSynthesised() {
    let output = run(
      """
      import Foundation

      enum Role: String, Codable { case admin, member = "regular" }
      struct Address: Codable { var city: String; var zip: Int? }
      struct User: Codable {
          var id: Int
          var name: String
          var score: Double
          var tags: [String]
          var address: Address
          var role: Role
          var nickname: String?
          var scores: [String: Int]
          enum CodingKeys: String, CodingKey {
              case id, name = "full_name", score, tags, address, role, nickname, scores
          }
      }

      func main() {
          let json = #"[{"id": 1, "full_name": "Ann", "score": 3, "tags": ["a", "b"], "address": {"city": "Oslo"}, "role": "regular", "scores": {"x": 2}}]"#
          let users = try! JSONDecoder().decode([User].self, from: Data(json.utf8))
          let u = users[0]
          print(users.count, u.id, u.name, u.score, u.tags, u.address.city, u.address.zip as Any, u.role, u.nickname as Any, u.scores)
      }
      """)
    #expect(output == "1 1 Ann 3.0 [\"a\", \"b\"] Oslo nil member nil [\"x\": 2]\n")
  }

  @Test("a hand-written init(from:) reads keyed, nested and unkeyed containers")
  func decodesCustom() {
    let output = run(
      """
      import Foundation

      struct Weather: Decodable {
          let time: Date
          let summary: String
          let temperature: Double
          let city: String
          enum CodingKeys: String, CodingKey {
              case time = "dt", weather, summary = "description", main, temperature = "temp", city
          }
          init(from decoder: Decoder) throws {
              let container = try decoder.container(keyedBy: CodingKeys.self)
              time = try container.decode(Date.self, forKey: .time)
              var list = try container.nestedUnkeyedContainer(forKey: .weather)
              let first = try list.nestedContainer(keyedBy: CodingKeys.self)
              summary = try first.decode(String.self, forKey: .summary)
              let main = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .main)
              temperature = try main.decode(Double.self, forKey: .temperature)
              city = try container.decodeIfPresent(String.self, forKey: .city) ?? "unknown"
          }
      }

      func main() {
          let decoder = JSONDecoder()
          decoder.dateDecodingStrategy = .secondsSince1970
          let json = #"{"dt": 86400, "weather": [{"description": "sunny"}], "main": {"temp": 21.5}}"#
          let w = try! decoder.decode(Weather.self, from: json.data(using: .utf8)!)
          print(w.time, w.summary, w.temperature, w.city)
      }
      """)
    #expect(output == "1970-01-02 00:00:00 +0000 sunny 21.5 unknown\n")
  }

  @Test("convertFromSnakeCase and iso8601 dates")
  func strategies() {
    let output = run(
      """
      import Foundation

      struct Event: Codable { var eventName: String; var startsAt: Date; var avatarURL: String? }

      func main() {
          let decoder = JSONDecoder()
          decoder.keyDecodingStrategy = .convertFromSnakeCase
          decoder.dateDecodingStrategy = .iso8601
          let e = try! decoder.decode(Event.self, from: Data(#"{"event_name": "Launch", "starts_at": "2024-03-05T10:30:00Z"}"#.utf8))
          print(e.eventName, e.startsAt, e.avatarURL as Any)
          let encoder = JSONEncoder()
          encoder.keyEncodingStrategy = .convertToSnakeCase
          encoder.dateEncodingStrategy = .iso8601
          encoder.outputFormatting = .sortedKeys
          print(String(data: try! encoder.encode(e), encoding: .utf8)!)
      }
      """)
    #expect(
      output == """
        Launch 2024-03-05 10:30:00 +0000 nil
        {"event_name":"Launch","starts_at":"2024-03-05T10:30:00Z"}

        """)
  }

  @Test("JSONEncoder writes compact or pretty JSON, sorted keys, escaped slashes and a custom encode(to:)")
  func encodes() {
    let output = run(
      """
      import Foundation

      struct Point: Codable {
          var x: Double
          var y: Double
          var label: String?
          enum CodingKeys: String, CodingKey { case x = "X", y, label }
          func encode(to encoder: Encoder) throws {
              var c = encoder.container(keyedBy: CodingKeys.self)
              try c.encode(x, forKey: .x)
              try c.encode(y * 2, forKey: .y)
              try c.encodeIfPresent(label, forKey: .label)
          }
      }
      struct Page: Codable { var url: String; var sizes: [Int]; var ratio: Double; var note: String? }

      func main() {
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          let page = Page(url: "https://a.com/b", sizes: [1, 2], ratio: 0.5, note: nil)
          print(String(data: try! encoder.encode(page), encoding: .utf8)!)
          encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
          print(String(data: try! encoder.encode(page), encoding: .utf8)!)
          encoder.outputFormatting = .sortedKeys
          print(String(data: try! encoder.encode([Point(x: 1, y: 1.5, label: nil)]), encoding: .utf8)!)
          let back = try! JSONDecoder().decode(Page.self, from: try! JSONEncoder().encode(page))
          print(back.url, back.sizes, back.ratio, back.note as Any)
      }
      """)
    #expect(
      output == """
        {"ratio":0.5,"sizes":[1,2],"url":"https:\\/\\/a.com\\/b"}
        {
          "ratio" : 0.5,
          "sizes" : [
            1,
            2
          ],
          "url" : "https://a.com/b"
        }
        [{"X":1,"y":3}]
        https://a.com/b [1, 2] 0.5 nil

        """)
  }

  @Test("a mismatch throws DecodingError with Foundation's messages")
  func errors() {
    let output = run(
      """
      import Foundation

      struct Item: Codable { var id: Int; var name: String }

      func main() {
          do {
              _ = try JSONDecoder().decode(Item.self, from: Data(#"{"id": "7", "name": "x"}"#.utf8))
          } catch {
              print(error.localizedDescription)
              print(error)
          }
          do {
              _ = try JSONDecoder().decode(Item.self, from: Data(#"{"id": 7}"#.utf8))
          } catch DecodingError.keyNotFound(let key, let context) {
              print(key.stringValue, "|", context.debugDescription)
          } catch {
              print("other")
          }
          do {
              _ = try JSONDecoder().decode([Item].self, from: Data("not json".utf8))
          } catch {
              print(error.localizedDescription)
          }
          print((try? JSONDecoder().decode([Int].self, from: Data("[1, null]".utf8))) == nil)
      }
      """)
    #expect(
      output == """
        The data couldn’t be read because it isn’t in the correct format.
        typeMismatch(Swift.Int, Swift.DecodingError.Context(codingPath: [CodingKeys(stringValue: "id", intValue: nil)], debugDescription: "Expected to decode Int but found a string instead.", underlyingError: nil))
        name | No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
        The data couldn’t be read because it isn’t in the correct format.
        true

        """)
  }

  @Test("files live in the sandbox's memory for the run; a missing file throws as Foundation does")
  func files() {
    let output = run(
      """
      import Foundation

      func main() {
          let url = URL.documentsDirectory.appending(path: "saved.json")
          do {
              _ = try Data(contentsOf: url)
          } catch {
              print(error.localizedDescription)
          }
          try! JSONEncoder().encode([3, 1]).write(to: url, options: .atomic)
          let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
          let data = try! Data(contentsOf: folder.appendingPathComponent("saved.json"))
          print(try! JSONDecoder().decode([Int].self, from: data), url.lastPathComponent, url.isFileURL)
          print(FileManager.default.fileExists(atPath: url.path), FileManager.default.fileExists(atPath: "/nope"))
      }
      """)
    #expect(
      output == """
        The file “saved.json” couldn’t be opened because there is no such file.
        [3, 1] saved.json true
        true false

        """)
  }

  @Test("Combine's filter, first, last(where:), decode and replaceError deliver as Combine does")
  func combineOperators() {
    let output = run(
      """
      import Foundation
      import Combine

      func main() {
          var bag = Set<AnyCancellable>()
          let subject = PassthroughSubject<Int, Never>()
          subject.filter { $0 % 2 == 0 }.map { $0 * 10 }.sink { print("even", $0) }.store(in: &bag)
          subject.first().sink(receiveCompletion: { print("first done", $0) }, receiveValue: { print("first", $0) }).store(in: &bag)
          subject.last(where: { $0 < 3 }).sink { print("last", $0) }.store(in: &bag)
          for i in 1...4 { subject.send(i) }
          subject.send(completion: .finished)
          Just(Data("[1, 2]".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
              .replaceError(with: []).sink { print("decoded", $0) }.store(in: &bag)
          Just(Data("oops".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
              .replaceError(with: [0]).sink { print("replaced", $0) }.store(in: &bag)
          print(bag.count)
      }
      """)
    #expect(
      output == """
        first 1
        first done finished
        even 20
        even 40
        last 2
        decoded [1, 2]
        replaced [0]
        5

        """)
  }

  @Test("UIPasteboard keeps a string for the run; accessibility settings are the defaults")
  func pasteboard() {
    let output = run(
      """
      import UIKit

      func main() {
          print(UIPasteboard.general.string as Any, UIPasteboard.general.hasStrings)
          UIPasteboard.general.string = "#FF0000"
          print(UIPasteboard.general.string ?? "-", UIAccessibility.isReduceMotionEnabled, UIAccessibility.isVoiceOverRunning)
      }
      """)
    #expect(output == "nil false\n#FF0000 false false\n")
  }

  @Test("a custom EnvironmentKey gives its default, and .environment(_:_:) sets it for the views inside")
  func environmentKey() throws {
    let host = try makeHost(
      """
      import SwiftUI

      struct TitleKey: EnvironmentKey {
          static let defaultValue = "plain"
      }
      extension EnvironmentValues {
          var title: String {
              get { self[TitleKey.self] }
              set { self[TitleKey.self] = newValue }
          }
      }
      struct Label: View {
          @Environment(\\.title) private var title
          var body: some View { Text(title) }
      }
      struct Screen: View {
          var body: some View {
              VStack {
                  Label()
                  Label().environment(\\.title, "fancy")
              }
          }
      }
      """)
    #expect(screenTexts(host) == ["plain", "fancy"])
  }
}
