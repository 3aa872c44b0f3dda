// Navigation, presentation and list APIs as apps write them: stacks with paths and
// destinations, links of every form, toolbars, sheets, alerts, dismiss and row actions.
import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct DetailView: View {
    @Environment(\.dismiss) var dismiss
    let item: Item
    var body: some View {
        VStack {
            Text(item.name)
            Button("Close") { dismiss() }
        }
        .navigationTitle(item.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ContentView: View {
    @State private var items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
    @State private var showSheet = false
    @State private var showAlert = false
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(items) { item in
                    NavigationLink(item.name, value: item)
                }
                .onDelete { offsets in items.remove(atOffsets: offsets) }
                NavigationLink("Plain", destination: Text("Plain"))
                NavigationLink {
                    Text("Closure")
                } label: {
                    Label("Closure", systemImage: "star")
                }
            }
            .navigationTitle("Items")
            .navigationDestination(for: Item.self) { item in
                DetailView(item: item)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") { showSheet = true }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("A") {}
                    Button("B") {}
                }
            }
            .sheet(isPresented: $showSheet, onDismiss: { print("gone") }) {
                Text("Sheet")
                    .presentationDetents([.medium, .large])
            }
            .alert("Title", isPresented: $showAlert) {
                Button("Delete", role: .destructive) { }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("Message")
            }
        }
    }
}

struct OldView: View {
    @Environment(\.presentationMode) var presentationMode
    @State var show = false
    var body: some View {
        NavigationView {
            Text("x")
                .navigationBarTitle("Old", displayMode: .inline)
                .navigationBarItems(leading: Button("L") {}, trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
                .alert(isPresented: $show) {
                    Alert(title: Text("Hi"), message: Text("There"), primaryButton: .destructive(Text("Del")) { print("del") }, secondaryButton: .cancel())
                }
                .toolbar {
                    Button("T") {}
                }
                .navigationBarHidden(false)
                .toolbar(.hidden, for: .tabBar)
                .listStyle(.plain)
                .contextMenu { Button("Copy") {} }
                .swipeActions(edge: .leading) { Button("Pin") {} }
        }
        .navigationViewStyle(.stack)
    }
}
