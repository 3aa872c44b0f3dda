// The browser's side of the WebAssembly module's ABI (Sources/TactileWeb/StudioSession.swift):
// loads and compiles the module once per page, gives each live view its own instance, and
// paints the frames it draws (SVG text) on a canvas at the device pixel ratio. Shared by the
// Studio and the reference pages. Nothing here touches the DOM outside the canvas it is given.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

let compiled;
/** The module, compiled once per page (instances are cheap, compiling is not). */
export function compileModule(url = '/tactile.wasm') {
  compiled ??= WebAssembly.compileStreaming(fetch(url));
  return compiled;
}

/** One instance of the module: one view running, with its own memory and virtual clock. */
export class TactileInstance {
  static async create(url) {
    const module = await compileModule(url);
    const instance = new TactileInstance();
    const wasi = {
      fd_write(fd, iovs, count, written) {
        const view = new DataView(instance.memory.buffer);
        let total = 0;
        for (let i = 0; i < count; i++) total += view.getUint32(iovs + 8 * i + 4, true);
        view.setUint32(written, total, true);
        return 0;
      },
      fd_seek: () => 0, fd_close: () => 0, fd_fdstat_get: () => 0, random_get: () => 0,
      proc_exit: () => {}, environ_get: () => 0, environ_sizes_get: () => 0,
    };
    const live = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi });
    instance.exports = live.exports;
    instance.memory = live.exports.memory;
    return instance;
  }

  /** The text the last call left in the module's output buffer. */
  output() {
    const e = this.exports;
    return decoder.decode(new Uint8Array(this.memory.buffer, e.tactile_output_ptr(), e.tactile_output_len()));
  }

  /** Compiles and renders `source`: `{ status, text }` (status as `tactile_load` returns it). */
  load(source, width, height, dark) {
    const bytes = encoder.encode(source);
    const pointer = this.exports.tactile_input(bytes.length);
    new Uint8Array(this.memory.buffer, pointer, bytes.length).set(bytes);
    const status = this.exports.tactile_load(bytes.length, width, height, dark ? 1 : 0);
    return { status, text: this.output() };
  }

  /** Phase 0 down, 1 move, 2 up, 3 cancel; returns 0, or 3 after a runtime error. */
  pointer(phase, id, x, y, time) { return this.exports.tactile_pointer(phase, id, x, y, time); }

  /**
   * The touches of one moment, `[[phase, id, x, y], …]`, given together (`tactile_pointers`,
   * ABI 6): the view sees them as one step, as `tactile replay` reads the lines of one time, so
   * a pinch's two fingers moving together update the gesture once. Returns as `pointer` does.
   */
  pointers(touches, time) {
    const e = this.exports;
    if (touches.length === 1 || !e.tactile_pointers) {
      let status = 0;
      for (const [phase, id, x, y] of touches) if (status !== 3) status = e.tactile_pointer(phase, id, x, y, time);
      return status;
    }
    const pointer = e.tactile_input(touches.length * 32);
    const view = new DataView(this.memory.buffer, pointer, touches.length * 32);
    touches.forEach((touch, i) => touch.forEach((n, j) => view.setFloat64(32 * i + 8 * j, n, true)));
    return e.tactile_pointers(touches.length, time);
  }
  advance(time) { return this.exports.tactile_advance(time); }
  /** The SVG of the frame at `time` (empty when nothing runs). */
  frame(time) {
    this.animating = this.exports.tactile_frame(time) === 1;
    return this.output();
  }
  /** What `print` wrote since the last call. */
  console() { return this.exports.tactile_console() > 0 ? this.output() : ''; }

  /**
   * The accessibility elements on screen, as `{ label, value, hint, traits, actions, frame }`
   * (ABI 3; an older module has none). `text` is the module's listing, to tell whether it changed.
   */
  accessibility() {
    if (!this.exports.tactile_accessibility) return { text: '', elements: [] };
    this.exports.tactile_accessibility();
    const text = this.output();
    return { text, elements: parseAccessibility(text) };
  }

  /** Performs action number `action` of element number `element`: 0, 1 (no such action), 3. */
  performAccessibilityAction(element, action) {
    return this.exports.tactile_accessibility_perform(element, action);
  }

  /** The gesture engine's decisions since the last call, one a line (StudioTrace.swift); the
   *  first call starts recording them. Empty for a module without the trace export (before ABI 4). */
  trace() { return this.exports.tactile_trace?.() > 0 ? this.output() : ''; }
}

const unescapeLine = (text) => text.replace(/\\(\\|n)/g, (_, c) => (c === 'n' ? '\n' : '\\'));

