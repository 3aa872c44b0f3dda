// The Studio's shell: loads the WebAssembly module, recompiles the source on every edit,
// paints the frame the module draws (SVG) on the preview canvas at the device pixel ratio,
// forwards Pointer Events, and shows diagnostics and what `print` writes. User text only ever
// reaches the page through textContent.

import { TactileInstance, CanvasPainter, base64url, fromBase64url } from '/shared/tactile.js';

const width = 390;
const height = 844;
const canvas = document.querySelector('canvas[data-role="preview"]');
const editor = document.getElementById('source');
const diagnosticsList = document.getElementById('diagnostics');
const consoleOutput = document.getElementById('console');
const status = document.getElementById('status');
const scheme = document.getElementById('scheme');
const eventsOutput = document.getElementById('events');
const exportButton = document.getElementById('export');

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
let loadedAt = performance.now();
const now = () => performance.now() - loadedAt;
let running = false;

function compile() {
  loadedAt = performance.now();
  const { status: result, text } = tactile.load(editor.value, width, height, scheme.value === 'dark');
  diagnosticsList.replaceChildren();
  consoleOutput.textContent = '';
  painter.last = '';
  recorded = [];
  eventsOutput.textContent = '';
  running = result === 0;
  if (result === 1) {
    for (const line of text.split('\n')) {
      const match = /^(\d+):(\d+): (error|warning): (.*)$/.exec(line);
      if (!match) continue;
      const item = document.createElement('li');
      item.textContent = `${match[1]}:${match[2]}: ${match[3]}: ${match[4]}`;
      item.dataset.line = match[1];
      item.addEventListener('click', () => jumpTo(Number(match[1]), Number(match[2])));
      diagnosticsList.append(item);
    }
    status.textContent = 'Errors';
  } else if (result === 0) {
    status.textContent = 'Running';
  } else {
    status.textContent = result === 3 ? 'Runtime error' : 'No view';
    consoleOutput.textContent = text;
  }
  location.hash = 'src=' + base64url(editor.value);
}

function jumpTo(line, column) {
  const lines = editor.value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  editor.focus();
  editor.setSelectionRange(offset + column - 1, offset + column - 1);
}

function stopWithRuntimeError() {
  running = false;
  status.textContent = 'Runtime error';
  consoleOutput.textContent += tactile.output();
}

function paint() {
  if (running) {
    if (tactile.advance(now()) === 3) {
      stopWithRuntimeError();
    } else {
      painter.paint(tactile.frame(now()));
      consoleOutput.textContent += tactile.console();
    }
  }
  requestAnimationFrame(paint);
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
function send(phase, id, x, y) {
  const t = now();
  recorded.push(phase === 3 ? `${t} cancel ${id}` : `${t} ${phaseNames[phase]} ${id} ${x} ${y}`);
  eventsOutput.textContent = recorded.join('\n') + '\n';
  if (tactile.pointer(phase, id, x, y, t) === 3) stopWithRuntimeError();
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
    const rect = canvas.getBoundingClientRect();
    const x = (event.clientX - rect.left) * (width / rect.width);
    const y = (event.clientY - rect.top) * (height / rect.height);
    const phase = phases[type];
    const id = event.pointerId + 1;
    if (mirrored.has(event.pointerId)) {
      // Both touches of a step share its time: the engine reads them as one step.
      send(phase, id, x, y);
      if (running) send(phase, mirrorId(id), width - x, height - y);
    } else {
      send(phase, id, x, y);
    }
    if (type === 'pointerup' || type === 'pointercancel') {
      down.delete(event.pointerId);
      mirrored.delete(event.pointerId);
    }
    event.preventDefault();
  });
}

exportButton.addEventListener('click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([eventsOutput.textContent], { type: 'text/plain' }));
  link.download = 'session.events';
  link.click();
  URL.revokeObjectURL(link.href);
});

let pending;
editor.addEventListener('input', () => {
  clearTimeout(pending);
  pending = setTimeout(compile, 150);
});
scheme.addEventListener('change', compile);

tactile = await TactileInstance.create('/tactile.wasm');
painter = new CanvasPainter(canvas, width, height);
const shared = /(?:^|&)src=([^&]*)/.exec(location.hash.slice(1));
editor.value = shared ? fromBase64url(shared[1]) : example;
compile();
requestAnimationFrame(paint);
