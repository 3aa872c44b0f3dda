import TactileGeometry
import TactileGestures

/// The rules' default scene (docs/rules/README.md): one 200×200 view at the window's origin, so local and global
/// coordinates agree.
func singleView(_ gestures: [GestureAttachment]) -> ResponderTree {
  ResponderTree(.rect(1, "View", CGRect(x: 0, y: 0, width: 200, height: 200), gestures: gestures))
}

/// A driver over `singleView` whose gestures the test builds from the driver (to log with it).
func driveSingleView(traced: Bool = false, _ gestures: @escaping (Driver) -> [GestureAttachment]) -> Driver {
  Driver(traced: traced) { d in singleView(gestures(d)) }
}
