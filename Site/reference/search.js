// Instant search across the reference: the index (/search-index.json, written when the site is
// built) is fetched the first time the search box is used; each keystroke ranks the pages whose
// title, summary or text hold every word typed. `/` focuses the box from anywhere on the page,
// the arrow keys choose a result and Enter opens it (the ARIA combobox pattern). Results are
// built with textContent only.

const input = document.getElementById('search-input');
const list = document.getElementById('search-results');
const status = document.getElementById('search-status');
let records = null;
let loading = null;
let results = [];
let active = -1;

function load() {
  loading ??= fetch('/search-index.json')
    .then((response) => response.json())
    .then((data) => {
      records = data.map((record) => ({
        ...record,
        titleKey: record.title.toLowerCase(),
        summaryKey: record.summary.toLowerCase(),
        textKey: `${record.topic} ${record.kind} ${record.text}`.toLowerCase(),
      }));
      search();
    });
  return loading;
}

/** A page's score for the words typed: 0 unless every word is found somewhere. */
function score(record, words) {
  let total = 0;
  for (const word of words) {
    if (record.titleKey === word) total += 100;
    else if (record.titleKey.startsWith(word)) total += 60;
    else if (record.titleKey.includes(word)) total += 40;
    else if (record.summaryKey.includes(word)) total += 12;
    else if (record.textKey.includes(word)) total += 4;
    else return 0;
  }
  return total;
}

function search() {
  const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
  if (!records || words.length === 0) {
    close();
    return;
  }
  results = records
    .map((record, order) => ({ record, order, score: score(record, words) }))
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 10)
    .map((result) => result.record);
  active = results.length ? 0 : -1;
  render();
  status.textContent = results.length
    ? `${results.length} result${results.length === 1 ? '' : 's'}`
    : 'No results';
}

function render() {
  list.replaceChildren(...results.map((record, index) => {
    const option = document.createElement('li');
    option.id = `search-result-${index}`;
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', String(index === active));
    const title = document.createElement('span');
    title.className = 'result-title';
    title.textContent = record.title;
    const where = document.createElement('span');
    where.className = 'result-where';
    where.textContent = `${record.kind} · ${record.topic}`;
    const summary = document.createElement('span');
    summary.className = 'result-summary';
    summary.textContent = record.summary;
    option.append(title, where, summary);
    // mousedown would move the focus out of the box before the click lands.
    option.addEventListener('mousedown', (event) => event.preventDefault());
    option.addEventListener('click', () => open(record));
    return option;
  }));
  const expanded = results.length > 0;
  list.hidden = !expanded;
  input.setAttribute('aria-expanded', String(expanded));
  if (active >= 0) {
    input.setAttribute('aria-activedescendant', `search-result-${active}`);
    list.children[active]?.scrollIntoView({ block: 'nearest' });
  } else {
    input.removeAttribute('aria-activedescendant');
  }
}

function close() {
  results = [];
  active = -1;
  render();
  status.textContent = '';
}

function open(record) {
  location.href = record.path;
}

input.addEventListener('focus', load);
input.addEventListener('input', () => (records ? search() : load()));
input.addEventListener('blur', () => setTimeout(close, 100));
input.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!results.length) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    active = (active + step + results.length) % results.length;
    render();
  } else if (event.key === 'Enter') {
    event.preventDefault();
    if (active >= 0) open(results[active]);
  } else if (event.key === 'Escape') {
    if (results.length) {
      event.preventDefault();
      close();
    } else {
      input.value = '';
    }
  }
});

// `/` searches from anywhere, unless the reader is typing somewhere else.
document.addEventListener('keydown', (event) => {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target.isContentEditable) {
    return;
  }
  event.preventDefault();
  input.focus();
  input.select();
});
