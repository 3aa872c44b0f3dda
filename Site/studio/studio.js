// The Studio's shell: loads the WebAssembly module, recompiles the source on every edit,
// paints the frame the module draws (SVG) on the preview canvas at the device pixel ratio,
// forwards Pointer Events and trackpad gestures, and shows diagnostics (in the editor and in a
// list), what `print` writes, and the view's accessibility elements. User text only ever
// reaches the page through textContent (CodeMirror, when it loads, draws text the same way).

import {
  TactileInstance, CanvasPainter, base64url, fromBase64url, parseDiagnostics,
} from '/shared/tactile.js';
import { createEditor } from './editor.js';
import { GestureTimeline } from './timeline.js';

// The canvas in points; one point is one CSS pixel (INTERFACES.md). The device menu changes it.
let width = 390;
let height = 844;
const canvas = document.querySelector('canvas[data-role="preview"]');
const diagnosticsList = document.getElementById('diagnostics');
const consoleOutput = document.getElementById('console');
const status = document.getElementById('status');
const scheme = document.getElementById('scheme');
const device = document.getElementById('device');
const examples = document.getElementById('examples');
const eventsOutput = document.getElementById('events');
const exportButton = document.getElementById('export');
const accessibilityList = document.getElementById('accessibility');
const highlight = document.getElementById('highlight');
const timeline = new GestureTimeline(document.getElementById('timeline'));

const example = `import SwiftUI

struct GestureStateGestureDemo: View {
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        VStack(spacing: 16) {
            Text("Drag the circle")
                .font(.headline)
            Circle()
                .fill(.blue)
                .frame(width: 80, height: 80)
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                )
            Text("Offset: \\(Int(dragOffset.width)), \\(Int(dragOffset.height))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
`;

// The view's virtual clock: milliseconds since it was loaded.
let tactile;
let painter;
let editor;
let loadedAt = performance.now();
// Rounded to 0.1 ms so that recorded events files stay readable; the view gets the same times.
const now = () => Math.round((performance.now() - loadedAt) * 10) / 10;
let running = false;

function compile() {
  loadedAt = performance.now();
  const source = editor.value;
  const { status: result, text } = tactile.load(source, width, height, scheme.value === 'dark');
  diagnosticsList.replaceChildren();
  consoleOutput.textContent = '';
  painter.last = '';
  recorded = [];
  eventsOutput.textContent = '';
  endTrackpadGesture(false);
  running = result === 0;
  // The last frame stays up while the source does not compile, dimmed as out of date.
  canvas.classList.toggle('stale', !running);
  const diagnostics = result === 1 ? parseDiagnostics(text) : [];
  editor.showDiagnostics(diagnostics);
  for (const d of diagnostics) {
    const item = document.createElement('li');
    item.textContent = `${d.line}:${d.column}: ${d.severity}: ${d.message}`;
    item.className = d.severity;
    item.dataset.line = String(d.line);
    item.addEventListener('click', () => editor.jumpTo(d.line, d.column));
    diagnosticsList.append(item);
  }
  timeline.clear(tactile.trace());
  if (result === 1) {
    status.textContent = 'Errors';
  } else if (result === 0) {
    status.textContent = 'Running';
  } else {
    status.textContent = result === 3 ? 'Runtime error' : 'No view';
    consoleOutput.textContent = text;
  }
  refreshAccessibility();
  history.replaceState(null, '', '#src=' + base64url(source));
}

function stopWithRuntimeError() {
  running = false;
  canvas.classList.add('stale');
  status.textContent = 'Runtime error';
  consoleOutput.textContent += tactile.output();
}

let lastFrame = '';
function paint() {
  timeline.add(tactile.trace());
  if (running) {
    if (tactile.advance(now()) === 3) {
      stopWithRuntimeError();
    } else {
      const frame = tactile.frame(now());
      painter.paint(frame);
      consoleOutput.textContent += tactile.console();
      // Whatever changed what is drawn may have changed the accessibility elements.
      if (frame && frame !== lastFrame) refreshAccessibility();
      lastFrame = frame;
    }
  }
  requestAnimationFrame(paint);
}

