import SwiftUI

// A generic parameter bound by an argument of a class type is widened to the superclass a
// closure's result needs: `sequence(first: leaf) { $0.parent }` is a sequence of `Node`s.
class Node {
  var parent: Node?
}

final class Leaf: Node {}

func ancestors(of leaf: Leaf) -> [Node] {
  Array(sequence(first: leaf) { $0.parent })
}

extension UIView {
  var owningController: UIViewController? {
    sequence(first: self) { $0.next }.compactMap { $0 as? UIViewController }.first
  }
}
