import TactileParser
import TactileSema
import Testing

/// `#if` is evaluated as the Swift compiler evaluates it when building for iOS.
@Suite struct CompilationConditionTests {
  @Test("#if os(iOS) checks the iOS clause and skips the others")
  func iOSClause() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          #if os(iOS)
          Text(iOSOnlyName)
          #elseif os(macOS)
          Text(macOSOnlyName)
          #else
          Text(otherName)
          #endif
        }
      }
      """)
    #expect(a.messages == ["cannot find 'iOSOnlyName' in scope"])
  }

  @Test("#if !os(iOS) and other platforms are inactive; canImport(UIKit) holds")
  func otherConditions() {
    let a = Analysed(
      """
      import SwiftUI
      #if !os(iOS)
      let broken: Int = "not checked"
      #endif
      #if os(watchOS) || targetEnvironment(simulator)
      let alsoBroken: Int = "not checked"
      #endif
      #if canImport(UIKit)
      let checked: Int = "checked"
      #endif
      """)
    #expect(a.messages == ["cannot convert value of type 'String' to specified type 'Int'"])
  }

  @Test("canImport holds for a framework of the iOS SDK (Charts) and not for a package's module")
  func canImportSDKFrameworks() {
    let a = Analysed(
      """
      import SwiftUI
      #if canImport(Charts)
      let charts: Int = "checked"
      #endif
      #if canImport(Alamofire)
      let package: Int = "not checked"
      #endif
      """)
    #expect(a.messages == ["cannot convert value of type 'String' to specified type 'Int'"])
  }

  @Test("members inside #if in a type and gesture chains with postfix #if")
  func membersAndPostfix() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        #if os(iOS)
        @State private var count = 0
        #else
        @State private var count = "mac"
        #endif
        var body: some View {
          Text("\\(count + 1)")
            #if os(iOS)
            .onTapGesture { count += 1 }
            #else
            .onHover { _ in }
            #endif
        }
      }
      """)
    #expect(a.messages == [])
    #expect(a.type(of: "count + 1") == "Int")
  }

  @Test("views inside top-level #if clauses that do not hold for iOS are found with their condition")
  func viewsForOtherPlatforms() {
    let tree = Parser.parse(
      """
      import SwiftUI
      #if os(macOS)
      struct Mac: View { var body: some View { Text("mac") } }
      struct Helper {}
      #elseif os(iOS)
      struct Phone: View { var body: some View { Text("phone") } }
      #else
      struct Other: SwiftUI.View { var body: some View { Text("other") } }
      #endif
      """)
    let found = CompilationCondition.inactiveViews(in: tree).map { "\($0.name) \($0.condition)" }
    #expect(found == ["Mac os(macOS)", "Other #else"])
  }
}
