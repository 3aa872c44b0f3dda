import Foundation

/// One place in the URL space that the server maps to the disk: a folder under a URL prefix
/// (the Studio's `Site/` at `/`, a vendor folder at `/vendor/codemirror/`) or one file at one
/// URL path (the module at `/tactile.wasm`).
public enum SiteMount: Sendable {
  /// The files under `folder`, at URLs starting with `prefix` (which starts and ends with `/`).
  case folder(prefix: String, folder: URL)
  /// The one file `file`, at exactly `path`.
  case file(path: String, file: URL)
}
