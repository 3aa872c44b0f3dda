import Foundation
import TactileBrotli
import Testing

@testable import TactileServe

/// `tactile serve`'s responses (issue 6): types, gzip, entity tags and revalidation, and no path
/// outside the mounted folders.
@Suite struct StaticSiteTests {
  func get(
    _ site: StaticSite, _ target: String, _ headers: [String: String] = [:], method: String = "GET"
  ) -> StaticResponse {
    site.respond(to: StaticRequest(method: method, target: target, headers: headers))
  }

  @Test("each file is sent with its MIME type")
  func mimeTypes() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let expected = [
      "/studio/": "text/html; charset=utf-8", "/studio/studio.js": "text/javascript; charset=utf-8",
      "/studio/studio.css": "text/css; charset=utf-8", "/tactile.wasm": "application/wasm",
      "/logo.svg": "image/svg+xml", "/shot.png": "image/png",
      "/vendor/codemirror/mode/swift.js": "text/javascript; charset=utf-8",
    ]
    for (path, type) in expected {
      let response = get(fixture.site, path)
      #expect(response.status == 200, "\(path)")
      #expect(response.header("Content-Type") == type, "\(path)")
      #expect(response.header("X-Content-Type-Options") == "nosniff", "\(path)")
    }
  }

  @Test("text and wasm are gzip-encoded when asked, and inflate to the file's bytes")
  func gzipRoundTrip() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    for (path, file) in [
      ("/studio/studio.js", fixture.root.appendingPathComponent("studio/studio.js")),
      ("/tactile.wasm", fixture.module),
    ] {
      let response = get(fixture.site, path, ["Accept-Encoding": "gzip, deflate"])
      #expect(response.header("Content-Encoding") == "gzip", "\(path)")
      #expect(response.header("Vary") == "Accept-Encoding", "\(path)")
      #expect(response.header("Content-Length") == String(response.body.count))
      let original = try Data(contentsOf: file)
      #expect(response.body.count < original.count, "\(path)")
      #expect(gunzip(response.body) == original, "\(path)")
    }
  }

  @Test("without gzip in Accept-Encoding the bytes are sent as they are, still with Vary")
  func identityEncoding() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let script = Data(fixture.script.utf8)
    for headers in [[:], ["Accept-Encoding": "identity"], ["Accept-Encoding": "gzip;q=0, deflate"]] {
      let response = get(fixture.site, "/studio/studio.js", headers)
      #expect(response.header("Content-Encoding") == nil, "\(headers)")
      #expect(response.header("Vary") == "Accept-Encoding", "\(headers)")
      #expect(response.body == script, "\(headers)")
    }
  }

  @Test("PNG is not compressed again and does not vary")
  func pngIsNotCompressed() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let response = get(fixture.site, "/shot.png", ["Accept-Encoding": "gzip"])
    #expect(response.header("Content-Encoding") == nil)
    #expect(response.header("Vary") == nil)
  }

  @Test("Accept-Encoding: gzip is allowed by name or by *, unless its quality is 0")
  func acceptEncoding() {
    let cases: [(String?, Bool)] = [
      (nil, false), ("", false), ("gzip", true), ("GZip", true), ("x-gzip", true),
      ("deflate, gzip;q=0.5", true),
      ("gzip;q=0", false), ("gzip; q=0.0", false), ("*", true), ("*;q=0", false), ("*, gzip;q=0", false),
      ("br, *", true), ("identity", false), ("deflate, br", false),
    ]
    for (value, allowed) in cases {
      #expect(AcceptEncoding(value).allowsGzip == allowed, "\(value ?? "none")")
    }
  }

  @Test("Accept-Encoding: br is allowed by name or by *; the higher quality wins, br on a tie")
  func acceptBrotli() {
    let cases: [(String?, allowed: Bool, preferred: Bool)] = [
      (nil, false, false), ("gzip", false, false), ("br", true, true), ("BR;q=0.1", true, true),
      ("gzip, br", true, true), ("gzip;q=1, br;q=0.5", true, false), ("br;q=0.8, gzip;q=0.9", true, false),
      ("br;q=0, gzip", false, false), ("*", true, true), ("*;q=0.5, gzip", true, false),
      ("*, br;q=0", false, false),
    ]
    for (value, allowed, preferred) in cases {
      #expect(AcceptEncoding(value).allowsBrotli == allowed, "\(value ?? "none")")
      #expect(AcceptEncoding(value).prefersBrotli == preferred, "\(value ?? "none")")
    }
  }

  @Test("br is sent once the background has made it: gzip until then, Tactile's encoding after")
  func brotliEncoding() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let site = fixture.site
    let script = fixture.root.appendingPathComponent("studio/studio.js")
    site.precompress([script, fixture.module, fixture.root.appendingPathComponent("shot.png")])
    site.waitForPrecompression()
    for (path, file) in [("/studio/studio.js", script), ("/tactile.wasm", fixture.module)] {
      let original = try Data(contentsOf: file)
      let response = get(site, path, ["Accept-Encoding": "gzip, deflate, br"])
      #expect(response.header("Content-Encoding") == "br", "\(path)")
      #expect(response.header("Vary") == "Accept-Encoding", "\(path)")
      #expect(response.body == Data(Brotli.compress([UInt8](original))), "\(path)")
      #expect(response.header("Content-Length") == String(response.body.count))
      let gzipTag = get(site, path, ["Accept-Encoding": "gzip"]).header("ETag")
      let identityTag = get(site, path).header("ETag")
      let brotliTag = try #require(response.header("ETag"))
      #expect(brotliTag != gzipTag && brotliTag != identityTag, "\(path)")
      let revalidated = get(site, path, ["Accept-Encoding": "br", "If-None-Match": brotliTag])
      #expect(revalidated.status == 304 && revalidated.body.isEmpty)
      #expect(get(site, path, ["Accept-Encoding": "gzip;q=1, br;q=0.5"]).header("Content-Encoding") == "gzip")
    }
    #expect(get(site, "/shot.png", ["Accept-Encoding": "br"]).header("Content-Encoding") == nil)
    // An edited file is compressed again: first gzip, then its new Brotli encoding.
    try fixture.write(fixture.script + "// edited\n", to: script)
    let first = get(site, "/studio/studio.js", ["Accept-Encoding": "gzip, br"])
    #expect(first.header("Content-Encoding") == "gzip")
    site.waitForPrecompression()
    let second = get(site, "/studio/studio.js", ["Accept-Encoding": "gzip, br"])
    #expect(second.header("Content-Encoding") == "br")
    #expect(second.body == Data(Brotli.compress(Array((fixture.script + "// edited\n").utf8))))
  }

  @Test("the ETag is strong, stable, differs per encoding, and follows the content")
  func entityTags() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let site = fixture.site
    let first = try #require(get(site, "/studio/studio.js").header("ETag"))
    #expect(first.hasPrefix("\"") && first.hasSuffix("\""))
    #expect(get(site, "/studio/studio.js").header("ETag") == first)
    let gzipped = try #require(get(site, "/studio/studio.js", ["Accept-Encoding": "gzip"]).header("ETag"))
    #expect(gzipped != first)
    try fixture.write(
      fixture.script + "// edited\n", to: fixture.root.appendingPathComponent("studio/studio.js"))
    let edited = get(site, "/studio/studio.js")
    #expect(edited.header("ETag") != first)
    #expect(edited.body == Data((fixture.script + "// edited\n").utf8))
    #expect(EntityTag(content: Data("a".utf8)) != EntityTag(content: Data("b".utf8)))
  }

  @Test("HTML, JS, CSS and wasm must be revalidated: Cache-Control no-cache")
  func cacheControl() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    for path in ["/studio/", "/studio/studio.js", "/studio/studio.css", "/tactile.wasm"] {
      #expect(get(fixture.site, path).header("Cache-Control") == "no-cache", "\(path)")
    }
  }

  @Test("a matching If-None-Match gets 304 without a body; a stale one gets the file")
  func revalidation() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let site = fixture.site
    for headers in [[:], ["Accept-Encoding": "gzip"]] {
      let tag = try #require(get(site, "/tactile.wasm", headers).header("ETag"))
      for condition in [tag, "\"stale\", \(tag)", "W/\(tag)", "*"] {
        var conditional = headers
        conditional["If-None-Match"] = condition
        let response = get(site, "/tactile.wasm", conditional)
        #expect(response.status == 304, "\(condition)")
        #expect(response.body.isEmpty)
        #expect(response.header("ETag") == tag)
        #expect(response.header("Cache-Control") == "no-cache")
        #expect(response.header("Vary") == "Accept-Encoding")
      }
      var stale = headers
      stale["If-None-Match"] = "\"stale\""
      #expect(get(site, "/tactile.wasm", stale).status == 200)
    }
    let identityTag = try #require(get(site, "/tactile.wasm").header("ETag"))
    let gzipResponse = get(site, "/tactile.wasm", ["Accept-Encoding": "gzip", "If-None-Match": identityTag])
    #expect(gzipResponse.status == 200, "the identity tag does not validate the gzip body")
  }

  @Test("no path outside the mounted folders is reachable, however it is spelled")
  func pathEscapes() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let attempts = [
      "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/studio/..%2f..%2fsecret.txt",
      "/studio/%2e%2e/%2e%2e/secret.txt", "/..%5csecret.txt", "/studio/..\\..\\secret.txt", "/%2fsecret.txt",
      "//secret.txt", "/studio//../../secret.txt", "/./studio/../../secret.txt", "/escape.txt",
      "/%252e%252e/secret.txt", "/studio/index.html%00.js", "/vendor/codemirror/../../secret.txt",
      "/vendor/codemirror/%2e%2e/secret.txt", "/vendor/codemirror/..%2f..%2fsecret.txt", "/%ZZ", "secret.txt",
      "/tactile.wasm/../secret.txt",
    ]
    for target in attempts {
      let response = get(fixture.site, target)
      #expect(response.status == 404, "\(target)")
      #expect(!String(decoding: response.body, as: UTF8.self).contains("top secret"), "\(target)")
    }
  }

  @Test("a second root folder serves its own files under its prefix")
  func secondRoot() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let response = get(fixture.site, "/vendor/codemirror/codemirror.js")
    #expect(response.status == 200)
    #expect(response.body == Data("var CodeMirror = {};\n".utf8))
    #expect(get(fixture.site, "/vendor/codemirror/mode/swift.js?v=2").status == 200)
    #expect(get(fixture.site, "/vendor/codemirror/studio/studio.js").status == 404)
    #expect(get(fixture.site, "/vendor/codemirror").header("Location") == "/vendor/codemirror/")
  }

  @Test("folders redirect to their slash, / to the Studio; HEAD has no body; only GET and HEAD")
  func redirectsAndMethods() throws {
    let fixture = try SiteFixture()
    defer { fixture.remove() }
    let site = fixture.site
    #expect(get(site, "/").status == 301 && get(site, "/").header("Location") == "/studio/")
    #expect(get(site, "/studio").status == 301 && get(site, "/studio").header("Location") == "/studio/")
    #expect(get(site, "/studio/studio.js/").status == 404)
    let full = get(site, "/studio/studio.js", ["Accept-Encoding": "gzip"])
    let head = get(site, "/studio/studio.js", ["Accept-Encoding": "gzip"], method: "HEAD")
    #expect(head.status == 200 && head.body.isEmpty)
    #expect(head.header("Content-Length") == String(full.body.count))
    #expect(head.header("ETag") == full.header("ETag"))
    let post = get(site, "/studio/", method: "POST")
    #expect(post.status == 405 && post.header("Allow") == "GET, HEAD")
    #expect(get(site, "/missing.js").status == 404)
  }
}
