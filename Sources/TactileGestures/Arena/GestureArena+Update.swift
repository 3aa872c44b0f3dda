import TactileGeometry

extension GestureArena {
  /// One update: every live participant computes its phase, in an order where each runs after
  /// the competitors it waits for or can be prevented by, under the arbitration rules; then
  /// finished participants are reset, the session ends if nothing is left to wait for, and the
  /// queued callbacks run.
  func runUpdate(_ context: UpdateContext) {
    let ordered = currentOrder()
    let tracing = context.tracer != nil
    // One input for every participant: each lends it its changes, pointers and spaces for its
    // update (moved in and out, not copied, so that no reference is counted per participant).
    var input = NodeInput(
      time: context.time, changes: [], pointers: [], inherited: .unopposed, adopt: false, context: context,
      space: .identity)
    for p in ordered where !p.isFinished && !p.root.node.currentKind.isTerminal {
      if tracing {
        context.attachment = p.key
        context.attachmentLabel = p.label
        context.awaitedLabels = p.competitors.filter { $0.lastKind != .failed }.map { $0.label }
          .joined(separator: ", ")
        context.activeLabels = p.competitors.filter { $0.lastKind == .active }.map { $0.label }
          .joined(separator: ", ")
      }
      let dependency = p.dependency
      // A scroll view's pan fails on a movement its rule does not accept, such as a mostly
      // horizontal one in a vertical scroll view, before it could begin (R12.3).
      if let rule = p.scrollPanRule, p.lastKind == .possible, let start = p.downLocation,
        let finger = p.pointers.first
      {
        let translation = CGSize(width: finger.location.x - start.x, height: finger.location.y - start.y)
        let distance = (translation.width * translation.width + translation.height * translation.height)
          .squareRoot()
        if distance >= rule.minimumDistance, !rule.begins(start, translation) {
          p.root.node.cancel(context, reason: .movedAcrossScrollAxis)
          p.lastKind = .failed
          p.pendingChanges.removeAll(keepingCapacity: true)
          continue
        }
      }
      // A recognised competitor with precedence prevents the others, a long press or a drag
      // paused behind it (R2.6 amended) included; a tap waiting for one (R2.6) is prevented
      // once it ended, since an exclusive relation then reports only the winner (R7.3's
      // `ended(a)` row) — an active one the tap answers itself.
      // A scroll view's pan that takes precedence over the content on iOS 17 still yields to a
      // content gesture recognised before it could begin (R12.3: one active from touch-down).
      if let winner = p.competitors.first(where: {
        dependency == .failIfActive ? $0.lastKind == .ended : $0.wasRecognized
      }) ?? p.preempted.first(where: { $0.wasRecognized }) {
        p.root.node.cancel(context, reason: .preventedBy(winner.label))
        context.trace(nil, .lost(to: winner.label, .preventedBy(winner.label)))
        p.lastKind = .failed
        p.pendingChanges.removeAll(keepingCapacity: true)
        continue
      }
      var inherited = InheritedPhase.unopposed
      if dependency != .none {
        // A scroll view's pan that runs first on iOS 17 does not pause the content's gestures.
        for q in p.competitors where !q.preempted.contains(where: { $0 === p }) {
          inherited = inherited.below(kind: q.lastKind)
        }
      }
      let before = p.lastKind
      input.inherited = inherited
      swap(&input.changes, &p.pendingChanges)
      swap(&input.pointers, &p.pointers)
      swap(&input.space, &p.space)
      p.lastKind = p.root.update(input)
      swap(&input.changes, &p.pendingChanges)
      swap(&input.pointers, &p.pointers)
      swap(&input.space, &p.space)
      if tracing, p.wasRecognized, before != .active { traceWin(p, in: ordered, context) }
      if p.scrollPanRule != nil, p.wasRecognized, before == .possible { cancelContent(of: p, context) }
    }
    for p in participants where !p.pendingChanges.isEmpty {
      p.pendingChanges.removeAll(keepingCapacity: true)
    }
    finishParticipants()
    endSessionIfDone(context)
    context.flush()
  }

  /// Cancels the gestures inside a scroll view's pan that would have had precedence over it
  /// but are still only possible when it is recognised (a tap, a long press, a drag short of its
  /// minimum distance, one paused by R2.6): a scroll view that starts scrolling cancels its
  /// content's touches (UIKit's `canCancelContentTouches`), so a row's tap does not fire after
  /// a scroll shorter than the tap's 45 pt (R12.3).
  private func cancelContent(of pan: Participant, _ context: UpdateContext) {
    let model = arbitration
    for q in participants
    where q !== pan && !q.isFinished && q.lastKind == .possible && !q.root.node.currentKind.isTerminal
      && q.sharesTouch(with: pan) && Precedence.isInside(q, pan)
      && (Precedence.compare(q, pan, model: model) == true || pan.preempted.contains { $0 === q })
    {
      context.attachment = q.key
      context.attachmentLabel = q.label
      q.root.node.cancel(context, reason: .scrollBegan(pan.label))
      q.lastKind = .failed
      q.pendingChanges.removeAll(keepingCapacity: true)
    }
    context.attachment = pan.key
    context.attachmentLabel = pan.label
  }

