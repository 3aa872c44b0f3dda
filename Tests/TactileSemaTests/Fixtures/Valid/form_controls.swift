import SwiftUI

// A settings form: text entry with focus, sections with headers and footers, steppers,
// progress, dates, colours, labelled content and the list and control styles.
enum Field: Hashable {
    case name
    case email
}

struct AccountForm: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var age = 30
    @State private var volume = 0.5
    @State private var joined = Date()
    @State private var accent = Color.blue
    @State private var notify = true
    @State private var showAdvanced = false
    @FocusState private var focus: Field?
    @FocusState private var searching: Bool

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .textInputAutocapitalization(.words)
                    .submitLabel(.next)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                    .keyboardType(.emailAddress)
                    .autocorrectionDisabled()
                    .focused($focus, equals: .email)
                SecureField("Password", text: $password)
                TextField("Bio", text: $name, axis: .vertical)
                    .lineLimit(3)
                TextField("Volume", value: $volume, format: .number)
                Text(volume, format: .percent)
            }
            Section {
                Stepper("Age: \(age)", value: $age, in: 0...120)
                Stepper(value: $volume, in: 0...1, step: 0.1) {
                    Text("Volume \(volume)")
                }
                Stepper("Nudge", onIncrement: { age += 1 }, onDecrement: { age -= 1 })
                DatePicker("Joined", selection: $joined, displayedComponents: [.date])
                DatePicker("From", selection: $joined, in: Date()...)
                ColorPicker("Accent", selection: $accent, supportsOpacity: false)
                Toggle("Notify", isOn: $notify)
                    .toggleStyle(SwitchToggleStyle(tint: .orange))
            } header: {
                Text("Preferences")
            } footer: {
                Text("Applies to every device.")
            }
            Section(header: Text("Status"), footer: Text("Updated now")) {
                ProgressView(value: volume)
                ProgressView("Syncing")
                    .progressViewStyle(.circular)
                LabeledContent("Version", value: "2.1")
                Label("Help", systemImage: "questionmark.circle")
                DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                    TextEditor(text: $password)
                }
            }
            .listRowBackground(Color.yellow)
            Button("Search") { searching = true }
            TextField("Query", text: $email)
                .focused($searching)
                .textFieldStyle(.roundedBorder)
        }
        .formStyle(.grouped)
        .scrollContentBackground(.hidden)
    }
}

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple")]

    var body: some View {
        List {
            ForEach(fruits) { fruit in
                Text(fruit.name)
                    .listRowSeparator(.hidden)
            }
            .onDelete { offsets in fruits.remove(atOffsets: offsets) }
            Section {
                Text("Footer row")
            }
            .headerProminence(.increased)
        }
        .listStyle(.insetGrouped)
        .overlay {
            if fruits.isEmpty {
                ContentUnavailableView("No Fruit", systemImage: "leaf", description: Text("Add some."))
            }
        }
    }
}

struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}

#Preview {
    AccountForm()
}
