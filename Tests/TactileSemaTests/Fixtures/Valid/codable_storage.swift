import Combine
import SwiftUI

// Codable types with CodingKeys, a hand-written init(from:) and encode(to:), JSON in and out
// of the sandbox, and the Foundation and Combine names that come with them.
enum Mood: String, Codable, CaseIterable {
    case happy, tired = "sleepy"
}

struct Entry: Codable, Identifiable {
    var id: Int
    var title: String
    var mood: Mood
    var tags: [String]
    var ratings: [String: Double]
    var note: String?

    enum CodingKeys: String, CodingKey {
        case id
        case title = "entry_title"
        case mood, tags, ratings, note
    }
}

struct Reading: Codable {
    let value: Double
    let takenAt: Date

    enum CodingKeys: String, CodingKey {
        case value, takenAt = "taken_at", meta
    }

    enum MetaKeys: String, CodingKey {
        case unit
    }

    init(value: Double, takenAt: Date) {
        self.value = value
        self.takenAt = takenAt
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decodeIfPresent(Double.self, forKey: .value) ?? 0
        takenAt = try container.decode(Date.self, forKey: .takenAt)
        if container.contains(.meta) {
            let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
            _ = try meta.decode(String.self, forKey: .unit)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(takenAt, forKey: .takenAt)
    }
}

typealias Bag = Set<AnyCancellable>
extension Bag {
    mutating func keep(_ cancellable: AnyCancellable) {
        insert(cancellable)
    }
}

final class Journal: NSObject, ObservableObject {
    @Published var entries: [Entry] = [] {
        didSet { save() }
    }
    private let savePath = URL.documentsDirectory.appending(path: "journal.json")
    private var bag = Bag()

    override init() {
        super.init()
        if let data = try? Data(contentsOf: savePath),
           let decoded = try? JSONDecoder().decode([Entry].self, from: data) {
            entries = decoded
        }
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/entries")!)
            .map(\.data)
            .decode(type: [Entry].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.entries = $0 }
            .store(in: &bag)
    }

    func save() {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(entries).write(to: savePath, options: [.atomic])
        } catch {
            print(error.localizedDescription)
        }
    }
}

struct JournalView: View {
    @StateObject private var journal = Journal()
    @State private var message = ""

    var body: some View {
        List(journal.entries) { entry in
            Text(entry.title)
        }
        .onAppear {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            do {
                let reading = try decoder.decode(Reading.self, from: Data("{}".utf8))
                message = String(data: try JSONEncoder().encode(reading), encoding: .utf8) ?? ""
            } catch let DecodingError.keyNotFound(key, context) {
                message = key.stringValue + context.debugDescription
            } catch {
                message = error.localizedDescription
            }
            UIPasteboard.general.string = message
            if UIAccessibility.isReduceMotionEnabled { message = "" }
            DispatchQueue.global(qos: .userInitiated).async {
                print(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).count)
            }
        }
    }
}
