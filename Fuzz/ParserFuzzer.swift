import TactileDiagnostics
import TactileLexer
import TactileParser

/// libFuzzer entry point: lexes and parses arbitrary bytes and checks the front end's
/// invariants, trapping (so libFuzzer records a crash) when one does not hold:
/// the tokens tile the input and reproduce it, the file ends with one end-of-file token, the
/// top-level items cover every token, every node is reached exactly once from them and lies
/// inside its parent, and every diagnostic lies inside the buffer.
/// Built and run by `scripts/fuzz-parser` (see docs/fuzzing.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let tree = Parser.parse(bytes)
  var end = 0
  for token in tree.tokens {
    precondition(token.start == end, "tokens do not tile the input")
    precondition(token.start <= token.textStart && token.textStart <= token.textEnd && token.textEnd <= token.end)
    end = token.end
  }
  precondition(end == bytes.count, "tokens do not reach the end of the input")
  precondition(tree.tokens.last?.kind == .endOfFile, "no end-of-file token")
  var next: Int32 = 0
  for item in tree.items {
    precondition(tree[item].span.first == next, "top-level items do not tile the tokens")
    next = tree[item].span.end
  }
  precondition(Int(next) == tree.tokens.count - 1, "top-level items stop before the end")
  // Every node is reached once from the top-level items, inside its parent's span.
  var seen = Set<SyntaxRef>()
  var stack: [(SyntaxRef, TokenSpan?)] = tree.roots.map { ($0, nil) }
  while let (ref, parent) = stack.popLast() {
    precondition(seen.insert(ref).inserted, "node reached twice")
    let span = tree.span(of: ref)
    if let parent, !span.isEmpty {
      precondition(span.first >= parent.first && span.end <= parent.end, "node outside its parent")
    }
    for child in tree.children(of: ref) { stack.append((child, span)) }
  }
  let total = tree.exprs.count + tree.stmts.count + tree.decls.count + tree.types.count + tree.patterns.count
  precondition(seen.count == total, "nodes unreachable from the roots")
  for diagnostic in tree.diagnostics {
    precondition(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count, "diagnostic outside the buffer")
    for note in diagnostic.notes {
      precondition(note.range.start >= 0 && note.range.end <= bytes.count, "note outside the buffer")
    }
  }
  // Rendering must not fail either.
  _ = SyntaxDumper.render(tree).count
  _ = DiagnosticRenderer(fileName: "fuzz.swift", bytes: bytes).render(tree.diagnostics).count
  return 0
}
