// Loads the Embedded-Swift WebAssembly modules in Node: runs the self-tests exported by
// tactile-selftest.wasm, then drives the Studio's module (tactile.wasm: the browser's ABI only,
// shrunk by wasm-opt) through that ABI.
// The modules' WASI imports are the few that the Embedded standard library and libc ask for;
// only fd_write does anything (it collects what the module prints).
import fs from 'node:fs';

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
async function instantiate(name) {
  const bytes = fs.readFileSync(new URL(`../.build-wasm/${name}`, import.meta.url));
  const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory;
  return { instance, bytes };
}

const selftest = (await instantiate('tactile-selftest.wasm')).instance;
for (const name of ['tactile_selftest', 'tactile_selftest_parser', 'tactile_selftest_runtime', 'tactile_selftest_display']) {
  printed = '';
  const failures = selftest.exports[name]();
  process.stdout.write(printed);
  if (failures !== 0) throw new Error(`${name}: ${failures} failure(s)`);
}

const { instance, bytes } = await instantiate('tactile.wasm');
const abi = instance.exports.tactile_abi_version();
if (abi !== 6) throw new Error(`unexpected ABI version ${abi}`);
const exported = Object.keys(instance.exports).filter((name) => name.startsWith('tactile_selftest') || name.startsWith('tactile_bench'));
if (exported.length) throw new Error(`the Studio's module exports ${exported.join(', ')}`);

// The Studio's ABI: load a view, touch it, read frames and the console.
const x = instance.exports;
const output = () => new TextDecoder().decode(new Uint8Array(memory.buffer, x.tactile_output_ptr(), x.tactile_output_len()));
function load(source, dark = 0) {
  const encoded = new TextEncoder().encode(source);
  const ptr = x.tactile_input(encoded.length);
  new Uint8Array(memory.buffer, ptr, encoded.length).set(encoded);
  return x.tactile_load(encoded.length, 390, 844, dark);
}
function check(name, condition, detail) {
  if (!condition) throw new Error(`studio: ${name}: ${detail}`);
  console.log(`ok   studio: ${name}`);
}
const demo = `
struct Demo: View {
  @GestureState private var offset = CGSize.zero
  var body: some View {
    Circle().fill(.blue).frame(width: 80, height: 80).offset(offset)
      .gesture(DragGesture().updating($offset) { v, s, _ in s = v.translation }.onEnded { v in print("ended", v.translation) })
  }
}`;
check('a view loads', load(demo) === 0, output());
x.tactile_frame(0);
check('its first frame draws the circle', output().includes('<g transform="matrix(1 0 0 1 155 382)"><circle cx="40" cy="40" r="40" fill="#007AFF"/>'), output());
x.tactile_pointer(0, 1, 195, 422, 100);
x.tactile_pointer(1, 1, 235, 452, 150);
x.tactile_frame(150);
check('the circle follows a drag', output().includes('matrix(1 0 0 1 195 412)'), output());
x.tactile_pointer(2, 1, 235, 452, 200);
x.tactile_frame(200);
check('and springs back on release', output().includes('matrix(1 0 0 1 155 382)'), output());
x.tactile_console();
check('print reaches the console', output() === 'ended (40.0, 30.0)\n', JSON.stringify(output()));
check('a syntax error is reported at its line', load('struct V: View {\n  var body: some View {\n    Text("a"\n  }\n}\n') === 1 && /^4:3: error: /.test(output()), output());
check('each diagnostic line is followed by its range', load('struct V: View {\n  var body: some View {\n    Zzz("a")\n  }\n}\n') === 1 && output().startsWith("3:5: error: cannot find 'Zzz' in scope\nrange 3:5-3:8\n"), output());
const labelled = `
struct V: View {
  @State private var count = 0
  var body: some View {
    Circle().frame(width: 80, height: 80)
      .accessibilityLabel("Add one").accessibilityValue("\\(count)").accessibilityAddTraits(.isButton)
      .accessibilityAction { count += 1; print("count", count) }
  }
}`;
check('a labelled view loads', load(labelled) === 0, output());
check('the accessibility export lists its element', x.tactile_accessibility() === 1 && output() === 'element 0\nframe 155.0 382.0 80.0 80.0\nlabel Add one\nvalue 0\ntrait isButton\naction default\n', JSON.stringify(output()));
check('performing its action runs it and updates the view', x.tactile_accessibility_perform(0, 0) === 0 && (x.tactile_console(), output() === 'count 1\n') && x.tactile_accessibility() === 1 && output().includes('value 1\n'), output());
// A program's Int is Swift's 64-bit Int in the module too, though wasm32's own Int has 32 bits.
const wide = `
struct Wide: View {
  @State private var count = 2_147_483_647
  var body: some View {
    Text("\\(count)").frame(width: 200, height: 200)
      .onTapGesture { count += 1; print(Int.max, 2_147_483_647 + 1, count, 3_000_000_000) }
  }
}`;
check('a program with a 64-bit Int loads', load(wide) === 0, output());
x.tactile_pointer(0, 1, 195, 422, 0);
x.tactile_pointer(2, 1, 195, 422, 50);
x.tactile_console();
check('Int.max and 2_147_483_647 + 1 print as on a 64-bit iPhone', output() === '9223372036854775807 2147483648 2147483648 3000000000\n', JSON.stringify(output()));
check('an action that does not exist is refused', x.tactile_accessibility_perform(0, 1) === 1 && x.tactile_accessibility_perform(3, 0) === 1, '');
const runaway = 'struct V: View {\n  var body: some View {\n    Text("a").onTapGesture { while true {} }\n  }\n}\n';
check('runaway code in a callback is a runtime error, and the module carries on', load(runaway) === 0 && x.tactile_pointer(0, 1, 195, 422, 0) === 0 && x.tactile_pointer(2, 1, 195, 422, 50) === 3 && /^3:/.test(output()), output());
// tactile_pointers: both fingers of a pinch in one step (four little-endian Float64s a touch).
const magnify = 'struct V: View {\n  var body: some View {\n    Rectangle().frame(width: 300, height: 300)\n'
  + '      .gesture(MagnifyGesture().onChanged { v in print("magnifying", v.magnification) })\n  }\n}\n';
