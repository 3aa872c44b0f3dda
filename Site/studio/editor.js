// The Studio's code editor: CodeMirror 5 (Debian's libjs-codemirror, which `tactile serve`
// serves at /vendor/codemirror/ and `tactile site` copies there) with Swift highlighting, a dark
// theme in dark appearance, and diagnostics drawn in the text — the range underlined, a marker
// in the gutter, the message on hover. When CodeMirror cannot be loaded the page keeps the
// plain text area it would have replaced. Both editors offer the same small interface:
// `value`, `onChange(handler)`, `jumpTo(line, column)`, `showDiagnostics(list)`, `setDark(bool)`;
// lines and columns are the module's (from 1, columns in UTF-8 bytes).

import { characterIndex } from '/shared/tactile.js';

const vendor = '/vendor/codemirror/';

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`cannot load ${src}`));
    document.head.append(script);
  });
}

// The page's own style sheet, which adjusts the editor: CodeMirror's go before it.
const pageStyle = document.head.querySelector('link[rel=stylesheet]');

function loadStyle(href) {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = resolve;
    link.onerror = () => reject(new Error(`cannot load ${href}`));
    document.head.insertBefore(link, pageStyle);
  });
}

/** CodeMirror over `textarea` if it loads, else the text area itself. */
export async function createEditor(textarea) {
  try {
    // CodeMirror measures its text when it starts: its styles must be in place by then.
    await Promise.all([
      loadScript(vendor + 'lib/codemirror.js'),
      loadStyle(vendor + 'lib/codemirror.css'),
      loadStyle(vendor + 'theme/material-darker.css'),
    ]);
    await Promise.all([loadScript(vendor + 'mode/swift/swift.js'), loadScript(vendor + 'addon/edit/matchbrackets.js')]);
    return codeMirrorEditor(textarea);
  } catch {
    return textAreaEditor(textarea);
  }
}

function textAreaEditor(textarea) {
  return {
    kind: 'textarea',
    get value() { return textarea.value; },
    set value(text) { textarea.value = text; },
    onChange(handler) { textarea.addEventListener('input', handler); },
    jumpTo(line, column) {
      const lines = textarea.value.split('\n');
      let offset = 0;
      for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
      offset += characterIndex(lines[line - 1] ?? '', column);
      textarea.focus();
      textarea.setSelectionRange(offset, offset);
    },
    showDiagnostics() {},
    setDark() {},
  };
}

function codeMirrorEditor(textarea) {
  // Tab indents inside the editor; Escape hands Tab and Shift-Tab back to the page, so that a
  // keyboard can always leave the editor (until the next other key or the next focus).
  let tabLeaves = false;
  /** Focuses the next (or previous) focusable element of the page outside the editor. */
  const leave = (editor, forward) => {
    const wrapper = editor.getWrapperElement();
    const order = forward ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
    const candidates = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].filter(
      (el) => !el.disabled && el.tabIndex >= 0 && el.offsetParent !== null && !wrapper.contains(el)
        && wrapper.compareDocumentPosition(el) & order);
    (forward ? candidates[0] : candidates[candidates.length - 1])?.focus();
  };
  const cm = window.CodeMirror.fromTextArea(textarea, {
    mode: 'swift',
    lineNumbers: true,
    indentUnit: 4,
    matchBrackets: true,
    screenReaderLabel: `${textarea.getAttribute('aria-label')} (Escape, then Tab, leaves the editor)`,
    gutters: ['diagnostics-gutter', 'CodeMirror-linenumbers'],
    extraKeys: {
      Tab: (editor) =>
        tabLeaves ? leave(editor, true) : editor.execCommand(editor.somethingSelected() ? 'indentMore' : 'insertSoftTab'),
      'Shift-Tab': (editor) => (tabLeaves ? leave(editor, false) : editor.execCommand('indentLess')),
      Esc: () => { tabLeaves = true; },
    },
  });
  cm.on('keydown', (_, event) => {
    if (!['Escape', 'Tab', 'Shift'].includes(event.key)) tabLeaves = false;
  });
  cm.on('focus', () => { tabLeaves = false; });
  // The scrolling part is focusable (axe: a scrollable region needs keyboard access), and its
  // focus is the editor's.
  const scroller = cm.getScrollerElement();
  scroller.tabIndex = 0;
  scroller.addEventListener('focus', () => cm.focus());
  // The text area keeps the text too (forms, and anything reading it).
  cm.on('change', () => cm.save());
  let marks = [];
  let markedLines = [];

  /** A module position as CodeMirror's (line from 0, UTF-16 offset), clamped to the text. */
  const position = (line, column) => {
    const l = Math.min(Math.max(line - 1, 0), cm.lastLine());
    return { line: l, ch: characterIndex(cm.getLine(l), column) };
  };

  return {
    kind: 'codemirror',
    codeMirror: cm,
    get value() { return cm.getValue(); },
    set value(text) { cm.setValue(text); },
    onChange(handler) { cm.on('change', handler); },
    jumpTo(line, column) {
      cm.focus();
      cm.setCursor(position(line, column));
      cm.scrollIntoView(null, 80);
    },
    showDiagnostics(diagnostics) {
      cm.operation(() => {
        for (const mark of marks) mark.clear();
        marks = [];
        for (const line of markedLines) cm.removeLineClass(line, 'background');
        markedLines = [];
        cm.clearGutter('diagnostics-gutter');
        const messages = new Map();
        for (const d of diagnostics) {
          let from = position(d.line, d.column);
          let to = position(d.end.line, d.end.column);
          const className = `diagnostic-range ${d.severity}`;
          if (to.line < from.line || (to.line === from.line && to.ch <= from.ch)) {
            // A point: underline the character there, or the one before it at a line's end.
            const length = cm.getLine(from.line).length;
            if (from.ch < length) {
              to = { line: from.line, ch: from.ch + 1 };
            } else if (from.ch > 0) {
              to = from;
              from = { line: from.line, ch: from.ch - 1 };
            } else {
              const widget = document.createElement('span');
              widget.className = `${className} empty-line`;
              widget.title = d.message;
              widget.textContent = '\u00a0';
              marks.push(cm.setBookmark(from, { widget }));
              to = null;
            }
          }
          if (to) marks.push(cm.markText(from, to, { className, title: d.message }));
          const line = messages.get(from.line) ?? { severity: 'warning', text: [] };
          if (d.severity === 'error') line.severity = 'error';
          line.text.push(`${d.severity}: ${d.message}`);
          messages.set(from.line, line);
        }
        for (const [line, { severity, text }] of messages) {
          const marker = document.createElement('span');
          marker.className = `diagnostic-marker ${severity}`;
          marker.textContent = '●';
          marker.title = text.join('\n');
          cm.setGutterMarker(line, 'diagnostics-gutter', marker);
          markedLines.push(cm.addLineClass(line, 'background', `diagnostic-line ${severity}`));
        }
      });
    },
    setDark(dark) { cm.setOption('theme', dark ? 'material-darker' : 'default'); },
  };
}
