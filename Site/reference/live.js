// The reference pages' live examples. Each example block the generator wrote
// (Sources/TactileReference/HTML/ExampleRenderer.swift) shows the first frame drawn when the
// site was built; this script gives each one its own instance of the module (compiled once per
// page), runs the example, and swaps the picture for a live canvas that takes Pointer Events and
// the keyboard as the Studio's preview does (Site/shared/keyboard.js: Tab between the view's
// accessibility elements, Enter or Space to activate, arrows to drag, + − to pinch, [ ] to
// rotate). "Run live & edit" turns the code into an editor whose every change is compiled
// again. User text only ever reaches the page through textContent and value.

import {
  TactileInstance, CanvasPainter, forwardPointers, base64url, parseDiagnostics, characterIndex,
} from '/shared/tactile.js';
import { attachKeyboard } from '/shared/keyboard.js';

const darkScheme = matchMedia('(prefers-color-scheme: dark)');

/**
 * The Pencil inputs a browser cannot produce, which the module simulates
 * (`tactile_simulate(kind, x, y, time)`, Sources/TactileWeb/PencilExports.swift): kind 0 a
 * double tap, 1 a squeeze, 2 a squeeze let go; the pencil hovers over the preview's centre.
 */
const simulations = [
  { kind: 0, label: 'Pencil double tap' },
  { kind: 1, label: 'Pencil squeeze' },
  { kind: 2, label: 'Squeeze, then let go' },
];

