/// The precedence rules between attachments, R9.4 applied pair by pair (R9.1–R9.5, R12.5).
///
/// Two attachments are related when one is *inside* the other — attached to a view inside the
/// other's view, or written earlier on the same view. The outer one's modifier decides:
/// `.gesture` gives the inner one precedence, `.highPriorityGesture` takes precedence itself,
/// `.simultaneousGesture` relates neither way; a scroll view's pan yields to what is inside it.
/// Attachments on unrelated views (siblings, cousins) never compete. This is iOS 26's model,
/// where a `simultaneousGesture` is simultaneous with what is inside it but not with its
/// ancestors nor with a scroll view's pan (R12.5, decision 4.15); `ArbitrationModel` gives the
/// earlier releases' exceptions: on iOS 17 and 18 a scroll view's pan runs together with the
/// `simultaneousGesture`s inside it, and on iOS 18 a `simultaneousGesture` is simultaneous with
/// its ancestors' gestures too. A host's stand-in for a UIKit interaction
/// (`GestureAttachment.isSystemInteraction`) runs together with scroll views' pans on every
/// release.
enum Precedence {
  /// Whether `a` is inside `b`.
  static func isInside(_ a: Participant, _ b: Participant) -> Bool {
    if a.nodeIndex == b.nodeIndex { return a.key.index < b.key.index }
    let depth = b.ancestry.count - 1
    return depth < a.ancestry.count && a.ancestry[depth] == b.nodeIndex
  }

  /// `true` if `a` has precedence over `b`, `false` if `b` has it over `a`, `nil` if they are
  /// unrelated.
  static func compare(_ a: Participant, _ b: Participant, model: ArbitrationModel = .iOS26) -> Bool? {
    if isInside(a, b) { return innerHasPrecedence(inner: a, outer: b.kind, model: model) }
    if isInside(b, a) { return innerHasPrecedence(inner: b, outer: a.kind, model: model).map { !$0 } }
    return nil
  }

  /// Whether the inner of two related attachments has precedence over the outer one, decided by
  /// the outer one's modifier; `nil` if they recognise simultaneously.
  private static func innerHasPrecedence(inner: Participant, outer: AttachmentKind, model: ArbitrationModel)
    -> Bool?
  {
    if inner.kind == .simultaneous {
      if model == .iOS18 { return nil }
      if outer == .scrollViewPan, model == .iOS17 || inner.isSystemInteraction { return nil }
    }
    switch outer {
    case .gesture: return true
    case .highPriority: return false
    case .simultaneous: return nil
    case .scrollViewPan: return true
    }
  }

  /// The participants in an order where, whenever `mustPrecede(a, b)`, `a` comes before `b` (a
  /// topological order; ties keep the given order, and a cycle — which the rules never form —
  /// falls back to it rather than looping).
  static func order(_ participants: [Participant], mustPrecede: (Participant, Participant) -> Bool)
    -> [Participant]
  {
    let n = participants.count
    guard n > 1 else { return participants }
    var blockers = [Int](repeating: 0, count: n)
    var successors = [[Int]](repeating: [], count: n)
    for i in 0..<n {
      for j in 0..<n where i != j && mustPrecede(participants[i], participants[j]) {
        successors[i].append(j)
        blockers[j] += 1
      }
    }
    var result: [Participant] = []
    result.reserveCapacity(n)
    var done = [Bool](repeating: false, count: n)
    while result.count < n {
      let next = (0..<n).first { !done[$0] && blockers[$0] == 0 } ?? (0..<n).first { !done[$0] }!
      done[next] = true
      result.append(participants[next])
      for j in successors[next] { blockers[j] -= 1 }
    }
    return result
  }
}
