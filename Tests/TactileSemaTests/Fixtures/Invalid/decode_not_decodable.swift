import SwiftUI

// A type that does not say it is Decodable cannot be decoded.
struct Plain {
    var name: String
}

struct Loader: View {
    @State private var name = ""

    var body: some View {
        Text(name)
            .onAppear {
                let plain = try? JSONDecoder().decode(Plain.self, from: Data("{}".utf8)) // expected-error@:48 {{instance method 'decode(_:from:)' requires that 'Plain' conform to 'Decodable'}}
                name = plain?.name ?? ""
            }
    }
}
