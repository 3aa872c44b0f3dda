import SwiftUI

// A program's own `Tab` type shadows SwiftUI's, in a tab view's content too.
enum Tab: String, CaseIterable { case first, second }

struct OwnTabs: View {
    @State private var selection: Tab = .first
    var body: some View {
        TabView(selection: $selection) {
            ForEach(Tab.allCases, id: \.self) { tab in
                Text(tab.rawValue).tag(tab)
            }
            Text(Tab(rawValue: "second")?.rawValue ?? "").tag(Tab.second)
        }
    }
}
