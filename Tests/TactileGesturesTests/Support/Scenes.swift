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

/// The nested scene of the precedence rules: a 300×300 parent at the window's origin holding a
/// 100×100 child at its top-left corner, so a touch inside the child hits both.
func parentAndChild(parent: [GestureAttachment], child: [GestureAttachment]) -> ResponderTree {
  ResponderTree(
    .rect(
      1, "Parent", CGRect(x: 0, y: 0, width: 300, height: 300), gestures: parent,
      children: [.rect(2, "Child", CGRect(x: 0, y: 0, width: 100, height: 100), gestures: child)]))
}

/// A driver over `parentAndChild` whose gestures the test builds from the driver (to log with it).
func driveParentAndChild(
  traced: Bool = false, parent: @escaping (Driver) -> [GestureAttachment],
  child: @escaping (Driver) -> [GestureAttachment]
) -> Driver {
  Driver(traced: traced) { d in parentAndChild(parent: parent(d), child: child(d)) }
}
