import TactileTestSupport
import Testing

/// UIKit's values as SwiftUI code uses them: inert UIKit objects that keep what is set on them
/// (shared by reference), `UIBezierPath` building `Path`'s elements, `UIFont` as a `Font`.
@Suite struct UIKitValueTests {
  @Test(
    "a UIKit object keeps what is set on it, every reference sees it, and unset properties read UIKit's defaults"
  )
  func inertObjects() {
    let source = """
      func main() {
        let label = UILabel()
        label.text = "Hi"
        let same = label
        same.alpha = 0.5
        print(label.text ?? "nil", label.alpha, label.numberOfLines, label.isUserInteractionEnabled)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.layer.cornerRadius = 8
        view.addSubview(label)
        print(view.bounds, view.layer.cornerRadius, view.subviews.count)
        let controller = UIViewController()
        controller.view.tag = 7
        print(controller.view.tag)
      }
      """
    #expect(
      run(source) == """
        Hi 0.5 1 true
        (0.0, 0.0, 40.0, 30.0) 8.0 1
        7

        """)
  }

  @Test("UIView.animate makes its changes at once and tells the completion it finished")
  func animateRunsAtOnce() {
    let source = """
      func main() {
        let view = UIView()
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { finished in
          print("done", finished, view.alpha)
        }
      }
      """
    #expect(run(source) == "done true 0.0\n")
  }

  @Test("a UIBezierPath builds the same path as Path, and Path(bezier.cgPath) is that path")
  func bezierPaths() {
    let source = """
      func main() {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 20), controlPoint: CGPoint(x: 20, y: 10))
        p.close()
        var q = Path()
        q.move(to: CGPoint(x: 0, y: 0))
        q.addLine(to: CGPoint(x: 10, y: 0))
        q.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 20, y: 10))
        q.closeSubpath()
        print(Path(p.cgPath).boundingRect == q.boundingRect, p.bounds == q.boundingRect, p.isEmpty)
        print(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds)
      }
      """
    #expect(
      run(source) == """
        true true false
        (1.0, 2.0, 3.0, 4.0)

        """)
  }

  @Test("UIKit's clockwise arc runs clockwise on the screen: from 0 to π/2 it ends below the centre")
  func bezierArcs() {
    let source = """
      func main() {
        let a = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let b = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let end = a.currentPoint
        print(Int(end.x.rounded()), Int(end.y.rounded()), Int(a.bounds.width.rounded()), Int(b.bounds.width.rounded()))
      }
      """
    // Clockwise: a quarter circle (10 wide); counter-clockwise: three quarters (20 wide).
    #expect(run(source) == "0 10 10 20\n")
  }

  @Test("byRoundingCorners rounds only the corners named; the rest stay square")
  func roundingCorners() {
    let source = """
      func main() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let p = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        print(p.contains(CGPoint(x: 1, y: 1)), p.contains(CGPoint(x: 1, y: 49)), p.contains(CGPoint(x: 99, y: 1)), p.bounds)
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 20, height: 20))
        print(all.contains(CGPoint(x: 1, y: 49)))
      }
      """
    #expect(
      run(source) == """
        false true false (0.0, 0.0, 100.0, 50.0)
        false

        """)
  }

  @Test("UIFont: the point size given or the text style's, and the same font as Font(uiFont)")
  func fonts() {
    let source = """
      func main() {
        let f = UIFont.systemFont(ofSize: 20, weight: .bold)
        print(f.pointSize, UIFont.preferredFont(forTextStyle: .title1).pointSize, UIFont.boldSystemFont(ofSize: 12).pointSize)
        print(f.lineHeight > 20, f.withSize(30).pointSize, UIFont(name: "Avenir", size: 14)?.fontName ?? "none")
        print(Font(f) == Font.system(size: 20, weight: .bold))
      }
      """
    #expect(
      run(source) == """
        20.0 28.0 12.0
        true 30.0 Avenir
        true

        """)
  }

  @Test("a LocalizedError's localizedDescription is its errorDescription; the defaults say nothing")
  func localizedErrors() {
    let source = """
      struct Failure: LocalizedError {
        var errorDescription: String? { "Request failed." }
      }
      struct Stored: LocalizedError {
        let errorDescription: String?
      }
      struct Quiet: LocalizedError {}
      func main() {
        print(Failure().localizedDescription, Stored(errorDescription: "Stored.").localizedDescription)
        print(Quiet().errorDescription == nil, Quiet().failureReason == nil)
        do {
          throw Failure()
        } catch {
          print(error.localizedDescription)
        }
      }
      """
    #expect(
      run(source) == """
        Request failed. Stored.
        true true
        Request failed.

        """)
  }
}
