import TactileGeometry
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// A program's `Layout` as a container (`MyLayout { … }`, docs/layout-behaviour.md): layout
/// calls back into the program's `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` through `CustomLayout`'s closures.
extension ViewResolver {
  func resolveCustomLayout(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let layout = unwrapped(call[0])
    let children = try childNodes(call)
    guard case .instance(let instance) = layout else {
      return node(call.identity, .zStack(alignment: .center, children: children), label: "Layout")
    }
    let type = interpreter.program.types[instance.type]
    let witnesses = type.witnesses
    guard case .function(let sizing)? = witnesses["sizeThatFits(proposal:subviews:cache:)"],
      case .function(let placing)? = witnesses["placeSubviews(in:proposal:subviews:cache:)"]
    else {
      return node(call.identity, .zStack(alignment: .center, children: children), label: type.name)
    }
    let makeCache: Int? = {
      if case .function(let f)? = witnesses["makeCache(subviews:)"] { return f }
      return nil
    }()
    // The cache: the program's `makeCache(subviews:)` made anew for each call (a cache only
    // saves work), `()` when it has none.
    func cache(_ subviews: Value) throws(RuntimeError) -> Value {
      guard let makeCache else { return .void }
      var selfValue = layout
      var arguments = [subviews]
      return try interpreter.invoke(
        makeCache, selfValue: &selfValue, arguments: &arguments,
        at: interpreter.program.functions[makeCache].location)
    }
    let custom = CustomLayout(
      name: type.name,
      sizeThatFits: { [self] proposal, proxy in
        do throws(RuntimeError) {
          let subviews = Self.subviews(proxy)
          var selfValue = layout
          var arguments = [Self.proposal(proposal), subviews, try cache(subviews)]
          let result = try interpreter.invoke(
            sizing, selfValue: &selfValue, arguments: &arguments,
            at: interpreter.program.functions[sizing].location)
          guard case .size(let w, let h) = unwrapped(result) else { return .zero }
          return CGSize(width: w.isFinite ? max(0, w) : w, height: h.isFinite ? max(0, h) : h)
        } catch {
          pendingError = pendingError ?? error
          return .zero
        }
      },
      placeSubviews: { [self] bounds, proposal, proxy in
        do throws(RuntimeError) {
          let subviews = Self.subviews(proxy)
          var selfValue = layout
          var arguments = [
            Value.rect(bounds.minX, bounds.minY, bounds.width, bounds.height), Self.proposal(proposal),
            subviews,
            try cache(subviews),
          ]
          _ = try interpreter.invoke(
            placing, selfValue: &selfValue, arguments: &arguments,
            at: interpreter.program.functions[placing].location)
        } catch {
          pendingError = pendingError ?? error
        }
      })
    return node(call.identity, .custom(custom, children: children), label: type.name)
  }

  /// A `ProposedViewSize` value.
  static func proposal(_ p: ProposedViewSize) -> Value {
    .record(
      Record(
        name: "ProposedViewSize", labels: ["width", "height"],
        fields: [.optional(p.width.map { .double($0) }), .optional(p.height.map { .double($0) })]))
  }

  /// A `ProposedViewSize` from its value.
  static func proposal(_ v: Value) -> ProposedViewSize {
    guard case .record(let r) = unwrapped(v) else { return .unspecified }
    func dimension(_ field: Value?) -> Double? {
      guard let field else { return nil }
      return Convert.double(unwrapped(field))
    }
    return ProposedViewSize(width: dimension(r["width"]), height: dimension(r["height"]))
  }

