import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// The modifiers that attach gestures and actions to a view.
  mutating func addGestureModifiers() {
    modifier(
      .`View.gesture(_:)`, .`View.gesture(_:including:)`, .`View.gesture(_:isEnabled:)`,
      .`View.gesture(_:name:isEnabled:)`, .`View.highPriorityGesture(_:including:)`,
      .`View.highPriorityGesture(_:isEnabled:)`, .`View.highPriorityGesture(_:name:isEnabled:)`,
      .`View.simultaneousGesture(_:including:)`, .`View.simultaneousGesture(_:isEnabled:)`,
      .`View.simultaneousGesture(_:name:isEnabled:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveGestureModifier(call)
    }
    modifier(
      .`View.onTapGesture(count:perform:)`, .`View.onTapGesture(count:coordinateSpace:perform:)`,
      .`View.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`,
      .`View.onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveActionGesture(call)
    }
    // Apple Pencil actions: no touch reaches them; a host delivers them (PencilSimulation).
    modifier(.`View.onPencilDoubleTap(perform:)`, .`View.onPencilSqueeze(perform:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let n = try r.marker(call)
      if case .function(let action) = call[0] {
        r.infos[Int(n.tag)].pencilActions.append(
          (call.key == .`View.onPencilSqueeze(perform:)` ? .squeeze : .doubleTap, action))
      }
      return n
    }
  }
}
