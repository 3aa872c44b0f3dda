import ArgumentParser

extension Tactile {
  /// The subcommands, in the order `tactile --help` lists them.
  static var subcommandTypes: [ParsableCommand.Type] {
    [
      CheckCommand.self, ReplayCommand.self, RenderCommand.self, TestCommand.self, DumpCommand.self,
      ServeCommand.self, SiteCommand.self, LSPCommand.self, CompressCommand.self,
    ]
  }
}