function touches(list, time) {
  const ptr = x.tactile_input(list.length * 32);
  const view = new DataView(memory.buffer, ptr, list.length * 32);
  list.flat().forEach((n, i) => view.setFloat64(8 * i, n, true));
  return x.tactile_pointers(list.length, time);
}
check('two fingers moved together are one step: onChanged runs once, with 1.25',
  load(magnify) === 0 && touches([[0, 1, 145, 422], [0, 2, 245, 422]], 0) === 0
  && touches([[1, 1, 132.5, 422], [1, 2, 257.5, 422]], 16) === 0 && (x.tactile_console(), output() === 'magnifying 1.25\n'),
  JSON.stringify(output()));
const deep = '('.repeat(10000) + '1' + ')'.repeat(10000);
check('10000 nested parentheses are a compile error, not a trap, in the optimised module', load(`struct V: View {\n  var body: some View { Text("\\(${deep})") }\n}\n`) === 1 && output().includes('too deeply nested'), output().slice(0, 200));
const selfContaining = 'struct Loop: View {\n  var body: some View {\n    VStack { Text("a").padding().background(Color.red).overlay(Circle()).onTapGesture {}; Loop() }\n  }\n}\n';
check('a view that contains itself is a runtime error, not a stack overflow', load(selfContaining) !== 0 && output().includes('contain itself'), output().slice(0, 200));
check('it loads the next view', load(demo, 1) === 0 && (x.tactile_frame(0), output().includes('fill="#0A84FF"')), output());
// The gesture trace: the first call starts recording; a drag reads back as tab-separated lines.
load(demo);
check('the trace starts empty', x.tactile_trace() === 0, output());
x.tactile_pointer(0, 1, 195, 422, 0);
x.tactile_pointer(1, 1, 235, 452, 50);
x.tactile_pointer(2, 1, 235, 452, 100);
x.tactile_trace();
const drag = output().split('\n').map((line) => line.split('\t')).filter((f) => f[3] === 'DragGesture');
check('a drag is traced from possible to ended, with its @GestureState written and reset',
  drag.every((f) => f.length === 7) &&
  drag.map((f) => f[4]).join(' ') === 'possible began callback state ended reset callback' &&
  drag.filter((f) => f[4] === 'state' || f[4] === 'reset').map((f) => `${f[5]}=${f[6]}`).join(' ') === 'offset=(40.0, 30.0) offset=(0.0, 0.0)',
  output());
const pencil = `
struct Canvas: View {
  @State private var tool = "pen"
  var body: some View {
    Text(tool).frame(width: 200, height: 200)
      .onPencilDoubleTap { v in tool = "eraser"; print("double tap", v.hoverPose?.anchor as Any) }
      .onPencilSqueeze { phase in print(phase) }
  }
}`;
check('a Pencil view loads', load(pencil) === 0, output());
x.tactile_console();
check('a simulated Pencil double tap runs its action', x.tactile_simulate(0, 195, 422, 100) === 0 && output() === '1', output());
check('a simulated squeeze that fails is active then failed', x.tactile_simulate(2, NaN, NaN, 200) === 0, output());
x.tactile_console();
check('the actions printed', output() === 'double tap Optional(SwiftUI.UnitPoint(x: 0.5, y: 0.5))\nactive(SwiftUI.PencilSqueezeGestureValue(hoverPose: nil))\nfailed\n', JSON.stringify(output()));
x.tactile_frame(200);
check('the double tap changed the view', output().includes('eraser'), output());
check('a bad kind is status 2', x.tactile_simulate(9, 0, 0, 300) === 2, output());
console.log(`wasm-smoke: ok (${bytes.length} bytes)`);
