// Loads the Embedded-Swift WebAssembly module in Node and checks its exported self-test.
// The module's WASI imports are the few that the Embedded standard library and libc ask for;
// only fd_write does anything (it collects what the module prints).
import fs from 'node:fs';

const path = new URL('../.build-wasm/tactile.wasm', import.meta.url);
const bytes = fs.readFileSync(path);
let memory;
let printed = '';
const wasi = {
  fd_write(fd, iovs, count, written) {
    const view = new DataView(memory.buffer);
    let total = 0;
    for (let i = 0; i < count; i++) {
      const ptr = view.getUint32(iovs + 8 * i, true);
      const len = view.getUint32(iovs + 8 * i + 4, true);
      printed += new TextDecoder().decode(new Uint8Array(memory.buffer, ptr, len));
      total += len;
    }
    view.setUint32(written, total, true);
    return 0;
  },
  fd_seek: () => 0, fd_close: () => 0, fd_fdstat_get: () => 0, random_get: () => 0,
  proc_exit: () => {}, environ_get: () => 0, environ_sizes_get: () => 0,
};
const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasi });
memory = instance.exports.memory;

const abi = instance.exports.tactile_abi_version();
if (abi !== 1) throw new Error(`unexpected ABI version ${abi}`);
for (const name of ['tactile_selftest', 'tactile_selftest_parser', 'tactile_selftest_runtime', 'tactile_selftest_display']) {
  printed = '';
  const failures = instance.exports[name]();
  process.stdout.write(printed);
  if (failures !== 0) throw new Error(`${name}: ${failures} failure(s)`);
}
console.log(`wasm-smoke: ok (${bytes.length} bytes)`);
