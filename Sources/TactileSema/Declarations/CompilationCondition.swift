import TactileParser

/// Evaluates `#if` conditions as the Swift compiler would when building for iOS on a device:
/// `os(iOS)`, `canImport(SwiftUI)` and `canImport(UIKit)` hold; other platforms, `DEBUG`-style
/// flags nobody set, and `targetEnvironment(simulator)` do not; `swift(>=…)` and
/// `compiler(>=…)` hold for every version up to 6.
public enum CompilationCondition {
  public static func evaluate(_ condition: ExprID, in tree: SyntaxTree) -> Bool {
    switch tree[condition].kind {
    case .booleanLiteral(let token):
      return tree.text(token) == "true"
    case .identifier(let name, _, _):
      return tree.text(name) == "DEBUG"
    case .prefixOperator(let op, let operand):
      return tree.text(op) == "!" ? !evaluate(operand, in: tree) : false
    case .infix(let lhs, let op, let rhs):
      switch tree.text(op) {
      case "&&": return evaluate(lhs, in: tree) && evaluate(rhs, in: tree)
      case "||": return evaluate(lhs, in: tree) || evaluate(rhs, in: tree)
      default: return false
      }
    case .tuple(_, let elements, _):
      return elements.count == 1 ? evaluate(elements[0].value, in: tree) : false
    case .call(let callee, _, let arguments, _, _):
      guard case .identifier(let nameToken, _, _) = tree[callee].kind else { return false }
      let argument = arguments.first.map { source(of: $0.value, in: tree) } ?? ""
      switch tree.text(nameToken) {
      case "os": return argument == "iOS"
      case "canImport":
        // The module must exist in the iOS SDK; whether Tactile has it is said at its `import`.
        return iOSModules.contains(argument)
      case "arch": return argument == "arm64"
      case "targetEnvironment": return false
      case "swift", "compiler": return !argument.hasPrefix("<")
      default: return false
      }
    default:
      return false
    }
  }

  /// The views declared directly in clauses of top-level `#if`s that are inactive for iOS, with
  /// their clause's condition (`("GestureView", "os(macOS)")`): what a file whose views are all
  /// for another platform declares.
  public static func inactiveViews(in tree: SyntaxTree) -> [(name: String, condition: String)] {
    var found: [(name: String, condition: String)] = []
    func scan(_ decls: [DeclID], _ condition: String) {
      for d in decls {
        guard case .typeDecl(let t) = tree[d].kind, let name = t.name, let inheritance = t.inheritance else {
          continue
        }
        let isView = inheritance.types.contains { entry in
          let span = tree[entry.type].span
          return (Int(span.first)..<Int(span.end)).contains { tree.text(TokenID($0)) == "View" }
        }
        if isView { found.append((tree.text(name), condition)) }
      }
    }
    func inactiveClauses<Item>(_ config: IfConfig<Item>, _ visit: ([Item], String) -> Void) {
      var taken = false
      for clause in config.clauses {
        let holds = clause.condition.map { evaluate($0, in: tree) } ?? true
        if !taken && holds {
          taken = true
          continue
        }
        visit(clause.items, clause.condition.map { source(of: $0, in: tree) } ?? "#else")
      }
    }
    for item in tree.items {
      switch tree[item].kind {
      case .decl(let d):
        if case .ifConfig(let config) = tree[d].kind { inactiveClauses(config) { scan($0, $1) } }
      case .ifConfig(let config):
        inactiveClauses(config) { items, condition in
          scan(
            items.compactMap { s in
              if case .decl(let d) = tree[s].kind { return d }
              return nil
            }, condition)
        }
      default:
        break
      }
    }
    return found
  }

  /// Modules of the iOS SDK (and Swift's own) that `canImport` finds when building for iOS.
  static let iOSModules: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "Observation", "Charts", "MapKit",
    "AVFoundation", "AVKit", "PhotosUI", "Photos", "CoreData", "SwiftData", "CoreImage", "CoreLocation",
    "StoreKit", "WidgetKit", "ActivityKit", "UserNotifications", "GameKit", "SpriteKit", "SceneKit",
    "RealityKit", "ARKit", "WebKit", "SafariServices", "CoreHaptics", "CoreMotion", "Contacts", "EventKit",
    "HealthKit", "LocalAuthentication", "Vision", "NaturalLanguage", "CoreML", "AppIntents", "TipKit",
    "Accessibility", "QuartzCore", "Metal", "MetalKit", "CryptoKit", "Network", "OSLog", "os", "Dispatch",
    "Darwin", "Swift", "_Concurrency", "CoreText", "ImageIO", "UniformTypeIdentifiers", "LinkPresentation",
    "MessageUI", "AuthenticationServices", "CloudKit", "CoreBluetooth", "MultipeerConnectivity", "Speech",
  ]

  /// The tokens of an expression joined without trivia (`>=5.9`, `iOS`).
  private static func source(of expr: ExprID, in tree: SyntaxTree) -> String {
    let span = tree[expr].span
    var text = ""
    for i in Int(span.first)..<Int(span.end) { text += tree.text(TokenID(i)) }
    return text
  }
}
