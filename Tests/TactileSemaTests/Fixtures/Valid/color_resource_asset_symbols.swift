import SwiftUI

// Xcode's generated asset symbols: `Color(.mint)` names the colour asset "Mint" through a
// `ColorResource`; a UIKit colour name (`.systemBlue`) is still the UIColor.
struct AssetSwatches: View {
  var body: some View {
    List {
      Text("Asset").listRowBackground(Color(.mint))
      Text("System").listRowBackground(Color(.systemBlue))
      Text("UIKit").foregroundStyle(Color(UIColor(resource: .brand)))
    }
  }
}
