import Foundation
import TactileLayout
import TactileTestSupport
import Testing

/// The generated metrics table must be exactly what the generator makes from the installed
/// Inter fonts, so that the renderer (which draws with those files) and layout agree.
/// `scripts/bootstrap` installs fonts-inter and python3-fonttools; without them this test
/// fails rather than skips.
struct MetricsTableTests {
  @Test("TextMetricsTable.swift is what scripts/generate-text-metrics.py makes from the fonts")
  func tableMatchesFonts() throws {
    let root = Repository.root
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [root.appendingPathComponent("scripts/generate-text-metrics.py").path, "--check"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(
      process.terminationStatus == 0,
      "generator check failed (run scripts/bootstrap for fonts-inter and python3-fonttools): \(text)")
  }

  @Test("Every printable ASCII character has a real advance in every face")
  func asciiCovered() {
    for face in 0..<8 {
      for v in UInt32(0x21)...0x7E {
        let advance = TextMeasurer.advance(Unicode.Scalar(v)!, face: face)
        #expect(advance > 0 && advance < 2 * 2816, "U+\(String(v, radix: 16)) in face \(face)")
      }
    }
  }

  @Test("Bold is wider than regular, and italic differs from upright for some letters")
  func facesDiffer() {
    let sample = "The quick brown fox jumps over the lazy dog"
    let regular = TextMeasurer.width(of: sample, font: ResolvedFont(.body))
    let bold = TextMeasurer.width(of: sample, font: ResolvedFont(.body, weight: .bold))
    let italic = TextMeasurer.width(of: sample, font: ResolvedFont(.body, italic: true))
    #expect(bold > regular)
    #expect(italic != regular)
  }
}
