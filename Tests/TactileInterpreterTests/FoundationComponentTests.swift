import TactileTestSupport
import Testing

/// URL components, date intervals, string comparisons, UTF-8 decoding, the sandbox's folders
/// and `OpenURLAction`, as Foundation and SwiftUI define them.
@Suite struct FoundationComponentTests {
  @Test(
    "URLComponents splits a URL into scheme, host, port, path, query items and fragment, and builds it back")
  func urlComponents() {
    let output = run(
      """
      import Foundation

      func main() {
        let c = URLComponents(string: "myapp://shop:8080/items/42?colour=red&size=L&gift#top")!
        print(c.scheme!, c.host!, c.port!, c.path, c.fragment!)
        for item in c.queryItems! { print(item.name, item.value ?? "-") }
        var made = URLComponents()
        made.scheme = "https"
        made.host = "example.com"
        made.path = "/search"
        made.queryItems = [URLQueryItem(name: "q", value: "two words"), URLQueryItem(name: "page", value: "2")]
        print(made.url!.absoluteString)
        let url = URL(string: "deeplink://product/7")!
        print(URLComponents(url: url, resolvingAgainstBaseURL: true)?.host ?? "none")
      }
      """)
    #expect(
      output
        == "myapp shop 8080 /items/42 top\ncolour red\nsize L\ngift -\nhttps://example.com/search?q=two%20words&page=2\nproduct\n"
    )
  }

  @Test("URL gives its query, fragment and port, a decoded or encoded path, and drops its last component")
  func urlParts() {
    let output = run(
      """
      import Foundation

      func main() {
        let url = URL(string: "https://host.org:81/a%20b/c.txt?x=1#f")!
        print(url.query!, url.fragment!, url.port!)
        print(url.path, url.path(), url.path(percentEncoded: false))
        print(url.deletingLastPathComponent().absoluteString, url.deletingPathExtension().lastPathComponent)
        print(URL(string: "../d", relativeTo: URL(string: "https://h.org/a/b/c"))!.absoluteString)
      }
      """)
    #expect(
      output
        == "x=1 f 81\n/a b/c.txt /a%20b/c.txt /a b/c.txt\nhttps://host.org:81/a%20b/?x=1#f c\nhttps://h.org/a/d\n"
    )
  }

  @Test("a DateInterval has a start, an end and a duration, contains its ends, and intersects another")
  func dateIntervals() {
    let output = run(
      """
      import Foundation

      func main() {
        let start = Date()
        var interval = DateInterval(start: start, duration: 60)
        print(interval.duration, interval.end.timeIntervalSince(start))
        print(interval.contains(start), interval.contains(start + 60), interval.contains(start + 61))
        let other = DateInterval(start: start + 30, end: start + 90)
        print(interval.intersects(other), interval.intersection(with: other)!.duration, interval < other)
        interval.end = start + 10
        print(interval.duration, interval == DateInterval(start: start, duration: 10))
        print(DateInterval(start: start + 100, duration: 1).intersection(with: interval) == nil)
      }
      """)
    #expect(output == "60.0 60.0\ntrue true false\ntrue 30.0 true\n10.0 true\ntrue\n")
  }

  @Test("a DateInterval that ends before it starts traps, as Foundation's does")
  func reverseInterval() {
    let output = run(
      """
      import Foundation

      func main() {
        let now = Date()
        _ = DateInterval(start: now, end: now - 1)
      }
      """)
    #expect(output.contains("Reverse intervals are not allowed"))
  }

  @Test("string comparisons give a ComparisonResult: literal, case-insensitive, localized and numeric orders")
  func comparisons() {
    let output = run(
      """
      import Foundation

      func main() {
        print("b".compare("a") == .orderedDescending, "B".compare("a") == .orderedAscending)
        print("Ant".caseInsensitiveCompare("ant") == .orderedSame)
        print("ant man".localizedCaseInsensitiveCompare("Black Widow") == .orderedAscending)
        print("Zed".localizedCaseInsensitiveCompare("apple") == .orderedDescending)
        print("a".localizedCompare("A") == .orderedAscending, "A".localizedCompare("b") == .orderedAscending)
        print("file10".localizedStandardCompare("file9") == .orderedDescending)
        print(ComparisonResult.orderedAscending.rawValue, ComparisonResult.orderedSame.rawValue)
        let names = ["hulk", "Iron Man", "ant", "Captain"]
        print(names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
      }
      """)
    #expect(
      output
        == "true true\ntrue\ntrue\ntrue\ntrue true\ntrue\n-1 0\n[\"ant\", \"Captain\", \"hulk\", \"Iron Man\"]\n"
    )
  }

  @Test("String(decoding:as: UTF8.self) reads bytes and encoded JSON as UTF-8 text")
  func decodingUTF8() {
    let output = run(
      """
      import Foundation

      struct Pet: Codable {
        var name = "Rex"
      }

      func main() {
        print(String(decoding: [72, 105], as: UTF8.self))
        let data = try! JSONEncoder().encode(Pet())
        print(String(decoding: data, as: UTF8.self))
      }
      """)
    #expect(output == "Hi\n{\"name\":\"Rex\"}\n")
  }

  @Test("FileManager makes folders, writes, reads and removes files by path in the run's sandbox")
  func folders() {
    let output = run(
      """
      import Foundation

      func main() {
        let fm = FileManager.default
        let folder = fm.urls(for: .cachesDirectory, in: .userDomainMask).first!.appendingPathComponent("Pics")
        let path = folder.path
        print(fm.fileExists(atPath: path))
        do {
          try fm.createDirectory(atPath: path + "/deep/er", withIntermediateDirectories: false)
        } catch {
          print("refused")
        }
        try! fm.createDirectory(at: folder, withIntermediateDirectories: true)
        print(fm.fileExists(atPath: path))
        print(fm.createFile(atPath: path + "/a.txt", contents: "hello".data(using: .utf8)))
        print(fm.createFile(atPath: path + "/missing/b.txt", contents: nil))
        print(String(data: fm.contents(atPath: path + "/a.txt")!, encoding: .utf8)!)
        try! fm.createDirectory(atPath: path + "/sub", withIntermediateDirectories: true)
        print(try! fm.contentsOfDirectory(atPath: path))
        try! fm.removeItem(atPath: path)
        print(fm.fileExists(atPath: path), fm.contents(atPath: path + "/a.txt") == nil)
        do {
          try fm.removeItem(atPath: path)
        } catch {
          print("nothing to remove")
        }
      }
      """)
    #expect(
      output
        == "false\nrefused\ntrue\ntrue\nfalse\nhello\n[\"a.txt\", \"sub\"]\nfalse true\nnothing to remove\n")
  }

  @Test("an OpenURLAction runs its handler; the system action records the URL it would open")
  func openURLAction() {
    let (output, interpreter) = interpret(
      """
      import SwiftUI

      func main() {
        let custom = OpenURLAction { url in
          print("asked", url.absoluteString)
          return url.absoluteString.contains("bad") ? .discarded : .systemAction(URL(string: "https://other.org")!)
        }
        custom(URL(string: "https://good.org")!)
        custom(URL(string: "https://bad.org")!) { accepted in print("accepted", accepted) }
        let handled = OpenURLAction { _ in .handled }
        handled(URL(string: "https://kept.org")!)
      }
      """)
    #expect(output == "asked https://good.org\nasked https://bad.org\naccepted false\n")
    #expect(interpreter?.builtinState.openedURLs == ["https://other.org"])
  }
}
