import TactileSema
import Testing

/// iOS 17's coordinate-space parameters take `some CoordinateSpaceProtocol`: `.local`,
/// `.global`, `.named(_:)`, `.scrollView` and `.scrollView(axis:)` all check, as does a value
/// declared with the protocol; the `CoordinateSpace` overloads stay the first choice.
@Suite struct CoordinateSpaceTests {
  let program = Analysed(
    """
    import SwiftUI
    struct V: View {
      let space: some CoordinateSpaceProtocol = .global
      var body: some View {
        ScrollView {
          VStack {
            Color.red.frame(width: 100, height: 100)
              .onTapGesture(coordinateSpace: .scrollView) { _ in }
              .gesture(DragGesture(coordinateSpace: .scrollView(axis: .vertical)))
            Color.blue.frame(width: 100, height: 100)
              .onTapGesture(coordinateSpace: space) { print($0) }
              .gesture(SpatialTapGesture(coordinateSpace: .named("x")))
              .gesture(SpatialEventGesture(coordinateSpace: .global))
            GeometryReader { proxy in
              Text("\\(proxy.frame(in: .scrollView).minY) \\(proxy.frame(in: space).minY)")
            }
          }
          .coordinateSpace(.named("x"))
        }
      }
    }
    """)

  @Test("every CoordinateSpaceProtocol member checks where a coordinate space is taken")
  func clean() {
    #expect(program.messages == [])
  }

  @Test("a member spelled for CoordinateSpace resolves there; a protocol value takes the generic overload")
  func types() {
    #expect(program.type(of: ".scrollView") == "CoordinateSpace")
    #expect(program.type(of: ".scrollView(axis: .vertical)") == "CoordinateSpace")
    #expect(program.type(of: ".global") == "GlobalCoordinateSpace")
    #expect(program.type(of: "space") == "some CoordinateSpaceProtocol")
  }
}
