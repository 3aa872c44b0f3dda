import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `onReceive(publisher) { value in … }`: while the view is on screen it is subscribed to the
  /// publisher, and each value calls the action of the view's latest body. The same publisher
  /// keeps its subscription from one pass to the next (a timer keeps its schedule); a different
  /// one replaces it. The subscription starts as work due now, after the pass.
  func resolveOnReceive(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try wrapped(call, .marker("onReceive"))
    infos[Int(n.tag)].keepsWork = true
    guard case .function(let action) = call[1] else { return n }
    let id = call.identity.hash
    let publisher = call[0]
    let signature = interpreter.publisherSignature(publisher)
    if let existing = receivers[id], existing.signature == signature {
      existing.subscription.receive = action
      existing.subscription.transforms = interpreter.transforms(of: publisher)
      return n
    }
    if let existing = receivers[id] { interpreter.publisherHub.cancel(existing.subscription) }
    // A placeholder until the work due now subscribes; cancelling it cancels that work.
    let pending = Subscription.pending(action)
    receivers[id] = (signature, pending)
    interpreter.schedule(at: interpreter.now) { [self] (interpreter: Interpreter) throws(RuntimeError) in
      guard receivers[id]?.subscription === pending, !pending.isCancelled else { return }
      let subscription = try interpreter.subscribe(publisher, receive: pending.receive, at: 0)
      if receivers[id]?.subscription === pending {
        receivers[id] = (signature, subscription)
      } else {
        interpreter.publisherHub.cancel(subscription)
      }
    }
    return n
  }

  /// Ends the work of the nodes that left the screen in this pass.
  func endWorkNotSeen() {
    for (id, receiver) in receivers where !seenWork.contains(id) {
      interpreter.publisherHub.cancel(receiver.subscription)
      receivers[id] = nil
    }
  }
}
