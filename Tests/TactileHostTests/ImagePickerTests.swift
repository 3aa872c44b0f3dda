import TactileHost
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// The image picker screens real apps write: a representable over `UIImagePickerController`
/// with a coordinator delegate, image data that starts empty, and an observed object set in an
/// initializer.
@Suite struct ImagePickerTests {
  static let pickerScreen = """
    import SwiftUI
    import UIKit

    struct Picker: UIViewControllerRepresentable {
      @Binding var data: Data
      func makeCoordinator() -> Coordinator { Coordinator(self) }
      func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = context.coordinator
        return picker
      }
      func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
      final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: Picker
        init(_ parent: Picker) { self.parent = parent }
        func imagePickerController(
          _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
          if let image = info[.originalImage] as? UIImage, let data = image.jpegData(compressionQuality: 0.8) {
            parent.data = data
          }
        }
      }
    }

    final class Loader: ObservableObject {
      @Published var label = "waiting"
      let name: String
      init(name: String) { self.name = name }
    }

    struct Screen: View {
      @State var data = Data(count: 0)
      @State var showPicker = false
      @ObservedObject private var loader: Loader
      init() { loader = Loader(name: "photos") }
      var body: some View {
        VStack {
          if let image = UIImage(data: data) {
            Image(uiImage: image)
          } else {
            Text("no photo \\(data.count)")
          }
          Text(loader.name)
          Text(UIImagePickerController.isSourceTypeAvailable(.camera) ? "camera" : "library only")
          Text(UIImage(data: UIImage().pngData()!) == nil ? "no image" : "blank image")
          Text(Thread.isMainThread ? "main" : "background")
          Text(CACurrentMediaTime() >= 0 ? "clock" : "")
        }
        .sheet(isPresented: $showPicker) { Picker(data: $data) }
      }
    }
    """

  @Test("an image picker screen checks with the picker a stand-in, and runs with no photo picked")
  func pickerScreenRuns() throws {
    let sema = SemanticAnalyzer.analyze(Self.pickerScreen)
    #expect(
      sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map { $0.message })")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(
      screenTexts(host) == ["no photo 0", "photos", "library only", "blank image", "main", "clock"])
  }

  @Test("the picker is announced as a stand-in: check warns at its use and exits cleanly")
  func pickerIsAStandIn() throws {
    let analysis = SemanticAnalyzer.analyze(Self.pickerScreen)
    let errors = analysis.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    #expect(analysis.diagnostics.contains { $0.message.contains("'UIImagePickerController' is a stand-in") })
  }
}
