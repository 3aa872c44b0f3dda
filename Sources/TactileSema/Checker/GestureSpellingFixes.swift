import TactileDiagnostics
import TactileParser

/// Fix-its for gesture code that is close to valid SwiftUI but is not: spellings found in
/// tutorials and older documentation. The error stays swiftc's; the fix-it shows the valid
/// spelling and a note says why.
extension SemanticAnalyzer {
  /// After `value of type 'T' has no member 'name'` for member expression `e`: adds the fix for
  /// a known misspelling, if this is one.
  func addMemberSpellingFix(_ e: ExprID, name: String, baseType: SType) {
    guard !diagnostics.isEmpty, !files[currentFile].isInterface else { return }
    guard case .member(let base?, let dot, let nameToken?, _, _) = tree(currentFile)[e].kind else { return }
    let typeName = display(baseType)
    let nameRange = range(nameToken)
    let memberRange = SourceRange(start: range(dot).start, end: nameRange.end)
    var note: String?
    var fix: FixIt?
    switch (typeName, name) {
    case ("SpatialTapGesture.Value", "x"), ("SpatialTapGesture.Value", "y"):
      note = "the tap's location is 'location', a CGPoint"
      fix = FixIt(
        message: "use 'location.\(name)'",
        edits: [
          FixIt.Edit(
            range: SourceRange(start: nameRange.start, end: nameRange.start), replacement: "location.")
        ])
    case ("CGFloat", "magnification"):
      note =
        "MagnificationGesture's value is the magnification itself; MagnifyGesture.Value has a 'magnification' property"
      fix = FixIt(
        message: "remove '.magnification'", edits: [FixIt.Edit(range: memberRange, replacement: "")])
    case ("Angle", "rotation"):
      note = "RotationGesture's value is the angle itself; RotateGesture.Value has a 'rotation' property"
      fix = FixIt(message: "remove '.rotation'", edits: [FixIt.Edit(range: memberRange, replacement: "")])
    case ("CGPoint", "time"):
      // `value.startLocation.time`: a drag's value carries only the current event's time.
      guard case .member(_, _, let innerName?, _, _) = tree(currentFile)[base].kind,
        text(innerName) == "startLocation"
      else { return }
      note =
        "DragGesture.Value has only the current event's 'time'; to measure the drag's duration, "
        + "store 'value.time' when the drag starts (the first 'onChanged')"
    default:
      return
    }
    if let note { diagnostics[diagnostics.count - 1].notes.append(Note(range: nameRange, message: note)) }
    if let fix { diagnostics[diagnostics.count - 1].fixIts.append(fix) }
  }

  /// After a method call whose method does not exist: `gesture.eraseToAnyGesture()` becomes
  /// `AnyGesture(gesture)`, as SwiftUI spells type erasure.
  func addCallSpellingFix(_ call: ExprID, callee: ExprID) {
    guard !diagnostics.isEmpty, !files[currentFile].isInterface else { return }
    let tree = self.tree(currentFile)
    guard case .call(_, _, let arguments, let close, let trailing) = tree[call].kind, arguments.isEmpty,
      trailing.isEmpty, let close,
      case .member(let base?, let dot, let nameToken?, _, _) = tree[callee].kind,
      text(nameToken) == "eraseToAnyGesture"
    else { return }
    let baseStart = range(tree[base].span).start
    diagnostics[diagnostics.count - 1].notes.append(
      Note(range: range(nameToken), message: "SwiftUI erases a gesture's type with 'AnyGesture(_:)'"))
    diagnostics[diagnostics.count - 1].fixIts.append(
      FixIt(
        message: "wrap the gesture in 'AnyGesture(…)'",
        edits: [
          FixIt.Edit(range: SourceRange(start: baseStart, end: baseStart), replacement: "AnyGesture("),
          FixIt.Edit(range: SourceRange(start: range(dot).start, end: range(close).end), replacement: ")"),
        ]))
  }
}
