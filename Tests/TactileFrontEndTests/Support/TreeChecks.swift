import TactileDiagnostics
import TactileLexer
import TactileParser

/// Invariants every parse must satisfy, whatever the input; returns the violations found.
///
/// - the tokens with their trivia reproduce the input byte for byte, and end with one
///   end-of-file token;
/// - the top-level items' spans tile the tokens from the first to the end of file, so every
///   token belongs to the tree;
/// - every node's span lies within the tokens before the end of file, and any two spans are
///   nested or disjoint, as the spans of a tree must be;
/// - every diagnostic (and note) has a range inside the buffer.
enum TreeChecks {
  static func violations(_ tree: SyntaxTree, bytes: [UInt8]) -> [String] {
    var problems: [String] = []
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    var previousEnd = 0
    for token in tree.tokens {
      if token.start != previousEnd { problems.append("token gap at \(token.start)") }
      if !(token.start <= token.textStart && token.textStart <= token.textEnd && token.textEnd <= token.end) {
        problems.append("token offsets out of order at \(token.start)")
      }
      rebuilt += bytes[min(token.start, bytes.count)..<min(token.end, bytes.count)]
      previousEnd = token.end
    }
    if rebuilt != bytes { problems.append("round trip differs") }
    if tree.tokens.last?.kind != .endOfFile { problems.append("no end-of-file token") }
    if tree.tokens.dropLast().contains(where: { $0.kind == .endOfFile }) { problems.append("early end-of-file") }
    var next: Int32 = 0
    for item in tree.items {
      let span = tree[item].span
      if span.first != next { problems.append("top-level items do not tile tokens at \(next)") }
      next = span.end
    }
    if Int(next) != tree.tokens.count - 1 { problems.append("top-level items end at \(next), not at end of file") }
    let limit = Int32(tree.tokens.count - 1)
    let spans = tree.exprs.map(\.span) + tree.stmts.map(\.span) + tree.decls.map(\.span)
      + tree.types.map(\.span) + tree.patterns.map(\.span)
    if let bad = spans.first(where: { $0.first < 0 || $0.first > $0.end || $0.end > limit }) {
      problems.append("node span \(bad.first)..<\(bad.end) outside the tokens")
    }
    // The spans of a tree are nested or disjoint, never partly overlapping.
    let sorted = spans.filter { !$0.isEmpty }.sorted { $0.first != $1.first ? $0.first < $1.first : $0.end > $1.end }
    var open: [TokenSpan] = []
    for span in sorted {
      while let top = open.last, top.end <= span.first { open.removeLast() }
      if let top = open.last, span.end > top.end {
        problems.append("spans \(top.first)..<\(top.end) and \(span.first)..<\(span.end) overlap")
        break
      }
      open.append(span)
    }
    for diagnostic in tree.diagnostics {
      let ranges = [diagnostic.range] + diagnostic.notes.map(\.range)
      for range in ranges where range.start < 0 || range.end > bytes.count || range.start > range.end {
        problems.append("diagnostic '\(diagnostic.message)' has range \(range.start)..<\(range.end)")
      }
    }
    return problems
  }
}
