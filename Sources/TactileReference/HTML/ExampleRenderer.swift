import Foundation

/// The live example block of a page: the source (highlighted, with an editor to swap in), the
/// "Run live & edit" and "Open in Studio" controls, the preview (the first frame drawn at build
/// time, which `Site/reference/live.js` replaces with a live canvas), the build's diagnostics
/// when it does not render, and the pipeline line with what each stage did.
enum ExampleRenderer {
  struct Context {
    var fileName: String
    var size: PreviewSize
    var simulated: String?
    /// A prefix that keeps the ids of several examples on one page apart.
    var idPrefix: String
    /// Whether the page's input is an Apple Pencil's, which the module can simulate with buttons.
    var simulatesPencil = false
    /// What the example shows, in words, for screen readers: the preview's description.
    var description = ""
  }

  static func render(_ source: String, run: ExampleRun, context: Context) -> String {
    let size = context.size
    let p = context.idPrefix
    var html = "<div class=\"example\" data-example"
    html +=
      HTML.attribute("data-width", String(size.width)) + HTML.attribute("data-height", String(size.height))
    html += HTML.attribute("data-renders", run.renders ? "true" : "false")
    if context.simulated != nil {
      html += HTML.attribute("data-simulated", context.simulatesPencil ? "pencil" : "")
    }
    html += ">\n"
    html += """
      <div class="example-source">
      <div class="example-toolbar">
      <span class="file-name" id="\(p)file">\(HTML.escape(context.fileName))</span>
      <button type="button" class="run-live" data-action="edit" aria-pressed="false" \
      aria-describedby="\(p)file">Run live &amp; edit</button>
      <a class="open-studio" data-role="studio"\(HTML.attribute("href", studioLink(source)))>Open in Studio\
      <span aria-hidden="true"> ↗</span></a>
      </div>
      \(ProseRenderer.codeBlock(source, language: "swift").replacingOccurrences(
        of: "<pre class=\"code\" ", with: "<pre class=\"code\" data-role=\"source\" "))
      <textarea class="editor" data-role="editor" spellcheck="false" autocapitalize="off" \
      rows="\(min(40, source.split(separator: "\n", omittingEmptySubsequences: false).count + 1))" \
      aria-label="Swift source of \(HTML.escape(context.fileName))" hidden>\(HTML.escape(source))</textarea>
      <ul class="diagnostics" data-role="diagnostics" aria-label="Diagnostics" aria-live="polite"></ul>
      </div>

      """
    html += preview(run, context: context)
    html +=
      "<pre class=\"console\" data-role=\"console\" role=\"log\" aria-label=\"Console output\" tabindex=\"0\" hidden></pre>\n"
    if let simulated = context.simulated {
      html += """
        <p class="simulated" role="note"><strong>Simulated in the browser.</strong> \(HTML.escape(simulated))</p>
        <div class="simulate" data-role="simulate" hidden></div>

        """
    }
    html += pipeline(run.stages) + "\n</div>\n"
    return html
  }

