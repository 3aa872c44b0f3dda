import ArgumentParser

/// The `tactile` command: compile, run, draw and serve SwiftUI gesture code.
///
/// Each subcommand lives in its own file and follows docs/interfaces.md: exit 0 on success,
/// 1 for compile errors, 2 for usage or input-file errors, 3 for runtime errors.
@main
struct Tactile: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tactile",
    abstract: "Run SwiftUI gesture code anywhere, with SwiftUI's gesture semantics.",
    version: "0.1.0",
    subcommands: Tactile.subcommandTypes
  )
}
