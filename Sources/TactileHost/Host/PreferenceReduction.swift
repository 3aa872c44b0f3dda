import TactileGeometry
import TactileInterpreter
import TactileLayout

extension ViewHost {
  /// Reduces the program's preferences over a laid-out tree and acts on them, in tree order:
  /// an `onPreferenceChange` whose value differs from the one it last saw (or that sees one for
  /// the first time) calls its action; an `overlayPreferenceValue` or
  /// `backgroundPreferenceValue` whose value changed is given the new one and its view made
  /// again (the host renders again). Returns whether anything was called or changed.
  func applyPreferences(_ layout: LayoutResult) throws(RuntimeError) -> Bool {
    let infos = resolver.passInfos
    func role(_ i: Int) -> PreferenceRole? {
      let tag = Int(layout.views[i].tag)
      return tag < infos.count ? infos[tag].preference : nil
    }
    var readers: [Int] = []
    for i in layout.views.indices {
      switch role(i) {
      case .onChange?, .read?, .geometry?: readers.append(i)
      default: break
      }
    }
    guard !readers.isEmpty else {
      lastPreferences = [:]
      return false
    }
    var children = [[Int]](repeating: [], count: layout.views.count)
    for (i, view) in layout.views.enumerated() where view.parent >= 0 { children[view.parent].append(i) }

    // The value of view `i`'s subtree for `key`; nil when nothing in it gives one (the key's
    // default is implicit and takes no part in the reduction).
    func value(_ i: Int, _ key: Int) throws(RuntimeError) -> Value? {
      let own = role(i)
      if case .write(key, let written)? = own { return written }
      if case .anchor(key, let source, let transform)? = own {
        let anchor = ViewResolver.anchor(source, in: layout.views[i].globalFrame)
        return try interpreter.call(transform, [anchor], at: resolver.location(of: transform))
      }
      var result: Value?
      for c in children[i] {
        guard let next = try value(c, key) else { continue }
        if let accumulated = result {
          result = try resolver.preferenceReduce(key, accumulated, next)
        } else {
          result = next
        }
      }
      if case .transform(key, let transform)? = own {
        var arguments = [try orDefault(result, key, transform)]
        _ = try interpreter.call(transform, &arguments, at: resolver.location(of: transform))
        return arguments[0]
      }
      return result
    }

    func orDefault(_ v: Value?, _ key: Int, _ at: Closure?) throws(RuntimeError) -> Value {
      if let v { return v }
      return try resolver.preferenceDefault(key, at: at)
    }

    var acted = false
    var seen: [UInt64: Value] = [:]
    for r in readers {
      guard let reader = role(r) else { continue }
      let id = layout.views[r].id
      switch reader {
      case .onChange(let key, let action):
        let current = try orDefault(value(r, key), key, action)
        seen[id] = current
        if let previous = lastPreferences[id], valuesEqual(previous, current) { continue }
        lastPreferences[id] = current
        _ = try interpreter.call(action, [current], at: resolver.location(of: action))
        acted = true
      case .geometry(let transform, let action):
        let current = try interpreter.call(
          transform, [geometryProxy(layout, r)], at: resolver.location(of: transform))
        seen[id] = current
        let previous = lastPreferences[id]
        if let previous, valuesEqual(previous, current) { continue }
        lastPreferences[id] = current
        let parameters = actionParameterCount(action)
        _ = try interpreter.call(
          action, parameters == 2 ? [previous ?? current, current] : [current],
          at: resolver.location(of: action))
        acted = true
      case .read(let key, let owner):
        let current = try orDefault(value(r, key), key, nil)
        // A reader's value need not be Equatable (an `AnyView` in it is rebuilt by every pass):
        // it is the same when it is built alike (`sameDescription`).
        if let previous = resolver.preferenceValues[owner], sameDescription(previous, current) { continue }
        if resolver.preferenceValues[owner] == nil,
          sameDescription(try resolver.preferenceDefault(key, at: nil), current)
        {
          continue
        }
        resolver.preferenceValues[owner] = current
        if let view = resolver.preferenceOwners[owner], let record = resolver.records[view] {
          record.isDirty = true
        }
        isDirty = true
        acted = true
      default:
        break
      }
    }
    // Readers no longer on screen forget their value: one that comes back sees it anew.
    lastPreferences = lastPreferences.filter { seen[$0.key] != nil }
    return acted
  }
}

extension ViewHost {
  /// The `GeometryProxy` of laid-out view `i`: its size, its frame in the canvas, and its frame
  /// in each named coordinate space around it (as a `GeometryReader` there would see them).
  func geometryProxy(_ layout: LayoutResult, _ i: Int) -> Value {
    let view = layout.views[i]
    let g = view.globalFrame
    var named: [Value] = []
    var a = view.parent
    while a >= 0 {
      let ancestor = layout.views[a]
      if case .modifier(.coordinateSpace(let name)) = ancestor.element {
        let origin = ancestor.globalFrame.origin
        named.append(
          .tuple(
            [.string(name), .rect(g.minX - origin.x, g.minY - origin.y, g.width, g.height)],
            labels: [nil, nil]))
      }
      a = ancestor.parent
    }
    return .record(
      Record(
        name: "GeometryProxy", labels: ["size", "globalFrame", "namedFrames"],
        fields: [
          .size(view.size.width, view.size.height), .rect(g.minX, g.minY, g.width, g.height), .array(named),
        ]))
  }
}
