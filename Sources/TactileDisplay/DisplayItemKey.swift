/// Which item of a display list is "the same" item in another frame: the view that draws it
/// and its order among that view's items. The diff and the animator both match frames by it.
struct DisplayItemKey: Hashable {
  var view: UInt64
  var ordinal: Int

  /// The keys of `items`, in order.
  static func keys(_ items: [DisplayItem]) -> [DisplayItemKey] {
    var count: [UInt64: Int] = [:]
    return items.map { item in
      let n = count[item.viewID, default: 0]
      count[item.viewID] = n + 1
      return DisplayItemKey(view: item.viewID, ordinal: n)
    }
  }
}
