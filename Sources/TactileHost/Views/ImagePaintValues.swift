import TactileInterpreter
import TactileUIIR

extension BuiltinRegistry {
  /// `ImagePaint(image:sourceRect:scale:)`, a stand-in shape style: a record of its three
  /// properties; the canvas paints it a neutral grey (`Convert.shapeStyle`).
  mutating func addImagePaint() {
    add(.`ImagePaint.init(image:sourceRect:scale:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "ImagePaint", labels: ["image", "sourceRect", "scale"],
          fields: [try call.argument(0), try call.argument(1), try call.argument(2)]))
    }
    addRecordFields([.`ImagePaint.image`, .`ImagePaint.sourceRect`, .`ImagePaint.scale`])
  }
}
