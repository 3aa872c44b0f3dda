import TactileParser
import TactileSema
import Testing

/// The built-in interface: it parses without diagnostics and collects without problems, and the
/// types the language relies on are all declared.
@Suite struct InterfaceTests {
  @Test("every interface file parses without a diagnostic")
  func parses() {
    for file in Interface.parsedFiles() {
      #expect(file.tree.diagnostics.isEmpty, "\(file.name): \(file.tree.diagnostics.map(\.message))")
    }
  }

  @Test("the interface collects without problems")
  func collects() {
    let user = SourceFile(name: "Empty.swift", tree: Parser.parse(""), isInterface: false)
    let sema = SemanticAnalyzer(interface: Interface.parsedFiles(), user: user)
    sema.collectDeclarations()
    #expect(sema.interfaceProblems == [])
    #expect(sema.diagnostics.isEmpty)
  }
}
