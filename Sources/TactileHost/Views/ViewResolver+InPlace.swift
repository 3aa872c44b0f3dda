import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What an in-place update changed: the geometry effects to move in the last layout (by the
/// node's tag in the pass), and the pass tags whose infos were replaced.
struct InPlaceUpdate {
  var effects: [(tag: UInt32, modifier: Modifier)] = []
  var tags: [UInt32] = []
}

extension ViewResolver {
  /// Updates the last pass in place instead of assembling it again, when that gives the same
  /// tree: the top is the same single user view, nothing but state sources changed, and every
  /// view whose state changed, evaluated again in tree order, resolves to the same nodes as
  /// before except for geometry effects (offset, scale, rotation: they move views without
  /// changing any size), with no other view to evaluate. That is what a drag that moves one view
  /// among many does, and it costs work for that view rather than for the views on screen.
  ///
  /// Returns nil when a full assembly is needed. The views evaluated by then stay evaluated (and
  /// clean), and the assembly reuses them, so every body is still evaluated once, in tree order.
  func updateInPlace(top: ViewNode, topInfos: [NodeInfo]) throws(RuntimeError) -> InPlaceUpdate? {
    guard !fullPassNeeded, topInfos.isEmpty, top.tag == Self.placeholderTag, top.id == lastTop else {
      return nil
    }
    var dirty: [ViewRecord] = []
    for record in records.values where record.isDirty {
      guard record.visited == generation, record.passTags.count == record.infos.count else { return nil }
      if Self.assemblyReads(record.infos) { return nil }
      dirty.append(record)
    }
    guard !dirty.isEmpty else { return nil }
    dirty.sort { $0.order < $1.order }
    var dirtyIDs: Set<UInt64> = []
    for record in dirty { dirtyIDs.insert(record.identity.hash) }
    // Until this update is complete, a failure (a runtime error) leaves the last pass out of
    // date: the next pass must be a full one.
    fullPassNeeded = true
    var update = InPlaceUpdate()
    let saved = interpreter.stateReads
    interpreter.stateReads = nil
    defer { interpreter.stateReads = saved }
    for record in dirty where record.isDirty {
      let old = record.subtree
      let count = record.infos.count
      try evaluate(record)
      if Self.assemblyReads(record.infos) { return nil }
      var placeholders: [UInt64] = []
      let first = update.effects.count
      guard record.infos.count == count,
        Self.sameExceptEffects(old, record.subtree, &update.effects, &placeholders)
      else { return nil }
      for id in placeholders {
        guard let child = records[id], !child.isDirty || dirtyIDs.contains(id) else { return nil }
      }
      for k in first..<update.effects.count {
        let tag = record.passTags[Int(update.effects[k].tag)]
        guard tag != Self.placeholderTag else { return nil }
        update.effects[k].tag = tag
      }
      for (local, tag) in record.passTags.enumerated() where tag != Self.placeholderTag {
        passInfos[Int(tag)] = record.infos[local]
        update.tags.append(tag)
      }
    }
    fullPassNeeded = false
    return update
  }

  /// Whether nodes carry what the assembly reads (what a view tells its navigation stack, a
  /// stack, a presentation): a change there needs the assembly.
  static func assemblyReads(_ infos: [NodeInfo]) -> Bool {
    infos.contains { $0.screenPreference != nil || $0.navigationHost != nil || $0.presentation != nil }
  }

  /// Whether `a` and `b` are the same nodes (ids, tags, contents) except for the values of
  /// geometry effects of the same kind; the changed effects are appended to `effects` (with
  /// `b`'s local tags), the placeholders met to `placeholders`.
  static func sameExceptEffects(
    _ a: ViewNode, _ b: ViewNode, _ effects: inout [(tag: UInt32, modifier: Modifier)],
    _ placeholders: inout [UInt64]
  ) -> Bool {
    guard a.id == b.id, a.tag == b.tag else { return false }
    func same(_ x: [ViewNode], _ y: [ViewNode]) -> Bool {
      guard x.count == y.count else { return false }
      for i in x.indices where !sameExceptEffects(x[i], y[i], &effects, &placeholders) { return false }
      return true
    }
    switch (a.content, b.content) {
    case (.text(let x), .text(let y)): return x == y
    case (.image(let x), .image(let y)): return x == y
    // A program's shape is the same only once drawn (its outline is not known before).
    case (.shape(let x), .shape(let y)): return x == y && !x.shape.containsCustom
    case (.color(let x), .color(let y)): return x == y
    case (.linearGradient(let x), .linearGradient(let y)): return x == y
    case (.spacer(let x), .spacer(let y)): return x == y
    case (.divider, .divider): return true
    case (.empty, .empty):
      if a.tag == placeholderTag { placeholders.append(a.id) }
      return true
    case (.vStack(let a1, let s1, let c1), .vStack(let a2, let s2, let c2)):
      return a1 == a2 && s1 == s2 && same(c1, c2)
    case (.hStack(let a1, let s1, let c1), .hStack(let a2, let s2, let c2)):
      return a1 == a2 && s1 == s2 && same(c1, c2)
    case (.zStack(let a1, let c1), .zStack(let a2, let c2)):
      return a1 == a2 && same(c1, c2)
    case (.group(let c1), .group(let c2)):
      return same(c1, c2)
    case (.scrollView(let x1, let o1, let c1), .scrollView(let x2, let o2, let c2)):
      return x1 == x2 && o1 == o2 && sameExceptEffects(c1, c2, &effects, &placeholders)
    case (.button(let l1), .button(let l2)):
      return sameExceptEffects(l1, l2, &effects, &placeholders)
    case (.modified(let c1, let m1), .modified(let c2, let m2)):
      if m1 != m2 {
        guard sameEffectKind(m1, m2) else { return false }
        effects.append((b.tag, m2))
      }
      return sameExceptEffects(c1, c2, &effects, &placeholders)
    case (.background(let c1, let l1, let a1), .background(let c2, let l2, let a2)),
      (.overlay(let c1, let l1, let a1), .overlay(let c2, let l2, let a2)):
      return a1 == a2 && sameExceptEffects(c1, c2, &effects, &placeholders)
        && sameExceptEffects(l1, l2, &effects, &placeholders)
    default:
      // Geometry readers (their closures cannot be compared) and different kinds of node.
      return false
    }
  }

  private static func sameEffectKind(_ a: Modifier, _ b: Modifier) -> Bool {
    switch (a, b) {
    case (.offset, .offset), (.scaleEffect, .scaleEffect), (.rotationEffect, .rotationEffect),
      (.rotation3DEffect, .rotation3DEffect):
      return true
    default: return false
    }
  }
}
