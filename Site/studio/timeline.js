// The Studio's gesture timeline: the engine's decisions (`tactile_trace`, one line each, see
// Sources/TactileWeb/StudioTrace.swift) drawn as one lane per recognizer, grouped under its
// attachment, time running left to right. Lanes show possible / active / paused spans, how each
// sequence ended (ended, failed, cancelled), ticks for callbacks, a row per @GestureState with
// its value where it changes, and the arbitration decisions (won over, lost to, paused waiting
// for, failed because) as labels; a list under the chart says each decision in words. Hovering
// or focusing an item shows its detail. Everything is built with createElement(NS) and
// textContent: no user text ever becomes markup.

const svgNS = 'http://www.w3.org/2000/svg';

/** How many entries the timeline keeps (drawing more than this takes longer than a frame or
 *  two); older ones are dropped a third at a time, and the summary counts them. */
const maxEntries = 1500;
/** Horizontal scale while something happens, and the width an idle stretch shrinks to. */
const pxPerMs = 1;
const idleAfterMs = 300;
const idleWidth = 28;
const labelWidth = 200;
const rowHeight = 24;
const headerHeight = 26;
const axisHeight = 18;
const maxDecisions = 200;

/** Splits one trace line into its fields and undoes the escapes (`\\`, `\t`, `\n`, `\r`). */
export function parseTraceLine(line) {
  const fields = line.split('\t').map((field) =>
    field.replace(/\\(.)/g, (_, c) => (c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : c)));
  const [time, attachment, label, recognizer, kind, subject, detail] = fields;
  return {
    time: Number(time), attachment: attachment ?? '', label: label ?? '', recognizer: recognizer ?? '',
    kind: kind ?? '', subject: subject ?? '', detail: detail ?? '',
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(3)} s`;

/** The decision an entry records, in words, or null for entries that are not decisions. */
export function describeDecision(e) {
  const who = e.recognizer ? `${e.label} › ${e.recognizer}` : e.label;
  switch (e.kind) {
    case 'won': return `${who} won over ${e.subject}`;
    case 'lost': return `${who} lost to ${e.subject}: ${e.detail}`;
    case 'paused': return `${who} paused, waiting for ${e.subject} to fail`;
    case 'resumed': return `${who} resumed: what it waited for failed`;
    case 'failed': return `${who} failed: ${e.detail}`;
    case 'cancelled': return `${who} cancelled: ${e.detail}`;
    default: return null;
  }
}

function element(name, attributes = {}, text) {
  const node = name.startsWith('svg:') ? document.createElementNS(svgNS, name.slice(4)) : document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** `text` cut to about `width` pixels of 11 px text. */
function fit(text, width) {
  const room = Math.floor(width / 6.4);
  if (room < 2) return '';
  return text.length <= room ? text : text.slice(0, room - 1) + '…';
}

/** The lanes of each attachment, from the entries in order. */
function buildModel(entries) {
  const attachments = new Map();
  for (const e of entries) {
    if (e.kind === 'dropped') continue;
    let attachment = attachments.get(e.attachment);
    if (!attachment) {
      attachment = { id: e.attachment, label: e.label, marks: [], lanes: new Map() };
      attachments.set(e.attachment, attachment);
    }
    if (!e.recognizer) {
      attachment.marks.push(e);
      continue;
    }
    let lane = attachment.lanes.get(e.recognizer);
    if (!lane) {
      lane = { name: e.recognizer, spans: [], ends: [], ticks: [], states: new Map(), open: null, paused: null };
      attachment.lanes.set(e.recognizer, lane);
    }
    addToLane(lane, e);
  }
  return attachments;
}

function addToLane(lane, e) {
  const close = (time) => {
    if (lane.open) lane.spans.push({ ...lane.open, end: time });
    lane.open = null;
    if (lane.paused) lane.spans.push({ ...lane.paused, end: time });
    lane.paused = null;
  };
  switch (e.kind) {
    case 'possible':
      close(e.time);
      lane.open = { kind: 'possible', start: e.time, changes: 0, entry: e };
      break;
    case 'began':
      if (lane.open) lane.spans.push({ ...lane.open, end: e.time });
      lane.open = { kind: 'active', start: e.time, changes: 0, entry: e };
      break;
    case 'changed':
      if (!lane.open) lane.open = { kind: 'active', start: e.time, changes: 0, entry: e };
      lane.open.changes += 1;
      break;
    case 'paused':
      lane.paused = { kind: 'paused', start: e.time, entry: e };
      break;
    case 'resumed':
      if (lane.paused) lane.spans.push({ ...lane.paused, end: e.time });
      lane.paused = null;
      lane.ends.push(e);
      break;
    case 'ended': case 'failed': case 'cancelled':
      close(e.time);
      lane.ends.push(e);
      break;
    case 'callback':
      lane.ticks.push(e);
      break;
    case 'state': case 'reset': {
      let values = lane.states.get(e.subject);
      if (!values) lane.states.set(e.subject, (values = []));
      values.push(e);
      break;
    }
  }
}

/** Maps times to x, shrinking idle stretches to `idleWidth` so long sessions stay short. */
function timeScale(times) {
  const sorted = [...new Set(times)].sort((a, b) => a - b);
  const xs = new Map();
  const gaps = [];
  let x = 12;
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0) {
      const dt = sorted[i] - sorted[i - 1];
      if (dt > idleAfterMs) {
        gaps.push({ x: x + 6, from: sorted[i - 1], to: sorted[i] });
        x += idleWidth;
      } else {
        x += Math.max(dt * pxPerMs, dt > 0 ? 2 : 0);
      }
    }
    xs.set(sorted[i], x);
  }
  return { x: (t) => xs.get(t) ?? 12, end: x + 40, gaps, marks: sorted };
}

/** The gesture timeline panel, mounted in `container`. */
export class GestureTimeline {
  constructor(container) {
    this.container = container;
    this.entries = [];
    this.droppedEntries = 0;
    this.scheduled = false;
    this.renderMs = 0;
    container.classList.add('timeline');
    const heading = element('div', { class: 'timeline-heading' });
    heading.append(element('h2', {}, 'Gesture timeline'));
    this.summary = element('span', { class: 'timeline-summary' });
    heading.append(this.summary);
    this.labels = element('svg:svg', { class: 'timeline-labels', width: labelWidth, height: 0, 'aria-hidden': 'true' });
    this.chart = element('svg:svg', { class: 'timeline-chart', height: 0, role: 'group', 'aria-label': 'Recognizer lanes' });
    this.scroller = element('div', { class: 'timeline-scroll' });
    this.scroller.append(this.chart);
    for (const type of ['pointerover', 'focusin']) {
      this.chart.addEventListener(type, (event) => {
        const text = this.explained(event.target);
        if (text) this.show(text);
      });
    }
    const body = element('div', { class: 'timeline-body' });
    body.append(this.labels, this.scroller);
    this.detail = element('div', { class: 'timeline-detail', 'aria-live': 'polite' });
    this.decisions = element('ol', { class: 'timeline-decisions', 'aria-label': 'Arbitration decisions' });
    // The chart in words, for screen readers and a quick read: what each recognizer came to.
    this.outcomes = element('ul', { class: 'timeline-outcomes', 'aria-label': 'What each recognizer did' });
    container.replaceChildren(heading, this.outcomes, body, this.detail, this.decisions);
    this.render();
  }

  /** Forgets everything (a recompiled view starts a new clock), then adds `text` if given. */
  clear(text) {
    this.entries = [];
    this.droppedEntries = 0;
    this.autoScroll = undefined;
    this.show('');
    this.render();
    this.add(text);
  }

  /** Adds the lines `tactile_trace` returned; redraws soon after. */
  add(text) {
    if (!text) return;
    for (const line of text.split('\n')) {
      if (!line) continue;
      const entry = parseTraceLine(line);
      if (entry.kind === 'dropped') this.droppedEntries += Number(entry.subject) || 0;
      else this.entries.push(entry);
    }
    if (this.entries.length > maxEntries) {
      const drop = this.entries.length - maxEntries + maxEntries / 3;
      this.entries.splice(0, drop);
      this.droppedEntries += drop;
    }
    if (!this.scheduled) {
      // Redraw at most every 60 ms, and less often when drawing takes longer (long sessions).
      this.scheduled = true;
      setTimeout(() => { this.scheduled = false; this.render(); }, Math.max(60, 4 * this.renderMs));
    }
  }

  show(text) { this.detail.textContent = text; }

  /** Scrolls to the latest burst of activity (since the last idle stretch) from its start, with
   *  the reasons written after it; when it is wider than the panel, to its newest events. */
  follow(scale) {
    const scroller = this.scroller;
    const lastGap = scale.gaps[scale.gaps.length - 1];
    const start = scale.x(lastGap ? lastGap.to : scale.marks[0] ?? 0) - 24;
    const newest = scale.x(scale.marks[scale.marks.length - 1] ?? 0) + 60 - scroller.clientWidth;
    scroller.scrollLeft = Math.max(0, start >= newest ? start : newest);
    this.autoScroll = scroller.scrollLeft;
  }

  /** Notes that the chart must reach `x`; returns `x`. */
  reach(x) {
    this.extent = Math.max(this.extent, x);
    return x;
  }

  /** Notes the room `text` takes from `x`; returns `text`. */
  reachText(x, text) {
    this.reach(x + text.length * 6.4);
    return text;
  }

  /** Makes `node` show `text` when hovered or focused (one listener on the chart serves all). */
  explain(node, text) {
    // A labelled graphic: `aria-label` needs a role on an SVG shape or group.
    node.setAttribute('role', 'img');
    node.setAttribute('tabindex', '0');
    node.setAttribute('aria-label', text);
  }

  /** The detail of the explained item at or above `target`, if any. */
  explained(target) {
    const node = target.closest?.('[aria-label]');
    return node && this.chart.contains(node) && node !== this.chart ? node.getAttribute('aria-label') : null;
  }

  render() {
    const started = performance.now();
    // Follow new events unless the reader scrolled away from where the timeline put itself.
    const scroller = this.scroller;
    const following = this.autoScroll === undefined || Math.abs(scroller.scrollLeft - this.autoScroll) < 2 ||
      scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 4;
    const model = buildModel(this.entries);
    const scale = timeScale(this.entries.map((e) => e.time));
    this.labels.replaceChildren();
    this.chart.replaceChildren();
    const lanes = [...model.values()].reduce((n, a) => n + a.lanes.size, 0);
    this.summary.textContent = this.entries.length === 0
      ? 'Perform a gesture on the preview to see its recognizers here.'
      : `${model.size} attachment${model.size === 1 ? '' : 's'}, ${lanes} recognizer${lanes === 1 ? '' : 's'}` +
        (this.droppedEntries ? `; ${this.droppedEntries} earlier entries dropped` : '');
    let y = axisHeight;
    // Drawn as if the chart were wide enough for the last labels; cut to what they used.
    const width = scale.end + 320;
    this.extent = Math.max(scale.end, 200);
    this.drawAxis(scale, width);
    for (const attachment of model.values()) {
      y = this.drawAttachment(attachment, scale, y, width);
    }
    const height = y + 4;
    for (const svg of [this.labels, this.chart]) svg.setAttribute('height', height);
    this.chart.setAttribute('width', Math.ceil(this.extent + 8));
    this.renderDecisions();
    this.renderOutcomes(model);
    if (following) this.follow(scale);
    this.renderMs = performance.now() - started;
  }

  /** One line per attachment: each recognizer's last state, and how many callbacks it ran. */
  renderOutcomes(model) {
    const lines = [];
    for (const attachment of model.values()) {
      if (attachment.lanes.size === 0) continue;
      const lanes = [...attachment.lanes.values()].map((lane) => {
        const last = lane.ends[lane.ends.length - 1];
        let state = lane.open ? (lane.open.kind === 'active' ? 'active' : 'possible') : last ? last.kind : 'possible';
        if (lane.paused) state = 'paused';
        const callbacks = lane.ticks.length;
        return `${lane.name} ${state}` + (callbacks ? ` (${callbacks} callback${callbacks === 1 ? '' : 's'})` : '');
      });
      lines.push(`${attachment.label}: ${lanes.join('; ')}`);
    }
    const text = lines.join('\n');
    if (text === this.outcomesText) return;
    this.outcomesText = text;
    this.outcomes.replaceChildren(...lines.map((line) => element('li', {}, line)));
  }

  drawAxis(scale, width) {
    this.chart.append(element('svg:line', { class: 'axis', x1: 0, y1: axisHeight - 2, x2: width, y2: axisHeight - 2 }));
    let lastLabel = -Infinity;
    for (const t of scale.marks) {
      const x = scale.x(t);
      if (x - lastLabel < 70 || scale.gaps.some((gap) => gap.x > x - 6 && gap.x < x + 56)) continue;
      lastLabel = x;
      this.chart.append(element('svg:text', { class: 'axis-label', x, y: axisHeight - 6 }, seconds(t)));
    }
    for (const gap of scale.gaps) {
      const mark = element('svg:g', { class: 'idle', 'data-kind': 'idle' });
      mark.append(element('svg:text', { x: gap.x, y: axisHeight - 6 }, '⋯'));
      mark.append(element('svg:line', { x1: gap.x + 4, y1: axisHeight, x2: gap.x + 4, y2: 10000 }));
      this.explain(mark, `${seconds(gap.to - gap.from)} with nothing happening (${seconds(gap.from)} to ${seconds(gap.to)})`);
      this.chart.append(mark);
    }
  }

  drawAttachment(attachment, scale, y, width) {
    const header = element('svg:g', { class: 'attachment', 'data-attachment': attachment.label, 'data-id': attachment.id });
    header.append(element('svg:rect', { class: 'attachment-band', x: 0, y, width, height: headerHeight }));
    this.labels.append(element('svg:rect', { class: 'attachment-band', x: 0, y, width: labelWidth, height: headerHeight }));
    this.labels.append(element('svg:text', { class: 'attachment-label', x: 8, y: y + 17 }, fit(attachment.label, labelWidth - 12)));
    // Decisions about the whole attachment: pointers bound, won over, lost to.
    const marks = attachment.marks;
    // Where the next labelled mark starts, for each mark: its label must end before it.
    const labelEnds = new Array(marks.length);
    let end = width;
    for (let i = marks.length - 1; i >= 0; i--) {
      labelEnds[i] = end;
      if (marks[i].kind !== 'bound' && scale.x(marks[i].time) < end) end = scale.x(marks[i].time);
    }
    marks.forEach((e, i) => {
      const x = scale.x(e.time);
      const room = (labelEnds[i] > x ? labelEnds[i] : width) - x - 12;
      const mark = element('svg:g', { class: `mark ${e.kind}`, 'data-kind': e.kind });
      if (e.kind === 'bound') {
        mark.append(element('svg:circle', { cx: x, cy: y + headerHeight / 2, r: 3 }));
        this.explain(mark, `${seconds(e.time)}: pointer ${e.subject} bound to ${attachment.label} by hit testing`);
      } else {
        mark.append(element('svg:path', { d: `M${x} ${y + 4}v${headerHeight - 8}l7 -4l-7 -4` }));
        const words = e.kind === 'won' ? `won over ${e.subject}` : e.kind === 'lost' ? `lost to ${e.subject}` : e.kind;
        mark.append(element('svg:text', { x: x + 10, y: y + 17 }, this.reachText(x + 10, fit(words, room))));
        this.explain(mark, `${seconds(e.time)}: ${describeDecision(e) ?? e.kind}`);
      }
      header.append(mark);
    });
    this.chart.append(header);
    y += headerHeight;
    for (const lane of attachment.lanes.values()) {
      y = this.drawLane(attachment, lane, scale, y, width);
    }
    return y;
  }

  drawLane(attachment, lane, scale, y, width) {
    const group = element('svg:g', { class: 'lane', 'data-lane': lane.name, 'data-attachment': attachment.label });
    group.append(element('svg:line', { class: 'lane-rule', x1: 0, y1: y + rowHeight, x2: width, y2: y + rowHeight }));
    this.labels.append(element('svg:text', { class: 'lane-label', x: 18, y: y + 16 }, fit(lane.name, labelWidth - 24)));
    const spans = [...lane.spans];
    const lastTime = this.entries.length ? this.entries[this.entries.length - 1].time : 0;
    if (lane.open) spans.push({ ...lane.open, end: lastTime, live: true });
    if (lane.paused) spans.push({ ...lane.paused, end: lastTime, live: true });
    const who = `${attachment.label} › ${lane.name}`;
    for (const span of spans) {
      const x = scale.x(span.start);
      const w = Math.max(scale.x(span.end) - x, 3) + (span.live ? 8 : 0);
      const paused = span.kind === 'paused';
      const node = element('svg:rect', {
        class: `span ${span.kind}${span.live ? ' live' : ''}`, 'data-kind': span.kind,
        x, y: paused ? y + 3 : y + 6, width: w, height: paused ? rowHeight - 6 : rowHeight - 12, rx: 3,
      });
      const what = span.kind === 'active'
        ? `active (began … changed ${span.changes} time${span.changes === 1 ? '' : 's'})`
        : paused ? `paused, waiting for ${span.entry.subject} to fail` : 'possible (tracking, not yet recognised)';
      this.explain(node, `${who}: ${what}, ${seconds(span.start)} to ${span.live ? 'now' : seconds(span.end)}`);
      group.append(node);
    }
    for (const e of lane.ticks) {
      const x = scale.x(e.time);
      const tick = element('svg:g', { class: 'tick', 'data-kind': 'callback', 'data-name': e.subject });
      tick.append(element('svg:line', { x1: x, y1: y + 1, x2: x, y2: y + rowHeight - 1 }));
      this.explain(tick, `${seconds(e.time)}: ${e.subject} fired (${who})`);
      group.append(tick);
    }
    spans.sort((a, b) => a.start - b.start);
    let nextSpan = 0;
    for (const e of lane.ends) {
      const x = scale.x(e.time);
      const end = element('svg:g', { class: `end ${e.kind}`, 'data-kind': e.kind });
      const cy = y + rowHeight / 2;
      if (e.kind === 'ended') end.append(element('svg:circle', { cx: x, cy, r: 5 }));
      else if (e.kind === 'resumed') end.append(element('svg:path', { d: `M${x - 3} ${cy - 5}l7 5l-7 5z` }));
      else end.append(element('svg:path', { d: `M${x - 4} ${cy - 4}l8 8m0 -8l-8 8` }));
      const words = e.kind === 'ended' ? `${who} ended (recognised)` : describeDecision(e);
      this.explain(end, `${seconds(e.time)}: ${words}`);
      group.append(end);
      if (e.kind === 'failed' || e.kind === 'cancelled') {
        while (nextSpan < spans.length && spans[nextSpan].start <= e.time) nextSpan++;
        const room = (nextSpan < spans.length ? scale.x(spans[nextSpan].start) : width) - x - 10;
        group.append(element('svg:text', { class: `reason ${e.kind}`, x: x + 8, y: y + 16 }, this.reachText(x + 8, fit(`${e.kind}: ${e.detail}`, room))));
      }
    }
    this.chart.append(group);
    y += rowHeight;
    for (const [name, values] of lane.states) {
      y = this.drawState(attachment, name, values, scale, y, width);
    }
    return y;
  }

  drawState(attachment, name, values, scale, y, width) {
    const group = element('svg:g', { class: 'state', 'data-state': name, 'data-attachment': attachment.label });
    group.append(element('svg:line', { class: 'lane-rule', x1: 0, y1: y + rowHeight, x2: width, y2: y + rowHeight }));
    this.labels.append(element('svg:text', { class: 'state-label', x: 30, y: y + 16 }, fit(`@GestureState ${name}`, labelWidth - 34)));
    values.forEach((e, i) => {
      const x = scale.x(e.time);
      const next = values[i + 1];
      const end = next ? scale.x(next.time) : this.reach(x + Math.max(60, e.detail.length * 6.4 + 12));
      const value = element('svg:g', { class: `value ${e.kind}`, 'data-kind': e.kind, 'data-value': e.detail });
      value.append(element('svg:path', { d: `M${x} ${y + 12}l3 -6H${end - 3}l3 6l-3 6H${x + 3}z` }));
      value.append(element('svg:text', { x: x + 5, y: y + 16 }, fit(e.detail, end - x - 8)));
      const verb = e.kind === 'reset' ? 'reset to its initial value' : 'written by updating';
      this.explain(value, `${seconds(e.time)}: ${name} = ${e.detail} (${verb})`);
      group.append(value);
    });
    this.chart.append(group);
    return y + rowHeight;
  }

  renderDecisions() {
    const decisions = this.entries.filter((e) => describeDecision(e) !== null).slice(-maxDecisions);
    this.decisions.replaceChildren(...decisions.map((e) => {
      const item = element('li', { class: `decision ${e.kind}`, 'data-kind': e.kind, tabindex: '0' });
      item.append(element('time', {}, seconds(e.time)), document.createTextNode(' ' + describeDecision(e)));
      return item;
    }));
  }
}
