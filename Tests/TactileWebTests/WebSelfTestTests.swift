import TactileWeb
import Testing

/// The WebAssembly module's self-tests run natively too, so a failure shows here before the
/// wasm build runs them in Node. (The parser's self-test is wasm-only: it checks the nesting
/// budget of the Embedded build, which differs from the native one by design.)
@Suite struct WebSelfTestTests {
  @Test("the runtime self-test passes natively")
  func runtime() { #expect(tactileSelfTestRuntime() == 0) }

  @Test("the engine self-test passes natively")
  func engine() { #expect(tactileSelfTest() == 0) }
}
