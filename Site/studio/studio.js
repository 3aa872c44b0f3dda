// The Studio's shell: loads the WebAssembly module, recompiles the source on every edit,
// paints the frame the module draws (SVG) on the preview canvas at the device pixel ratio,
// forwards Pointer Events and trackpad gestures, and shows diagnostics (in the editor and in a
// list), what `print` writes, and the view's accessibility elements. User text only ever
// reaches the page through textContent (CodeMirror, when it loads, draws text the same way).

import {
  TactileInstance, CanvasPainter, base64url, fromBase64url, parseDiagnostics, forwardPointers,
} from '/shared/tactile.js';
import { createEditor } from './editor.js';
import { GestureTimeline } from './timeline.js';
import { attachKeyboard } from '/shared/keyboard.js';

// The canvas in points; one point is one CSS pixel (docs/interfaces.md). The device menu changes it.
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
const announcer = document.getElementById('announcer');
const alertRegion = document.getElementById('alert');
const timeline = new GestureTimeline(document.getElementById('timeline'));

// What the Studio opens with when no share link brings code: the seed reference page's
// GestureStateGesture example, from the examples folder (its only copy).
const firstExample = 'reference_gesture_state.swift';

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
  pointers.reset();
  keyboard.reset();
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
    // From the keyboard too: Tab reaches each diagnostic, Enter or Space goes to it.
    item.tabIndex = 0;
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      editor.jumpTo(d.line, d.column);
    });
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
  announceCompile(result, diagnostics, text);
  history.replaceState(null, '', '#src=' + base64url(source));
}

// Screen readers hear what a compile did when it differs from the last one (a polite live
// region: typing does not interrupt them with each recompile), and a runtime error at once.
let lastAnnounced = '';
function announceCompile(result, diagnostics, text) {
  let message;
  if (result === 1) {
    const first = diagnostics[0];
    message = `${diagnostics.length} ${diagnostics.length === 1 ? 'problem' : 'problems'}` +
      (first ? `; line ${first.line}: ${first.message}` : '');
  } else if (result === 0) {
    message = 'Compiled; the preview is running.';
  } else {
    message = result === 3 ? `Runtime error: ${text}` : 'No view to show.';
  }
  if (result === 3) alertRegion.textContent = message;
  else if (message !== lastAnnounced) announcer.textContent = message;
  lastAnnounced = message;
}

function stopWithRuntimeError() {
  running = false;
  canvas.classList.add('stale');
  status.textContent = 'Runtime error';
  const error = tactile.output();
  consoleOutput.textContent += error;
  alertRegion.textContent = `Runtime error: ${error}`;
  lastAnnounced = '';
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
let accessibilityElements = [];
function refreshAccessibility() {
  const { text, elements } = running ? tactile.accessibility() : { text: '', elements: [] };
  if (text === accessibilityText) return;
  accessibilityText = text;
  accessibilityElements = elements;
  keyboard.refresh();
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
    if (element.identifier !== undefined) details.push(`identifier: ${element.identifier}`);
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
        performAction(element.index, index);
      });
      item.append(button);
    });
    return item;
  }));
}

/** Performs action `action` of element `element` as VoiceOver would; the panel follows. */
function performAction(element, action) {
  if (!running) return;
  if (tactile.performAccessibilityAction(element, action) === 3) stopWithRuntimeError();
  refreshAccessibility();
}

// Every event given to the view since it was loaded, as lines of an events file that
// `tactile replay` runs to the same output (docs/interfaces.md).
let recorded = [];
const phaseNames = ['down', 'move', 'up', 'cancel'];
/**
 * Gives the view the touches of one moment, `[[phase, id, x, y], …]`, as one step: the lines
 * they become share their time, and `tactile replay` reads the lines of one time as one step.
 */
function send(touches, t = now()) {
  if (!running) return;
  // Hundredths of a point: what the view gets is exactly what the events file says.
  const rounded = touches.map(([phase, id, x, y]) => [phase, id, Math.round(x * 100) / 100, Math.round(y * 100) / 100]);
  for (const [phase, id, x, y] of rounded) {
    recorded.push(phase === 3 ? `${t} cancel ${id}` : `${t} ${phaseNames[phase]} ${id} ${x} ${y}`);
  }
  eventsOutput.textContent = recorded.join('\n') + '\n';
  if (tactile.pointers(rounded, t) === 3) stopWithRuntimeError();
}

// Pointer Events, Option-drag's mirrored second finger and trackpad pinch and rotate, as the
// reference pages forward them (Site/shared/tactile.js).
const pointers = forwardPointers(canvas, {
  size: () => [width, height],
  now: () => now(),
  send,
  isRunning: () => running,
});

// The preview from the keyboard: its stops, the gestures' keys and the focus ring (keyboard.js).
const keyboard = attachKeyboard(canvas, document.getElementById('focus-ring'), {
  size: () => [width, height],
  elements: () => accessibilityElements,
  now: () => now(),
  send,
  isRunning: () => running,
  perform: performAction,
  announce: (text) => { announcer.textContent = text; },
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

// The appearance starts as the system's.
if (window.matchMedia?.('(prefers-color-scheme: dark)').matches) scheme.value = 'dark';
tactile = await TactileInstance.create('/tactile.wasm');
painter = new CanvasPainter(canvas, width, height);
editor = await createEditor(document.getElementById('source'));
applyScheme();
const shared = /(?:^|&)src=([^&]*)/.exec(location.hash.slice(1));
editor.value = shared ? fromBase64url(shared[1]) : await fetch('examples/' + firstExample)
  .then((response) => (response.ok ? response.text() : 'import SwiftUI\n'))
  .catch(() => 'import SwiftUI\n');
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
