import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Outlines (`OutlineGroup`; `List(_:children:)` is `List`'s) and the navigation link's
  /// split-view option, which an iPhone's stack does not use.
  mutating func addOutlines() {
    view(.`OutlineGroup`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveOutlineGroup(call)
    }
    // A subgroup's children are made by the outline itself; the type is only named.
    view(.`OutlineSubgroupChildren`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .empty, label: "OutlineSubgroupChildren")
    }
    // `isDetailLink(_:)` says whether the destination replaces a split view's detail column; an
    // iPhone's navigation stack has no such column, so the link pushes as it would without it.
    modifier(.`NavigationLink.isDetailLink(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    }
  }
}