  /// The subviews as the program sees them: an array of `LayoutSubview` records whose
  /// operations reach the layout engine through native closures.
  static func subviews(_ proxy: LayoutSubviewsProxy) -> Value {
    var list: [Value] = []
    for k in 0..<proxy.count {
      let measure = Closure(
        code: .native({ arguments in
          let s = proxy.sizeThatFits(k, proposal(arguments.first ?? .void))
          return .size(s.width, s.height)
        }), captures: [], selfValue: nil)
      let place = Closure(
        code: .native({ arguments in
          guard arguments.count == 3, case .point(let x, let y) = unwrapped(arguments[0]) else {
            return .void
          }
          proxy.place(
            k, at: CGPoint(x: x, y: y), anchor: Convert.unitPoint(unwrapped(arguments[1])),
            proposal: proposal(arguments[2]))
          return .void
        }), captures: [], selfValue: nil)
      list.append(
        .record(
          Record(
            name: "LayoutSubview", labels: ["index", "priority", "measure", "place"],
            fields: [.int(k), .double(proxy.priorities[k]), .function(measure), .function(place)])))
    }
    return .array(list)
  }
}

extension BuiltinRegistry {
  /// `ProposedViewSize`, `LayoutSubviews` (an array of subview records: the array's natives
  /// serve it), `LayoutSubview` and `ViewSpacing`.
  mutating func addCustomLayoutValues() {
    addRecordFields([.`ProposedViewSize.width`, .`ProposedViewSize.height`])
    func proposal(_ width: Double?, _ height: Double?) -> Value {
      ViewResolver.proposal(ProposedViewSize(width: width, height: height))
    }
    add(.`ProposedViewSize.init(width:height:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      proposal(
        Convert.double(unwrapped(try call.argument(0))), Convert.double(unwrapped(try call.argument(1))))
    }
    add(.`ProposedViewSize.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .size(let w, let h) = unwrapped(try call.argument(0)) else { return proposal(nil, nil) }
      return proposal(w, h)
    }
    add(.`ProposedViewSize.zero`) { (call: inout NativeCall) throws(RuntimeError) -> Value in proposal(0, 0) }
    add(.`ProposedViewSize.unspecified`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      proposal(nil, nil)
    }
    add(.`ProposedViewSize.infinity`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      proposal(.infinity, .infinity)
    }
    add(.`ProposedViewSize.replacingUnspecifiedDimensions(by:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let p = ViewResolver.proposal(call.receiver)
      var by = (10.0, 10.0)
      if case .size(let w, let h) = unwrapped(try call.argument(0)) { by = (w, h) }
      return .size(p.width ?? by.0, p.height ?? by.1)
    }
    for key in SurfaceKey.allKeys where key.owner == "LayoutSubviews" {
      if let array = SurfaceKey(name: "Array." + key.name.dropFirst("LayoutSubviews.".count)),
        let native = self[array]
      {
        self[key] = native
      }
    }
    func subview(_ call: NativeCall) -> Record? {
      if case .record(let r) = unwrapped(call.receiver) { return r }
      return nil
    }
    add(.`LayoutSubview.sizeThatFits(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .function(let measure)? = subview(call)?["measure"] else { return .size(0, 0) }
      return try call.invoke(measure, [try call.argument(0)])
    }
    add(.`LayoutSubview.dimensions(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .function(let measure)? = subview(call)?["measure"],
        case .size(let w, let h) = try call.invoke(measure, [try call.argument(0)])
      else { return ViewResolver.dimensions(ViewDimensions(width: 0, height: 0)) }
      return ViewResolver.dimensions(ViewDimensions(width: w, height: h))
    }
    add(.`LayoutSubview.place(at:anchor:proposal:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .function(let place)? = subview(call)?["place"] else { return .void }
      return try call.invoke(place, [try call.argument(0), try call.argument(1), try call.argument(2)])
    }
    add(.`LayoutSubview.priority`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      subview(call)?["priority"] ?? .double(0)
    }
    let spacing = Value.record(Record(name: "ViewSpacing", labels: [], fields: []))
    add(.`LayoutSubview.spacing`) { (call: inout NativeCall) throws(RuntimeError) -> Value in spacing }
    add(.`ViewSpacing.zero`) { (call: inout NativeCall) throws(RuntimeError) -> Value in spacing }
    add(.`ViewSpacing.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in spacing }
    // Every pair of views is the default spacing apart (docs/layout-behaviour.md, "Spacing").
    add(.`ViewSpacing.distance(to:along:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(LayoutEngine.defaultSpacing)
    }
  }
}