class LiveExample {
  constructor(root) {
    this.root = root;
    this.width = Number(root.dataset.width);
    this.height = Number(root.dataset.height);
    const part = (role) => root.querySelector(`[data-role="${role}"]`);
    this.canvas = part('preview');
    this.instant = part('instant');
    this.failure = part('failure');
    this.source = part('source');
    this.editor = part('editor');
    this.diagnostics = part('diagnostics');
    this.console = part('console');
    this.status = part('status');
    this.studio = part('studio');
    this.pipelineLive = part('pipeline-live');
    this.simulate = part('simulate');
    this.focusRing = part('focus-ring');
    this.announcer = part('announcer');
    this.button = root.querySelector('[data-action="edit"]');
    this.original = this.editor.value;
    this.running = false;
    this.editing = false;
    this.loadedAt = performance.now();
    this.button.addEventListener('click', () => (this.editing ? this.reset() : this.edit()));
    let pending = 0;
    this.editor.addEventListener('input', () => {
      // Every edit is compiled; edits that arrive within one frame are compiled once.
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => this.compile());
    });
  }

  now() { return performance.now() - this.loadedAt; }

  async start() {
    this.tactile = await TactileInstance.create('/tactile.wasm');
    if (!performance.getEntriesByName('tactile-module-ready').length) performance.mark('tactile-module-ready');
    this.painter = new CanvasPainter(this.canvas, this.width, this.height);
    this.painter.onPaint = () => this.showCanvas();
    forwardPointers(this.canvas, {
      size: () => [this.width, this.height],
      now: () => this.now(),
      isRunning: () => this.running,
      send: (touches, t) => this.send(touches, t),
    });
    // Pages built before the preview took the keyboard have no ring: the canvas keeps the pointer.
    if (this.focusRing) {
      this.keyboard = attachKeyboard(this.canvas, this.focusRing, {
        size: () => [this.width, this.height],
        elements: () => this.accessibilityElements(),
        now: () => this.now(),
        send: (touches, t) => this.send(touches, t),
        isRunning: () => this.running,
        perform: (element, action) => this.perform(element, action),
        announce: (text) => { if (this.announcer) this.announcer.textContent = text; },
      });
    }
    this.addSimulations();
    // An example that failed when the site was built keeps its diagnostics in place of the
    // preview until the reader edits it.
    if (this.root.dataset.renders === 'true' || this.editing) this.compile();
  }

  /** The touches of one moment, as one step (tactile.js `pointers`). */
  send(touches, t) {
    if (!this.running) return;
    this.elements = null;
    if (this.tactile.pointers(touches, t) === 3) this.stop();
  }

  /** The view's accessibility elements (read again after anything that may change them). */
  accessibilityElements() {
    if (!this.running) return [];
    this.elements ??= this.tactile.accessibility().elements;
    return this.elements;
  }

  /** Performs an accessibility action as VoiceOver would, then shows the result. */
  perform(element, action) {
    if (!this.running) return;
    this.elements = null;
    if (this.tactile.performAccessibilityAction(element, action) === 3) this.stop();
    this.tick();
  }

  compile() {
    const started = performance.now();
    this.loadedAt = started;
    const source = this.editor.value;
    const { status, text } = this.tactile.load(source, this.width, this.height, darkScheme.matches);
    this.painter.last = '';
    this.running = status === 0;
    this.elements = null;
    this.keyboard?.reset();
    this.diagnostics.replaceChildren();
    this.console.textContent = '';
    this.console.hidden = true;
    if (status === 0) {
      this.painter.paint(this.tactile.frame(this.now()));
      const elapsed = performance.now() - started;
      this.pipelineLive.textContent = `In your browser: compiled and drawn in ${elapsed.toFixed(1)} ms.`;
      this.setStatus('Live: drag, tap or hold the preview');
    } else if (status === 1) {
      for (const d of parseDiagnostics(text)) {
        const item = document.createElement('li');
        const jump = document.createElement('button');
        jump.type = 'button';
        jump.textContent = `${d.line}:${d.column}: ${d.severity}: ${d.message}`;
        jump.addEventListener('click', () => this.jumpTo(d.line, d.column));
        item.append(jump);
        this.diagnostics.append(item);
      }
      this.setStatus('Does not compile: see the diagnostics');
    } else {
      this.showConsole(text);
      this.setStatus(status === 3 ? 'Stopped with a runtime error' : 'No view to show');
    }
    if (this.editing) this.studio.href = '/studio/#src=' + base64url(source);
  }

  /** One animation frame: timers due, then the frame at this time and what `print` wrote. */
  tick() {
    if (!this.running) return;
    if (this.tactile.advance(this.now()) === 3) {
      this.stop();
      return;
    }
    this.painter.paint(this.tactile.frame(this.now()));
    const printed = this.tactile.console();
    if (printed) this.showConsole(printed, true);
    // Timers and animations may move the elements: the focus ring follows (only while focused).
    if (this.keyboard && document.activeElement === this.canvas) {
      this.elements = null;
      this.keyboard.refresh();
    }
  }

  stop() {
    this.running = false;
    this.showConsole(this.tactile.output(), true);
    this.setStatus('Stopped with a runtime error');
  }

  showCanvas() {
    if (!this.canvas.hidden) return;
    // The page's first live frame, for scripts/bench-reference.py.
    if (!performance.getEntriesByName('tactile-live-preview').length) performance.mark('tactile-live-preview');
    this.canvas.hidden = false;
    if (this.instant) this.instant.closest('picture').hidden = true;
    if (this.failure) this.failure.hidden = true;
  }

  showConsole(text, append = false) {
    this.console.textContent = append ? this.console.textContent + text : text;
    this.console.hidden = this.console.textContent === '';
  }

  setStatus(text) { this.status.textContent = text; }

  edit() {
    this.editing = true;
    this.source.hidden = true;
    this.editor.hidden = false;
    this.editor.focus();
    this.button.textContent = 'Reset the example';
    this.button.setAttribute('aria-pressed', 'true');
    if (!this.tactile) return;
    this.compile();
  }

  reset() {
    this.editor.value = this.original;
    this.compile();
    this.editor.focus();
  }

  /** Puts the caret at a diagnostic's line and column (columns count UTF-8 bytes, as swiftc's do). */
  jumpTo(line, column) {
    const lines = this.editor.value.split('\n');
    let offset = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
    offset += characterIndex(lines[line - 1] ?? '', column);
    this.editor.focus();
    this.editor.setSelectionRange(offset, offset);
  }

  /** Buttons for what the page's inputs need and a browser cannot produce, if the module simulates them. */
  addSimulations() {
    const simulate = this.tactile.exports.tactile_simulate;
    if (!this.simulate || this.root.dataset.simulated !== 'pencil' || typeof simulate !== 'function') return;
    for (const { kind, label } of simulations) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => {
        if (!this.running) return;
        if (simulate(kind, this.width / 2, this.height / 2, this.now()) === 3) this.stop();
        this.tick();
      });
      this.simulate.append(button);
    }
    this.simulate.hidden = false;
  }
}

const examples = [...document.querySelectorAll('[data-example]')].map((root) => new LiveExample(root));
// Only examples on screen are animated; the others keep their last frame.
const visible = new Set();
const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    const example = examples.find((e) => e.root === entry.target);
    if (entry.isIntersecting) visible.add(example);
    else visible.delete(example);
  }
});
for (const example of examples) observer.observe(example.root);

function frame() {
  for (const example of visible) example.tick();
  requestAnimationFrame(frame);
}

await Promise.all(examples.map((example) => example.start()));
darkScheme.addEventListener('change', () => examples.forEach((example) => example.compile()));
requestAnimationFrame(frame);
