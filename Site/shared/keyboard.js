// The preview from the keyboard (docs/studio.md): the canvas takes the focus, and its stops are
// the whole preview and then each accessibility element the module lists, in its order. Tab and
// Shift-Tab move between the stops (past the last or the first, the focus leaves the canvas as
// usual), and a focus ring is drawn over the stop's frame. Enter or Space activates the stop as
// VoiceOver does: its default action when it has one, otherwise a tap at its centre. Page Up and
// Page Down increment and decrement an adjustable element. The gestures the simulator offers:
// the arrow keys put a finger down at the stop's centre and move it 10 pt a press (50 with
// Shift); + and − pinch and [ and ] rotate with two fingers around the centre, 50 pt out, by a
// factor of 1.25 and 15° a press. The fingers stay down until Enter or Space lifts them, Escape
// cancels them, or the focus moves on. The two fingers of a pinch or rotation move together, in
// one step: one press, one update of the gesture. Every touch goes through `send`, so it is
// recorded.

const step = 10;
const bigStep = 50;
const pinchFactor = 1.25;
const turnDegrees = 15;
const radius = 50;
const dragId = 3001;
const pairIds = [3002, 3003];

/**
 * `size()` is the canvas in points, `elements()` the parsed accessibility elements, `send(touches,
 * t)` gives the view the touches of one moment (`[[phase, id, x, y], …]`, as `forwardPointers`
 * in Site/shared/tactile.js), `isRunning()` says whether a view runs,
 * `perform(element, action)` performs an accessibility action, `announce(text)` tells a screen
 * reader what has the focus or what happened.
 */
export function attachKeyboard(canvas, ring, { size, elements, send, now, isRunning, perform, announce }) {
  let index = 0; // 0 is the whole preview; n is element n - 1
  let gesture = null; // { kind: 'drag', x, y } or { kind: 'pair', x, y, scale, rotation }

  const stops = () => {
    const [width, height] = size();
    const all = [{ label: 'Whole preview', frame: { x: 0, y: 0, width, height }, actions: [], traits: [] }];
    for (const element of elements()) if (element.frame) all.push(element);
    return all;
  };
  const current = () => {
    const all = stops();
    index = Math.min(index, all.length - 1);
    return all[index];
  };
  const centre = (stop) => [stop.frame.x + stop.frame.width / 2, stop.frame.y + stop.frame.height / 2];

  function describe(stop, all) {
    const parts = [stop.label ?? 'Unlabelled element'];
    if (stop.value !== undefined) parts.push(stop.value);
    if (stop.traits.length) parts.push(stop.traits.map((t) => t.replace(/^is/, '').toLowerCase()).join(', '));
    if (stop.hint !== undefined) parts.push(stop.hint);
    return `${parts.join(', ')}. ${index + 1} of ${all.length}.`;
  }

  /** Draws the focus ring over the current stop (hidden while the canvas is not focused). */
  function draw() {
    if (document.activeElement !== canvas) {
      ring.hidden = true;
      return;
    }
    const { x, y, width, height } = current().frame;
    Object.assign(ring.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
    ring.hidden = false;
    canvas.dataset.focusedStop = String(index);
  }

  function focusStop(next) {
    lift();
    index = next;
    draw();
    const all = stops();
    announce(describe(all[index], all));
  }

  const pairTouches = (g) => {
    const r = radius * g.scale;
    const angle = (g.rotation * Math.PI) / 180;
    const dx = r * Math.cos(angle);
    const dy = r * Math.sin(angle);
    return [[g.x + dx, g.y + dy], [g.x - dx, g.y - dy]];
  };

  /** Lifts the keyboard's fingers (phase 2), or cancels them (phase 3). */
  function lift(phase = 2) {
    if (!gesture) return false;
    const g = gesture;
    gesture = null;
    if (!isRunning()) return true;
    if (g.kind === 'drag') send([[phase, dragId, g.x, g.y]], now());
    else send(pairTouches(g).map(([x, y], i) => [phase, pairIds[i], x, y]), now());
    return true;
  }

  function drag(dx, dy) {
    if (gesture?.kind !== 'drag') {
      lift();
      const [x, y] = centre(current());
      gesture = { kind: 'drag', x, y };
      send([[0, dragId, x, y]], now());
    }
    gesture.x += dx;
    gesture.y += dy;
    if (isRunning()) send([[1, dragId, gesture.x, gesture.y]], now());
  }

  function pair(scale, rotation) {
    if (gesture?.kind !== 'pair') {
      lift();
      const [x, y] = centre(current());
      gesture = { kind: 'pair', x, y, scale: 1, rotation: 0 };
      send(pairTouches(gesture).map(([px, py], i) => [0, pairIds[i], px, py]), now());
    }
    gesture.scale = Math.max(0.05, gesture.scale * scale);
    gesture.rotation += rotation;
    if (isRunning()) send(pairTouches(gesture).map(([px, py], i) => [1, pairIds[i], px, py]), now());
  }

  function activate() {
    const stop = current();
    const action = stop.actions.indexOf('default');
    if (action >= 0) {
      perform(stop.index, action);
      announce(`Activated ${stop.label ?? 'element'}.`);
      return;
    }
    // VoiceOver's double tap on an element without an action taps its activation point.
    const [x, y] = centre(stop);
    const t = now();
    send([[0, dragId, x, y]], t);
    if (isRunning()) send([[2, dragId, x, y]], t);
    announce(`Tapped ${index === 0 ? 'the preview' : stop.label ?? 'the element'}.`);
  }

  function adjust(name) {
    const stop = current();
    const action = stop.actions.indexOf(name);
    if (action < 0) return false;
    perform(stop.index, action);
    announce(`${name === 'increment' ? 'Incremented' : 'Decremented'} ${stop.label ?? 'element'}.`);
    return true;
  }

  canvas.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !isRunning()) return;
    const distance = event.shiftKey ? bigStep : step;
    const all = stops();
    let handled = true;
    switch (event.key) {
      case 'Tab': {
        const next = index + (event.shiftKey ? -1 : 1);
        if (next < 0 || next >= all.length) {
          lift();
          handled = false; // the focus leaves the preview
        } else {
          focusStop(next);
        }
        break;
      }
      case 'ArrowLeft': drag(-distance, 0); break;
      case 'ArrowRight': drag(distance, 0); break;
      case 'ArrowUp': drag(0, -distance); break;
      case 'ArrowDown': drag(0, distance); break;
      case '+': case '=': pair(pinchFactor, 0); break;
      case '-': case '_': case '−': pair(1 / pinchFactor, 0); break;
      case '[': pair(1, -turnDegrees); break;
      case ']': pair(1, turnDegrees); break;
      case 'Enter': case ' ':
        if (!event.repeat && !lift()) activate();
        break;
      case 'Escape':
        handled = lift(3);
        break;
      case 'PageUp': handled = adjust('increment'); break;
      case 'PageDown': handled = adjust('decrement'); break;
      default: handled = false;
    }
    if (handled) event.preventDefault();
  });

  canvas.addEventListener('focus', (event) => {
    // Coming back with Shift-Tab from after the canvas starts at the last stop.
    const from = event.relatedTarget;
    index = from && canvas.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING ? stops().length - 1 : 0;
    draw();
    const all = stops();
    announce(describe(all[index], all));
  });
  canvas.addEventListener('blur', () => {
    lift();
    draw();
  });

  return {
    /** The view was replaced: forget the fingers without lifting them, and start over. */
    reset() {
      gesture = null;
      index = 0;
      draw();
    },
    /** The elements changed (or moved): the ring follows. */
    refresh: draw,
  };
}