/** The elements of `tactile_accessibility`'s listing (StudioAccessibility.swift). */
export function parseAccessibility(text) {
  const elements = [];
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    const key = line.slice(0, space);
    const rest = line.slice(space + 1);
    if (key === 'element') {
      elements.push({ index: Number(rest), traits: [], actions: [] });
      continue;
    }
    const element = elements[elements.length - 1];
    if (!element) continue;
    if (key === 'frame') {
      const [x, y, width, height] = rest.split(' ').map(Number);
      element.frame = { x, y, width, height };
    } else if (key === 'label' || key === 'value' || key === 'hint' || key === 'identifier') {
      element[key] = unescapeLine(rest);
    } else if (key === 'trait') {
      element.traits.push(unescapeLine(rest));
    } else if (key === 'action') {
      element.actions.push(unescapeLine(rest));
    }
  }
  return elements;
}

/**
 * The diagnostics of `tactile_load`'s output after status 1: `{ line, column, severity,
 * message, end: { line, column } }`, columns in UTF-8 bytes from 1 as swiftc counts them (an
 * older module gives no `range` lines, and then `end` is the start).
 */
export function parseDiagnostics(text) {
  const diagnostics = [];
  for (const line of text.split('\n')) {
    if (line === '') break; // swiftc's rendering follows the blank line
    const diagnostic = /^(\d+):(\d+): (error|warning): (.*)$/.exec(line);
    if (diagnostic) {
      const [, l, c, severity, message] = diagnostic;
      const start = { line: Number(l), column: Number(c) };
      diagnostics.push({ ...start, severity, message, end: start });
      continue;
    }
    const range = /^range (\d+):(\d+)-(\d+):(\d+)$/.exec(line);
    if (range && diagnostics.length) {
      diagnostics[diagnostics.length - 1].end = { line: Number(range[3]), column: Number(range[4]) };
    }
  }
  return diagnostics;
}

/** The UTF-16 index in `lineText` of UTF-8 byte column `column` (from 1), clamped to the line. */
export function characterIndex(lineText, column) {
  let bytes = 0;
  let index = 0;
  for (const character of lineText) {
    if (bytes >= column - 1) break;
    const code = character.codePointAt(0);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += character.length;
  }
  return index;
}

/**
 * Forwards a canvas's input to a running view as touches in canvas points, for the Studio and
 * the reference pages alike. `send(touches, time)` gets the touches of one moment,
 * `[[phase, id, x, y], …]` with phase 0 down, 1 move, 2 up, 3 cancel; `size()` gives the canvas's `[width, height]` in points, `now()` the view's clock,
 * and nothing is sent while `isRunning()` is false. Returns `{ reset() }`, which forgets a
 * trackpad gesture in flight without lifting it (for when the view is replaced).
 *
 * - Pointer Events (touch, pen, mouse): capture on down, then move, up and `pointercancel` for
 *   the pointers that went down on the canvas.
 * - A mouse has one finger: holding Option (Alt) when it goes down adds a second touch mirrored
 *   about the canvas's centre, as the iOS Simulator does, so pinch and rotate work everywhere.
 *   Both touches of a step are sent together: the engine reads them as one step.
 * - Trackpad pinch and rotate reach the page as no pointer at all: Chrome, Edge and Firefox send
 *   `wheel` events with ctrlKey set for a pinch (deltaY < 0 spreads the fingers; the scale
 *   changes by e^(−deltaY/100) per event, Chrome's own conversion), and Safari sends
 *   gesturestart / gesturechange / gestureend carrying the total `scale` and `rotation`
 *   (degrees, clockwise) since the start. Either becomes a pair of touches on a circle centred
 *   on the pointer, opposite each other, starting 50 pt from the centre on the horizontal: the
 *   radius follows the scale and the pair turns by the rotation, both fingers moving in one
 *   step. The pair goes down on the
 *   first event and lifts at gestureend, or 150 ms after the last wheel event; while a Safari
 *   gesture runs, wheel events are left out so that one pinch is not counted twice.
 */
