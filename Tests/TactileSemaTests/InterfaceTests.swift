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

  @Test("the shared prepared interface collects without problems and matches a fresh collection")
  func prepared() {
    let prepared = PreparedInterface.standard
    #expect(prepared.problems == [])
    let user = SourceFile(name: "Empty.swift", tree: Parser.parse(""), isInterface: false)
    let sema = SemanticAnalyzer(interface: Interface.parsedFiles(), user: user)
    sema.collectDeclarations()
    #expect(prepared.declarations.nominals.count == sema.declarations.nominals.count)
    #expect(prepared.declarations.functions.count == sema.declarations.functions.count)
    #expect(prepared.declarations.variables.count == sema.declarations.variables.count)
  }
}