// The accessibility panel: each element's label, value, hint and traits, and its actions as
// buttons that perform them as VoiceOver would. Rebuilt only when the listing changes, so a
// button is never replaced under the pointer while nothing changed.
let accessibilityText;
function refreshAccessibility() {
  const { text, elements } = running ? tactile.accessibility() : { text: '', elements: [] };
  if (text === accessibilityText) return;
  accessibilityText = text;
  highlight.hidden = true;
  accessibilityList.replaceChildren(...elements.map((element) => {
    const item = document.createElement('li');
    if (element.frame) {
      // Pointing at an element outlines it in the preview.
      const { x, y, width: w, height: h } = element.frame;
      item.dataset.frame = `${x} ${y} ${w} ${h}`;
      item.addEventListener('mouseenter', () => {
        Object.assign(highlight.style, { left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px` });
        highlight.hidden = false;
      });
      item.addEventListener('mouseleave', () => { highlight.hidden = true; });
    }
    const label = document.createElement('div');
    label.className = 'label';
    label.textContent = element.label ?? '(no label)';
    item.append(label);
    const details = [];
    if (element.value !== undefined) details.push(`value: ${element.value}`);
    if (element.hint !== undefined) details.push(`hint: ${element.hint}`);
    if (element.traits.length) details.push(`traits: ${element.traits.join(', ')}`);
    if (details.length) {
      const detail = document.createElement('div');
      detail.className = 'detail';
      detail.textContent = details.join(' · ');
      item.append(detail);
    }
    element.actions.forEach((action, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = action === 'default' ? 'Activate' : action;
      button.dataset.action = action;
      button.addEventListener('click', () => {
        if (!running) return;
        if (tactile.performAccessibilityAction(element.index, index) === 3) stopWithRuntimeError();
        refreshAccessibility();
      });
      item.append(button);
    });
    return item;
  }));
}

const phases = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3 };
const down = new Set();
// A mouse has one finger: holding Option (Alt) when it goes down adds a second touch mirrored
// about the canvas's centre, as the iOS Simulator does, so pinch and rotate work everywhere.
const mirrored = new Set();
const mirrorId = (id) => 1000 + id;
// Every event given to the view since it was loaded, as lines of an events file that
// `tactile replay` runs to the same output (INTERFACES.md).
let recorded = [];
const phaseNames = ['down', 'move', 'up', 'cancel'];
/** Gives the view one pointer event; the touches of one step pass the same `t`. */
function send(phase, id, x, y, t = now()) {
  // Hundredths of a point: what the view gets is exactly what the events file says.
  x = Math.round(x * 100) / 100;
  y = Math.round(y * 100) / 100;
  recorded.push(phase === 3 ? `${t} cancel ${id}` : `${t} ${phaseNames[phase]} ${id} ${x} ${y}`);
  eventsOutput.textContent = recorded.join('\n') + '\n';
  if (tactile.pointer(phase, id, x, y, t) === 3) stopWithRuntimeError();
}

/** A client position as canvas points. */
function canvasPoint(clientX, clientY) {
  const rect = canvas.getBoundingClientRect();
  return [(clientX - rect.left) * (width / rect.width), (clientY - rect.top) * (height / rect.height)];
}

for (const type of Object.keys(phases)) {
  canvas.addEventListener(type, (event) => {
    if (!running) return;
    if (type === 'pointerdown') {
      canvas.setPointerCapture(event.pointerId);
      down.add(event.pointerId);
      if (event.altKey && event.pointerType === 'mouse') mirrored.add(event.pointerId);
    } else if (!down.has(event.pointerId)) {
      return;
    }
    const [x, y] = canvasPoint(event.clientX, event.clientY);
    const phase = phases[type];
    const id = event.pointerId + 1;
    const t = now();
    send(phase, id, x, y, t);
    // Both touches of a step share its time: the engine reads them as one step.
    if (mirrored.has(event.pointerId) && running) send(phase, mirrorId(id), width - x, height - y, t);
    if (type === 'pointerup' || type === 'pointercancel') {
      down.delete(event.pointerId);
      mirrored.delete(event.pointerId);
    }
    event.preventDefault();
  });
}

// Trackpad pinch and rotate. A trackpad gesture reaches the page as no pointer at all:
// Chrome, Edge and Firefox send `wheel` events with ctrlKey set for a pinch (deltaY < 0 spreads
// the fingers; the scale changes by e^(−deltaY/100) per event, Chrome's own conversion), and
// Safari sends gesturestart / gesturechange / gestureend carrying the total `scale` and
// `rotation` (degrees, clockwise) since the start. Either becomes a pair of touches on a
// circle centred on the pointer, opposite each other, starting 50 pt from the centre on the
// horizontal: the radius follows the scale and the pair turns by the rotation. The pair goes
// down on the first event and lifts at gestureend, or 150 ms after the last wheel event; while
// a Safari gesture runs, wheel events are left out so that one pinch is not counted twice.
const trackpadRadius = 50;
const trackpadIdle = 150;
const trackpadIds = [2001, 2002];
let trackpad = null;

function trackpadTouches(gesture) {
  const r = trackpadRadius * gesture.scale;
  const angle = (gesture.rotation * Math.PI) / 180;
  const dx = r * Math.cos(angle);
  const dy = r * Math.sin(angle);
  return [[gesture.x + dx, gesture.y + dy], [gesture.x - dx, gesture.y - dy]];
}

function updateTrackpadGesture(source, clientX, clientY, scale, rotation) {
  if (!running) return;
  const t = now();
  if (!trackpad) {
    const [x, y] = clientX === undefined ? [width / 2, height / 2] : canvasPoint(clientX, clientY);
    trackpad = { source, x, y, scale: 1, rotation: 0 };
    trackpadTouches(trackpad).forEach(([px, py], i) => running && send(0, trackpadIds[i], px, py, t));
  }
  trackpad.scale = Math.max(0.05, scale);
  trackpad.rotation = rotation;
  trackpadTouches(trackpad).forEach(([px, py], i) => running && send(1, trackpadIds[i], px, py, t));
}

function endTrackpadGesture(lift = true) {
  if (!trackpad) return;
  clearTimeout(trackpad.timer);
  const touches = trackpadTouches(trackpad);
  trackpad = null;
  if (!lift || !running) return;
  const t = now();
  touches.forEach(([px, py], i) => running && send(2, trackpadIds[i], px, py, t));
}

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

exportButton.addEventListener('click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([eventsOutput.textContent], { type: 'text/plain' }));
  link.download = 'session.events';
  link.click();
  URL.revokeObjectURL(link.href);
});

function applyScheme() {
  document.body.classList.toggle('dark', scheme.value === 'dark');
  editor?.setDark(scheme.value === 'dark');
}

function applyDevice() {
  [width, height] = device.value.split('x').map(Number);
  canvas.width = width;
  canvas.height = height;
  painter.resize(width, height);
}

// The examples menu: the seeds' views (examples/index.json lists them with their seed).
async function loadExamples() {
  try {
    const response = await fetch('examples/index.json');
    const manifest = await response.json();
    for (const entry of manifest.examples) {
      const option = document.createElement('option');
      option.value = entry.file;
      option.textContent = entry.title;
      option.title = entry.seed;
      examples.append(option);
    }
  } catch {
    examples.disabled = true;
  }
}

examples.addEventListener('change', async () => {
  if (!examples.value) return;
  const response = await fetch('examples/' + encodeURIComponent(examples.value));
  if (!response.ok) return;
  window.studio.setSource(await response.text());
});

let pending;
scheme.addEventListener('change', () => {
  applyScheme();
  compile();
});
device.addEventListener('change', () => {
  applyDevice();
  compile();
});

tactile = await TactileInstance.create('/tactile.wasm');
painter = new CanvasPainter(canvas, width, height);
editor = await createEditor(document.getElementById('source'));
applyScheme();
const shared = /(?:^|&)src=([^&]*)/.exec(location.hash.slice(1));
editor.value = shared ? fromBase64url(shared[1]) : example;
editor.onChange(() => {
  clearTimeout(pending);
  pending = setTimeout(compile, 150);
});
compile();
loadExamples();
requestAnimationFrame(paint);
// For the tests and the browser's console: the editor, and replacing its text and compiling
// at once (without waiting for the edit's short debounce).
window.studio = {
  editor,
  setSource(text) {
    editor.value = text;
    clearTimeout(pending);
    compile();
  },
};