export function forwardPointers(canvas, { size, now, send, isRunning }) {
  const canvasPoint = (clientX, clientY) => {
    const [width, height] = size();
    const rect = canvas.getBoundingClientRect();
    return [(clientX - rect.left) * (width / rect.width), (clientY - rect.top) * (height / rect.height)];
  };

  const phases = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3 };
  const down = new Set();
  const mirrored = new Set();
  for (const type of Object.keys(phases)) {
    canvas.addEventListener(type, (event) => {
      if (!isRunning()) return;
      if (type === 'pointerdown') {
        canvas.setPointerCapture(event.pointerId);
        down.add(event.pointerId);
        if (event.altKey && event.pointerType === 'mouse') mirrored.add(event.pointerId);
      } else if (!down.has(event.pointerId)) {
        return;
      }
      const [width, height] = size();
      const [x, y] = canvasPoint(event.clientX, event.clientY);
      const phase = phases[type];
      const id = event.pointerId + 1;
      const touches = [[phase, id, x, y]];
      if (mirrored.has(event.pointerId)) touches.push([phase, 1000 + id, width - x, height - y]);
      send(touches, now());
      if (type === 'pointerup' || type === 'pointercancel') {
        down.delete(event.pointerId);
        mirrored.delete(event.pointerId);
      }
      event.preventDefault();
    });
  }

  const trackpadRadius = 50;
  const trackpadIdle = 150;
  const trackpadIds = [2001, 2002];
  let trackpad = null;

  const trackpadTouches = (gesture) => {
    const r = trackpadRadius * gesture.scale;
    const angle = (gesture.rotation * Math.PI) / 180;
    const dx = r * Math.cos(angle);
    const dy = r * Math.sin(angle);
    return [[gesture.x + dx, gesture.y + dy], [gesture.x - dx, gesture.y - dy]];
  };

  const updateTrackpadGesture = (source, clientX, clientY, scale, rotation) => {
    if (!isRunning()) return;
    const t = now();
    if (!trackpad) {
      const [width, height] = size();
      const [x, y] = clientX === undefined ? [width / 2, height / 2] : canvasPoint(clientX, clientY);
      trackpad = { source, x, y, scale: 1, rotation: 0 };
      send(trackpadTouches(trackpad).map(([px, py], i) => [0, trackpadIds[i], px, py]), t);
    }
    trackpad.scale = Math.max(0.05, scale);
    trackpad.rotation = rotation;
    if (isRunning()) send(trackpadTouches(trackpad).map(([px, py], i) => [1, trackpadIds[i], px, py]), t);
  };

  const endTrackpadGesture = (lift = true) => {
    if (!trackpad) return;
    clearTimeout(trackpad.timer);
    const touches = trackpadTouches(trackpad);
    trackpad = null;
    if (!lift || !isRunning()) return;
    send(touches.map(([px, py], i) => [2, trackpadIds[i], px, py]), now());
  };

  canvas.addEventListener('wheel', (event) => {
    if (!event.ctrlKey) return; // a plain scroll scrolls the page
    event.preventDefault(); // and a pinch does not zoom it
    if (trackpad?.source === 'safari') return; // the gesture events already carry this pinch
    const scale = (trackpad?.scale ?? 1) * Math.exp(-event.deltaY / 100);
    updateTrackpadGesture('wheel', event.clientX, event.clientY, scale, trackpad?.rotation ?? 0);
    if (!trackpad) return;
    clearTimeout(trackpad.timer);
    trackpad.timer = setTimeout(endTrackpadGesture, trackpadIdle);
  }, { passive: false });

  let lastClient;
  canvas.addEventListener('pointermove', (event) => { lastClient = [event.clientX, event.clientY]; });
  for (const type of ['gesturestart', 'gesturechange']) {
    canvas.addEventListener(type, (event) => {
      event.preventDefault();
      const [clientX, clientY] = event.clientX !== undefined ? [event.clientX, event.clientY] : lastClient ?? [];
      updateTrackpadGesture('safari', clientX, clientY, event.scale ?? 1, event.rotation ?? 0);
    });
  }
  canvas.addEventListener('gestureend', (event) => {
    event.preventDefault();
    endTrackpadGesture();
  });

  return { reset: () => endTrackpadGesture(false) };
}

/**
 * Paints SVG frames on a canvas of `width`×`height` points, skipping frames that did not change.
 * `onPaint`, when set, is called after each frame is on the canvas.
 */
export class CanvasPainter {
  constructor(canvas, width, height) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.resize(width, height);
  }

  resize(width, height) {
    this.width = width;
    this.height = height;
    this.last = '';
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
  }

  paint(svg) {
    if (!svg || svg === this.last) return;
    this.last = svg;
    const image = new Image();
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    image.onload = () => {
      const ratio = window.devicePixelRatio || 1;
      if (this.canvas.width !== this.width * ratio || this.canvas.height !== this.height * ratio) {
        this.canvas.width = this.width * ratio;
        this.canvas.height = this.height * ratio;
      }
      this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
      this.context.clearRect(0, 0, this.width, this.height);
      this.context.drawImage(image, 0, 0, this.width, this.height);
      URL.revokeObjectURL(url);
      this.canvas.dataset.frames = String(Number(this.canvas.dataset.frames || 0) + 1);
      this.onPaint?.();
    };
    image.src = url;
  }
}

export function base64url(text) {
  let binary = '';
  for (const b of encoder.encode(text)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return decoder.decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
