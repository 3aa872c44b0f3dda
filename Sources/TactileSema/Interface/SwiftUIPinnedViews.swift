extension Interface {
  /// Lazy stacks and grids with pinned section headers and footers (a stand-in: they scroll with
  /// their section) and `PinnedScrollableViews` (docs/runtime-values.md, "Real-code surface").
  static let swiftUIPinnedViews = #"""
    extension LazyVGrid {
      @standIn("pinned headers and footers scroll with their section") init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    extension LazyHGrid {
      @standIn("pinned headers and footers scroll with their section") init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    extension LazyVStack {
      @standIn("pinned headers and footers scroll with their section") init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    extension LazyHStack {
      @standIn("pinned headers and footers scroll with their section") init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    struct PinnedScrollableViews: OptionSet {
      init()
      static let sectionHeaders: PinnedScrollableViews
      static let sectionFooters: PinnedScrollableViews
    }
    """#
}