  static func preview(_ run: ExampleRun, context: Context) -> String {
    let size = context.size
    let dimensions = "width: \(size.width)px; height: \(size.height)px"
    // The preview is an image of a running view: a screen reader hears what it shows from the
    // page's words, and how to use it from its label.
    let p = context.idPrefix
    let describedBy =
      context.description.isEmpty ? "" : " aria-describedby=\"\(p)description\""
    // The live canvas takes the focus: Site/shared/keyboard.js, as in the Studio, with a ring over
    // the focused stop, a live region saying what has the focus, and the keys in words.
    let canvasDescribedBy =
      " aria-describedby=\"\(context.description.isEmpty ? "" : "\(p)description ")\(p)keyboard\""
    let keyboardParts = "<div class=\"focus-ring\" data-role=\"focus-ring\" hidden></div>"
    let keyboardHelp = """
      <span class="keyboard-help" id="\(p)keyboard"><strong>Keyboard:</strong> Tab to the live preview, \
      then between its accessibility elements; Enter or Space activates one, the arrow keys drag \
      (Shift: farther), + and − pinch, [ and ] rotate, Enter lifts the fingers.</span>
      <span class="visually-hidden" data-role="announcer" aria-live="polite"></span>
      """
    let description =
      context.description.isEmpty
      ? ""
      : "<p class=\"visually-hidden\" id=\"\(context.idPrefix)description\">\(HTML.escape(context.description))</p>\n"
    guard run.renders, let light = run.previewLight else {
      return """
        <figure class="preview failed">
        <div class="stage" data-role="stage" style="\(dimensions)">
        <canvas data-role="preview" width="\(size.width)" height="\(size.height)" tabindex="0" \
        role="application" aria-roledescription="preview" aria-label="Live preview"\(canvasDescribedBy) hidden></canvas>
        \(keyboardParts)
        <div class="failure" data-role="failure">
        <p><strong>This example does not render.</strong> \(HTML.escape(failureReason(run.status)))</p>
        <pre class="build-diagnostics" tabindex="0">\(HTML.escape(run.diagnostics))</pre>
        </div>
        </div>
        \(description)        <figcaption><span data-role="status" role="status">Failed when the site was built</span>
        \(keyboardHelp)</figcaption>
        </figure>

        """
    }
    let dark = run.previewDark ?? light
    return """
      <figure class="preview">
      <div class="stage" data-role="stage" style="\(dimensions)">
      <picture>
      <source media="(prefers-color-scheme: dark)" srcset="\(dataURL(dark))">
      <img data-role="instant" src="\(dataURL(light))" width="\(size.width)" height="\(size.height)" \
      alt="The example's first frame"\(describedBy)>
      </picture>
      <canvas data-role="preview" width="\(size.width)" height="\(size.height)" tabindex="0" \
      role="application" aria-roledescription="preview" \
      aria-label="Live preview: drag, tap or hold it; hold Option while dragging for a second finger"\(canvasDescribedBy) \
      hidden></canvas>
      \(keyboardParts)
      </div>
      \(description)
      <figcaption><span data-role="status" role="status">Preview drawn when the site was built</span>
      \(keyboardHelp)</figcaption>
      </figure>

      """
  }

  static func failureReason(_ status: ExampleRun.Status) -> String {
    switch status {
    case .renders: return ""
    case .compileErrors: return "It does not compile:"
    case .noRootView: return "It has no view to show:"
    case .runtimeError: return "It stopped with a runtime error:"
    }
  }

  /// The pipeline line: `swift → lexer → parser → sema → uiir → canvas`, each with what it did.
  static func pipeline(_ stages: [PipelineStage]) -> String {
    let names = ["swift", "lexer", "parser", "sema", "uiir", "canvas"]
    var items: [String] = []
    for name in names {
      guard let stage = stages.first(where: { $0.name == name }) else {
        items.append("<li class=\"not-reached\"><span class=\"stage-name\">\(name)</span></li>")
        continue
      }
      var detail = HTML.escape(stage.detail)
      if name != "swift" { detail += " · \(formatMilliseconds(stage.milliseconds))" }
      items.append(
        "<li><span class=\"stage-name\">\(name)</span> <span class=\"stage-detail\">\(detail)</span></li>")
    }
    return """
      <div class="pipeline"><ol aria-label="The pipeline, as measured when the site was built">\(items.joined())</ol>\
      <p class="pipeline-live" data-role="pipeline-live" aria-live="polite"></p></div>
      """
  }

  static func formatMilliseconds(_ value: Double) -> String {
    value < 10 ? String(format: "%.2f ms", value) : String(format: "%.0f ms", value)
  }

  /// `/studio/#src=<base64url of the UTF-8 source>` (docs/interfaces.md).
  static func studioLink(_ source: String) -> String {
    "/studio/#src=" + base64url(Data(source.utf8))
  }

  static func base64url(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(
      of: "/", with: "_"
    )
    .replacingOccurrences(of: "=", with: "")
  }

  static func dataURL(_ svg: String) -> String {
    "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
  }
}
