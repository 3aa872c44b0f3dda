import Foundation
import TactileServe

/// A throw-away site on disk: a root folder with one file of each kind, a second root, a secret
/// beside them that no URL may reach, and a symbolic link inside the site that points at it.
struct SiteFixture {
  let base: URL
  let root: URL
  let vendor: URL
  let module: URL
  let secret = "top secret, outside the site\n"
  let script = String(repeating: "export function paint(canvas) { return canvas; }\n", count: 200)

  init() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-serve-\(UUID().uuidString)")
    root = base.appendingPathComponent("site")
    vendor = base.appendingPathComponent("vendor")
    module = base.appendingPathComponent("build/tactile.wasm")
    let manager = FileManager.default
    for folder in [
      root.appendingPathComponent("studio"), vendor.appendingPathComponent("mode"),
      module.deletingLastPathComponent(),
    ] {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try write("<!doctype html><title>Studio</title>\n", to: root.appendingPathComponent("studio/index.html"))
    try write(script, to: root.appendingPathComponent("studio/studio.js"))
    try write("body { margin: 0; }\n", to: root.appendingPathComponent("studio/studio.css"))
    try write("<svg xmlns='http://www.w3.org/2000/svg'/>\n", to: root.appendingPathComponent("logo.svg"))
    try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]).write(to: root.appendingPathComponent("shot.png"))
    try Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0] + [UInt8](repeating: 7, count: 4000)).write(to: module)
    try write("var CodeMirror = {};\n", to: vendor.appendingPathComponent("codemirror.js"))
    try write("CodeMirror.swift = true;\n", to: vendor.appendingPathComponent("mode/swift.js"))
    try write(secret, to: base.appendingPathComponent("secret.txt"))
    try manager.createSymbolicLink(
      at: root.appendingPathComponent("escape.txt"),
      withDestinationURL: base.appendingPathComponent("secret.txt"))
  }

  func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }

  /// The site as `tactile serve` mounts it, with the vendor folder as a second root.
  var site: StaticSite {
    StaticSite(
      mounts: [
        .folder(prefix: "/", folder: root), .folder(prefix: "/vendor/codemirror/", folder: vendor),
        .file(path: "/tactile.wasm", file: module),
      ],
      redirects: ["/": "/studio/"])
  }

  func remove() { try? FileManager.default.removeItem(at: base) }
}
