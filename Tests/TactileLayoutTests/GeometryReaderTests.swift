import TactileGeometry
import TactileLayout
import Testing

/// GeometryReader: the closure gets the proposed size and where the reader is; its content
/// is proposed that size and placed at the top-leading corner.
struct GeometryReaderTests {
  final class Calls: @unchecked Sendable {
    var infos: [GeometryInfo] = []
  }

  @Test("The closure receives the proposed size and global frame, once")
  func closureReceivesGeometry() {
    let calls = Calls()
    let tree = ViewNode.geometryReader { info in
      calls.infos.append(info)
      return .color(red)
    }.frame(width: 200, height: 100)
    let result = layout(tree)
    #expect(calls.infos.count == 1)
    #expect(calls.infos[0].size == CGSize(width: 200, height: 100))
    #expect(calls.infos[0].globalFrame == rect(95, 372, 200, 100))
    #expect(calls.infos[0].localFrame == rect(0, 0, 200, 100))
    // Its content fills it.
    #expect(result.views.last!.globalFrame == rect(95, 372, 200, 100))
  }

  @Test("A reader takes the whole proposal; its content sits at its top-leading corner")
  func readerIsGreedyAndTopLeading() {
    let result = layout(ViewNode.geometryReader { _ in ViewNode.color(red).frame(width: 10, height: 10) })
    #expect(result.view(1).frame == rect(0, 0, 390, 844))
    #expect(result.views.last!.globalFrame == rect(0, 0, 10, 10))
  }

  @Test("Frames in named coordinate spaces, and the global fallback for unknown names")
  func namedSpaces() {
    let calls = Calls()
    let tree = ViewNode.vStack(
      spacing: 0,
      [
        ViewNode.color(red).frame(height: 40),
        ViewNode.geometryReader { info in
          calls.infos.append(info)
          return .empty()
        }.frame(width: 100, height: 50),
      ]
    ).frame(width: 100, height: 90).modifier(.coordinateSpace(name: "outer"))
    _ = layout(tree)
    #expect(calls.infos[0].frame(inSpaceNamed: "outer") == rect(0, 40, 100, 50))
    #expect(calls.infos[0].globalFrame == rect(145, 417, 100, 50))
    #expect(calls.infos[0].frame(inSpaceNamed: "missing") == calls.infos[0].globalFrame)
  }

  @Test("An offset outside the reader moves its global frame")
  func offsetMovesGlobalFrame() {
    let calls = Calls()
    let tree = ViewNode.geometryReader { info in
      calls.infos.append(info)
      return .empty()
    }.frame(width: 100, height: 100).offset(x: 10, y: -20)
    _ = layout(tree)
    #expect(calls.infos[0].globalFrame == rect(155, 352, 100, 100))
  }
}
