import Foundation
import TactileDoctor
import TactileSema
import TactileTestSupport
import Testing

/// The reference's guides about gesture mistakes and the doctor agree: a guide's broken example
/// gets the rule's warning, and its fixed example gets no warning at all.
@Suite struct DoctorGuideTests {
  /// The Swift code block under `## title` in a guide.
  static func example(_ guide: String, _ title: String) throws -> String {
    let url = Repository.root.appendingPathComponent("Reference/guides/\(guide).md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "\n## \(title)\n").dropFirst().first)
    let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
    return try #require(code.components(separatedBy: "```").first)
  }

  @Test(
    "a guide's broken example gets its rule's warning and the fixed one none",
    arguments: [("gesturestate-does-not-reset", "G001"), ("single-vs-double-tap", "G003")])
  func guide(_ guide: String, _ rule: String) throws {
    let broken = Compilation(try Self.example(guide, "Broken"), fileName: "Broken.swift")
    #expect(!broken.hasErrors)
    #expect(Doctor.warnings(broken).map(\.id) == [rule])
    let fixed = Compilation(try Self.example(guide, "Fixed"), fileName: "Fixed.swift")
    #expect(!fixed.hasErrors)
    #expect(Doctor.warnings(fixed).isEmpty)
  }
}
