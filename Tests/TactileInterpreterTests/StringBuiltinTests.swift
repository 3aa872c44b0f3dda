import TactileTestSupport
import Testing

/// Strings, substrings and characters, and `String(format:)`. Expected outputs are what Swift
/// (with Foundation, as SwiftUI code has) prints for the same program.
@Suite struct StringBuiltinTests {
  @Test("split gives substrings printed like strings; prefix, suffix and drops")
  func slicing() {
    let source = """
      func main() {
        let s = "Hello, World"
        let parts = s.split(separator: ",")
        print(parts, parts.count, parts[0], s.count, s.isEmpty, s.first, s.last)
        print(s.prefix(3), s.suffix(3), s.dropFirst(), s.dropLast(2), s.uppercased(), s.lowercased())
      }
      """
    #expect(
      run(source) == """
        ["Hello", " World"] 2 Hello 12 false Optional("H") Optional("d")
        Hel rld ello, World Hello, Wor HELLO, WORLD hello, world

        """)
  }

  @Test("a string sliced by closed and partial ranges of String.Index; replaceSubrange with a closed range")
  func indexRanges() {
    let source = """
      func main() {
        let s = "Hello, World"
        let i = s.index(s.startIndex, offsetBy: 4)
        print(s[s.startIndex...i], s[..<i], s[i...], s[...i])
        var t = s
        t.replaceSubrange(i...i, with: "0")
        print(t)
        let a = [1, 2, 3, 4, 5]
        print(a[1...], a[..<2], a[...2])
      }
      """
    #expect(
      run(source) == """
        Hello Hell o, World Hello
        Hell0, World
        [2, 3, 4, 5] [1, 2] [1, 2, 3]

        """)
  }

  @Test("a substring has the string methods; a character its number and class properties")
  func substringMembers() {
    let source = """
      func main() {
        let word = "hello world"
        print(word.prefix(1).uppercased() + word.dropFirst(), word.split(separator: " ").map { $0.capitalized })
        print("a1b2".compactMap { $0.wholeNumberValue }, "x!".filter { $0.isPunctuation }, Character("A").asciiValue ?? 0)
      }
      """
    #expect(
      run(source) == """
        Hello world ["Hello", "World"]
        [1, 2] ! 65

        """)
  }

  @Test("searching: hasPrefix, hasSuffix, contains (an empty string is not contained, as in Foundation)")
  func searching() {
    let source = """
      func main() {
        let s = "Hello, World"
        let c: Character = "W"
        print(s.hasPrefix("Hell"), s.hasSuffix("x"), s.contains("lo, W"), s.contains("z"), s.contains(""), s.contains(c))
      }
      """
    #expect(run(source) == "true false true false false true\n")
  }

  @Test("Foundation's components, replacingOccurrences, trimming, capitalized and padding")
  func foundationMethods() {
    let source = """
      func main() {
        let csv = "a,,b,"
        print(csv.components(separatedBy: ","), csv.replacingOccurrences(of: ",", with: ";"), csv.split(separator: ","))
        let padded = "  hi \\n"
        print("[" + padded.trimmingCharacters(in: .whitespaces) + "]", "[" + padded.trimmingCharacters(in: .whitespacesAndNewlines) + "]")
        let words = "hello wORLD foo"
        let n = "abc"
        print(words.capitalized, n.padding(toLength: 6, withPad: "-", startingAt: 0), n.padding(toLength: 2, withPad: "-", startingAt: 0))
      }
      """
    #expect(
      run(source) == """
        ["a", "", "b", ""] a;;b; ["a", "b"]
        [hi \n] [hi]
        Hello World Foo abc--- ab

        """)
  }

  @Test("building strings: append, +=, repeating, describing, characters")
  func building() {
    let source = """
      func main() {
        var t = "a"
        t.append("b")
        t += "c"
        let ch: Character = "d"
        t.append(ch)
        print(t, String(repeating: "ab", count: 3), String(42), String(2.5), String(describing: [1, 2]))
        print(Character("q"), ch.isLetter, ch.isNumber, ch.uppercased(), ch.isWhitespace, ch.isUppercase)
      }
      """
    #expect(run(source) == "abcd ababab 42 2.5 [1, 2]\nq true false D false false\n")
  }

  @Test("String(format:) rounds the exact binary value, as printf does")
  func format() {
    let source = """
      func main() {
        print(String(format: "%.2f|%5.1f|%-6d|%05d|%x|%e|%g|%g|%@", 0.125, 2.675, 42, 42, 255, 12345.678, 0.0001234, 1e20, "s"))
        print(String(format: "%.3f %.0f %.0f %.1f %g %G %10.4e %d%%", 1.0005, 0.5, 1.5, 0.05, 100000.0, 1e-5, -3.14159, 7))
        print(String(format: "%+d % d %03.0f %X %o %.1f", 5, 5, 2.5, 255, 8, -0.04))
      }
      """
    #expect(
      run(source) == """
        0.12|  2.7|42    |00042|ff|1.234568e+04|0.0001234|1e+20|s
        1.000 0 2 0.1 100000 1E-05 -3.1416e+00 7%
        +5  5 002 FF 10 -0.0

        """)
  }

  @Test("debugPrint quotes and escapes as Swift's debugDescription")
  func debugEscapes() {
    let source = """
      func main() {
        debugPrint("quote\\"tab\\t", "it's", "bell\\u{7}", 3)
      }
      """
    #expect(run(source) == #""quote\"tab\t" "it\'s" "bell\u{07}" 3"# + "\n")
  }

  @Test("Character(_:) of several characters is a runtime error")
  func characterTrap() {
    #expect(
      run("func main() {\n  print(Character(\"ab\"))\n}")
        == "error 2:9: Can't form a Character from a String containing more than one extended grapheme cluster"
    )
  }
}
