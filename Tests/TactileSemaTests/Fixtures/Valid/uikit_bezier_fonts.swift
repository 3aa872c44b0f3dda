import SwiftUI
import UIKit

struct TopCorners: Shape {
  var radius: CGFloat = 24
  var corners: UIRectCorner = [.topLeft, .topRight]
  func path(in rect: CGRect) -> Path {
    let bezier = UIBezierPath(
      roundedRect: rect, byRoundingCorners: corners,
      cornerRadii: CGSize(width: radius, height: radius))
    return Path(bezier.cgPath)
  }
}

struct Wave: Shape {
  func path(in rect: CGRect) -> Path {
    let p = UIBezierPath()
    p.move(to: CGPoint(x: 0, y: rect.midY))
    p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), controlPoint: CGPoint(x: rect.midX, y: 0))
    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    p.addArc(
      withCenter: CGPoint(x: rect.midX, y: rect.maxY), radius: 10, startAngle: 0, endAngle: .pi,
      clockwise: true)
    p.close()
    return Path(p.cgPath)
  }
}

struct ContentView: View {
  let font = UIFont.systemFont(ofSize: 20, weight: .heavy)
  var body: some View {
    let title = NSAttributedString(string: "Hello", attributes: nil)
    let height = title.boundingRect(
      with: CGSize(width: 200, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      context: nil
    ).height
    VStack {
      Text("Title \(Int(font.pointSize)) \(Int(height))").font(Font(font))
      Text("Body").font(Font(UIFont.preferredFont(forTextStyle: .body)))
      TopCorners().fill(.blue).frame(height: 80)
      Wave().stroke(.red)
    }
  }
}
