import SwiftUI

struct ErasedShapes: View {
  @State private var round = false
  var shape: AnyShape = .init(.capsule)
  var shapes: [AnyShape] = [AnyShape(Circle()), .init(.rect(cornerRadius: 4)), AnyShape(.ellipse)]

  var body: some View {
    VStack {
      (round ? AnyShape(.circle) : AnyShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8)))
        .fill(.red)
      Color.blue.clipShape(shape).contentShape(shape)
      Text("Thin").background(Material.ultraThin).background(.ultraThinMaterial, in: shape)
      Rectangle().fill(Material.thick).stroke(Material.regular)
    }
  }
}