  /// Whether `pan`, a scroll view's pan, takes precedence over `p` under iOS 17 (R12.3): over
  /// the non-simultaneous gestures inside it that would otherwise have precedence over it (not a
  /// nested scroll view's pan, which keeps its precedence), which
  /// do not wait for it (the pan runs first in each update, and yields to one of them already
  /// recognised).
  private func preempts(_ pan: Participant, _ p: Participant) -> Bool {
    arbitration == .iOS17 && pan.scrollPanRule != nil && pan.kind == .scrollViewPan
      && p.kind != .simultaneous && p.kind != .scrollViewPan && !p.isSystemInteraction
      && Precedence.isInside(p, pan)
      && Precedence.compare(p, pan, model: .iOS17) == true
  }

  /// The update order, recomputed only when participants, their touches or their places in the
  /// tree changed. Each participant's `competitors` — those before it that share a touch and
  /// that it waits for (a tap, a long press, a drag: R2.6) or can be prevented by (anything)
  /// — are computed with it.
  private func currentOrder() -> [Participant] {
    if let order { return order }
    let model = arbitration
    let mustPrecede = { (q: Participant, p: Participant) -> Bool in
      guard q.sharesTouch(with: p) else { return false }
      if self.preempts(q, p) { return true }
      if self.preempts(p, q) { return false }
      return p.dependency == .none ? Precedence.compare(q, p, model: model) == true : self.waits(p, for: q)
    }
    let ordered = Precedence.order(participants, mustPrecede: mustPrecede)
    for p in ordered {
      p.preempted =
        model == .iOS17 && p.scrollPanRule != nil
        ? ordered.filter { p.sharesTouch(with: $0) && preempts(p, $0) } : []
    }
    for (position, p) in ordered.enumerated() {
      p.competitors = ordered[..<position].filter { mustPrecede($0, p) }
    }
    order = ordered
    return ordered
  }

  /// Whether `p`, a gesture with a dependency (a tap, a long press, a drag), waits for `q` to
  /// fail (R2.6): when `q` has precedence over it — or, with R9.9's switch on and both being
  /// taps with different counts, when `q` needs more taps than `p`.
  private func waits(_ p: Participant, for q: Participant) -> Bool {
    if fewerTapsWaitForMore, p.kind != .simultaneous, q.kind != .simultaneous,
      let taps = p.root.node.requiredTapCount, let otherTaps = q.root.node.requiredTapCount, taps != otherTaps
    {
      return otherTaps > taps
    }
    return Precedence.compare(q, p, model: arbitration) == true
  }

  /// Traces which live participants `p`'s recognition prevents.
  private func traceWin(_ p: Participant, in ordered: [Participant], _ context: UpdateContext) {
    let losers = ordered.filter { q in
      q !== p && !q.isFinished && !q.root.node.currentKind.isTerminal && q.competitors.contains { $0 === p }
        && q.dependency != .failIfActive
    }
    if !losers.isEmpty { context.trace(nil, .won(over: losers.map { $0.label })) }
  }

  /// Resets participants whose gesture is over and whose fingers are up; their last phase
  /// still counts for their dependents until the session ends.
  private func finishParticipants() {
    for p in participants where !p.isFinished && p.pointers.isEmpty && p.root.node.currentKind.isTerminal {
      p.isFinished = true
      p.root.node.reset()
    }
  }

  /// Ends the touch session once no finger is down and no live gesture has a timer pending:
  /// gestures still possible fail (R1.5 resets their state), and every participant is dropped.
  private func endSessionIfDone(_ context: UpdateContext) {
    guard pointers.isEmpty, !participants.isEmpty, nextDeadline == nil else { return }
    for p in participants where !p.isFinished {
      context.attachment = p.key
      context.attachmentLabel = p.label
      p.root.node.cancel(context, reason: .touchSequenceEnded)
      p.root.node.reset()
    }
    participants.removeAll()
  }
}

extension InheritedPhase {
  /// `below(_:)` for a phase known only by its kind.
  func below(kind: PhaseKind) -> InheritedPhase {
    var result = self
    if kind != .failed { result.remove(.failed) }
    if kind == .active { result.insert(.active) }
    return result
  }
}
