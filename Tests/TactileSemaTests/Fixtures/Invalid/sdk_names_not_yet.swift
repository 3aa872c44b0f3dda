import SwiftUI

// An API of Apple's SDK that Tactile does not have yet is Tactile's gap: the error says so,
// and never that the code is wrong. A name nobody declares is still "cannot find".
struct Placeholders: View {
  @State private var name = "Ada"

  var body: some View {
    VStack {
      Text(name).speechSpellsOutCharacters()  // expected-error@:18 {{'speechSpellsOutCharacters' is not available in Tactile yet}}
      Text(name).privacySensitive()  // expected-error@:18 {{'privacySensitive' is not available in Tactile yet}}
      SpriteView(scene: name)  // expected-error@:7 {{'SpriteView' is not available in Tactile yet}}
      Mosaic()  // expected-error@:7 {{cannot find 'Mosaic' in scope}}
    }
  }
}
