import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// The animators (`ViewResolver+Animators.swift`) and the modifiers of iOS 16–26 that the
  /// preview accepts without their effect.
  mutating func addAnimators() {
    modifier(.`View.phaseAnimator(_:content:animation:)`, .`View.phaseAnimator(_:trigger:content:animation:)`)
    {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolvePhaseAnimator(call, placeholder: call.content)
    }
    view(.`PhaseAnimator`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolvePhaseAnimator(call, placeholder: nil)
    }
    modifier(
      .`View.keyframeAnimator(initialValue:repeating:content:keyframes:)`,
      .`View.keyframeAnimator(initialValue:trigger:content:keyframes:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveKeyframeAnimator(call, placeholder: call.content)
    }
    view(.`KeyframeAnimator`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveKeyframeAnimator(call, placeholder: nil)
    }
    // Tracks and keyframes are descriptions the keyframe animator reads; they draw nothing.
    view(.`KeyframeTrack`, .`LinearKeyframe`, .`CubicKeyframe`, .`SpringKeyframe`, .`MoveKeyframe`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .empty, label: String(call.key.owner))
    }
    // `PlaceholderContentView` is never made by code: the animators pass the view they modify.
    view(.`PlaceholderContentView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .empty, label: "PlaceholderContentView")
    }
    // Stand-ins (the interface says what each leaves out): kept in the tree, without the effect.
    modifier(
      .`View.monospaced(_:)`, .`View.fontWidth(_:)`, .`View.fontDesign(_:)`, .`View.allowsTightening(_:)`,
      .`View.truncationMode(_:)`, .`View.controlSize(_:)`, .`View.statusBar(hidden:)`,
      .`View.statusBarHidden(_:)`,
      .`View.glassEffect(_:)`, .`View.glassEffect(_:in:)`, .`View.symbolEffect(_:options:isActive:)`,
      .`View.symbolEffect(_:options:value:)`, .`View.matchedTransitionSource(id:in:)`,
      .`View.matchedTransitionSource(id:in:configuration:)`,
      .`View.navigationTransition(_:)`, .`View.indexViewStyle(_:)`, .`View.buttonBorderShape(_:)`,
      .`Text.monospaced(_:)`, .`Text.fontWidth(_:)`, .`Text.fontDesign(_:)`,
      // Drag and drop between views is not simulated: nothing is dragged, no drop arrives.
      .`View.draggable(_:)`, .`View.draggable(_:preview:)`, .`View.dropDestination(for:action:isTargeted:)`,
      .`View.onDrag(_:)`, .`View.onDrag(_:preview:)`, .`View.onDrop(of:delegate:)`,
      .`View.onDrop(of:isTargeted:perform:)`, .`View.draggable(containerItemID:containerNamespace:)`,
      .`View.dropDestination(for:isEnabled:action:)`, .`View.onDropSessionUpdated(_:)`,
      .`View.onDragSessionUpdated(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
  }
}
