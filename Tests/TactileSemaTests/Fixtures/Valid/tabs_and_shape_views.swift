import SwiftUI

// iOS 18 tabs: a tab's value takes its type from the tab view's selection, so `.home` needs no
// type; sections, roles, ForEach of tabs and the tab modifiers check.
enum Pane: String, CaseIterable, Hashable { case home, search, settings }

struct Tabs: View {
    @State private var selection: Pane = .home
    @SceneStorage("hidden") private var hidden: Bool = false
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                Button("Hide") { hidden.toggle() }
            }
            Tab(value: .search, role: .search) {
                Text("Search")
            }
            TabSection("More") {
                Tab(value: .settings) {
                    Text("Settings")
                } label: {
                    Label("Settings", systemImage: "gear")
                }
                .customizationID("settings")
                .badge(2)
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct LoopedTabs: View {
    @State private var selection: Pane = .home
    var body: some View {
        TabView(selection: $selection) {
            ForEach(Pane.allCases, id: \.rawValue) { pane in
                Tab.init(value: pane) {
                    Text(pane.rawValue)
                        .toolbarVisibility(.hidden, for: .tabBar)
                }
            }
        }
        .tabViewStyle(.tabBarOnly)
    }
}

// iOS 17 shape views and shape style members.
struct Styled: View {
    var body: some View {
        VStack {
            Circle().fill(.red).stroke(.blue, lineWidth: 2)
            Capsule().stroke(.blue, lineWidth: 2).fill(.yellow)
            RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.gray, lineWidth: 1)
            Rectangle().fill(.background.shadow(.drop(color: .primary.opacity(0.2), radius: 5)))
            Rectangle().fill(.white.shadow(.inner(color: .black, radius: 3, x: 1, y: 1)))
            Capsule().fill(Color.primary.tertiary)
            Capsule().fill(Color.blue.secondary.opacity(0.5))
            Capsule().fill(.blue.gradient)
            Text("quaternary").foregroundStyle(Color.green.quaternary)
        }
    }
}


// iOS 17 containers and effects.
struct Containers: View {
    @State private var position: Int?
    @State private var animate = false
    var body: some View {
        VStack {
            ViewThatFits(in: .horizontal) {
                HStack { Text("Long title"); Text("Details") }
                Text("Short")
            }
            Capsule()
                .containerRelativeFrame(.horizontal) { length, axis in
                    axis == .horizontal ? length * 0.8 : length
                }
                .containerRelativeFrame(.vertical, count: 4, span: 1, spacing: 8)
                .visualEffect { [animate] content, proxy in
                    content
                        .offset(x: animate ? proxy.size.width : 0)
                        .scaleEffect(0.9)
                        .rotationEffect(.degrees(5))
                        .opacity(0.8)
                }
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<10) { i in
                        Text("\(i)")
                            .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(1 - abs(phase.value) * 0.2)
                            }
                            .id(i)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $position, anchor: .center)
            .contentMargins(16, for: .scrollContent)
            .onScrollGeometryChange(for: Double.self) { geometry in
                geometry.contentOffset.x
            } action: { old, new in
                print(old, new)
            }
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
        }
    }
}

// Tabs without values in a tab view without a selection.
struct PlainTabs: View {
    var body: some View {
        TabView {
            Tab("Received", systemImage: "tray.and.arrow.down.fill") {
                Text("Received")
            }
            .badge(2)
            Tab("Account", systemImage: "person.crop.circle.fill") {
                Text("Account")
            }
        }
    }
}
