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
/// - every node is reached exactly once from the top-level items, and lies inside its parent;
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
    if tree.tokens.dropLast().contains(where: { $0.kind == .endOfFile }) {
      problems.append("early end-of-file")
    }
    var next: Int32 = 0
    for item in tree.items {
      let span = tree[item].span
      if span.first != next { problems.append("top-level items do not tile tokens at \(next)") }
      next = span.end
    }
    if Int(next) != tree.tokens.count - 1 {
      problems.append("top-level items end at \(next), not at end of file")
    }
    let limit = Int32(tree.tokens.count - 1)
    let spans =
      tree.exprs.map(\.span) + tree.stmts.map(\.span) + tree.decls.map(\.span)
      + tree.types.map(\.span) + tree.patterns.map(\.span)
    if let bad = spans.first(where: { $0.first < 0 || $0.first > $0.end || $0.end > limit }) {
      problems.append("node span \(bad.first)..<\(bad.end) outside the tokens")
    }
    // The spans of a tree are nested or disjoint, never partly overlapping.
    let sorted = spans.filter { !$0.isEmpty }.sorted {
      $0.first != $1.first ? $0.first < $1.first : $0.end > $1.end
    }
    var open: [TokenSpan] = []
    for span in sorted {
      while let top = open.last, top.end <= span.first { open.removeLast() }
      if let top = open.last, span.end > top.end {
        problems.append("spans \(top.first)..<\(top.end) and \(span.first)..<\(span.end) overlap")
        break
      }
      open.append(span)
    }
    // Every node is reached exactly once from the roots, inside its parent's span.
    var seen = Set<SyntaxRef>()
    var stack: [(SyntaxRef, TokenSpan?)] = tree.roots.reversed().map { ($0, nil) }
    while let (ref, parent) = stack.popLast() {
      if !seen.insert(ref).inserted {
        problems.append("node \(ref) reached twice")
        break
      }
      let span = tree.span(of: ref)
      if let parent, !span.isEmpty, span.first < parent.first || span.end > parent.end {
        problems.append(
          "node \(ref) at \(span.first)..<\(span.end) outside its parent \(parent.first)..<\(parent.end)")
        break
      }
      for child in tree.children(of: ref).reversed() { stack.append((child, span)) }
    }
    let total =
      tree.exprs.count + tree.stmts.count + tree.decls.count + tree.types.count + tree.patterns.count
    if seen.count != total {
      let all: [SyntaxRef] =
        tree.exprs.indices.map { .expr(ExprID(rawIndex: $0)) }
        + tree.stmts.indices.map { .stmt(StmtID(rawIndex: $0)) }
        + tree.decls.indices.map { .decl(DeclID(rawIndex: $0)) }
        + tree.types.indices.map { .type(TypeID(rawIndex: $0)) }
        + tree.patterns.indices.map { .pattern(PatternID(rawIndex: $0)) }
      let orphan =
        all.first { !seen.contains($0) }.map { ref -> String in
          let span = tree.span(of: ref)
          let text = tree.tokens[Int(span.first)..<Int(span.end)].map { tree.source.text(of: $0) }.joined(
            separator: " ")
          let line = SourceLocationConverter(bytes: bytes).location(
            of: tree.tokens[Int(span.first)].textStart
          ).line
          return "\(ref) '\(text)' at line \(line)"
        } ?? ""
      problems.append("\(total - seen.count) nodes unreachable from the roots, such as \(orphan)")
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
