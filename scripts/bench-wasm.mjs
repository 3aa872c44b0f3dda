// Times the gesture benchmark scenes inside the Embedded-Swift WebAssembly module (Node's
// WebAssembly engine, the same V8 as Chromium), from the module that exports them. Run after `bash scripts/build-wasm`:
//   node scripts/bench-wasm.mjs
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

const bytes = fs.readFileSync(new URL('../.build-wasm/tactile-selftest.wasm', import.meta.url));
let memory;
const wasi = {
  fd_write: (fd, iovs, count, written) => { new DataView(memory.buffer).setUint32(written, 0, true); return 0; },
  fd_seek: () => 0, fd_close: () => 0, fd_fdstat_get: () => 0, random_get: () => 0,
  proc_exit: () => {}, environ_get: () => 0, environ_sizes_get: () => 0,
};
const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasi });
memory = instance.exports.memory;
const bench = instance.exports.tactile_bench_gestures;

function measure(kind, size, label, perRecognizer) {
  bench(kind, size, 20);  // warm-up
  const rounds = [];
  for (let r = 0; r < 5; r++) {
    const drags = 50;
    const t0 = performance.now();
    bench(kind, size, drags);
    rounds.push((performance.now() - t0) * 1000 / (drags * 102 * (perRecognizer ? size : 1)));
  }
  rounds.sort((a, b) => a - b);
  console.log(`${label.padEnd(60)} ${rounds[2].toFixed(2)} µs /${perRecognizer ? 'event·recognizer' : 'event'}`);
}
for (const n of [1, 10, 100, 1000]) measure(0, n, `wasm gestures/drag, ${n} views on screen, events only`, false);
for (const n of [1, 4, 16, 64]) measure(1, n, `wasm gestures/drag, ${n} recognizers on the hit-test path`, true);
for (const n of [2, 8, 32]) measure(2, n, `wasm gestures/drag, ${n} drags composed in one gesture`, true);
