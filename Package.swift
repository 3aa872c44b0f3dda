// swift-tools-version: 6.1
import PackageDescription

/// Tactile: SwiftUI gesture code, compiled and run anywhere.
///
/// One module per pipeline stage, and one test target per module (see ARCHITECTURE.md, whose
/// dependency table says what each module may import; TactileArchitectureTests holds the code
/// to it). The stages that the browser runs (marked wasm there) import nothing but the standard
/// library and each other, so that `scripts/build-wasm` can compile them with Embedded Swift.
/// Release builds of the hot modules let clients specialise their generics across module
/// boundaries (as the single-module Embedded build does) and skip dynamic exclusivity checks.
///
/// The interpreter, the view host and layout run every frame of every program, so they are
/// optimised in debug builds too: `swift run tactile` (what users and the tests run) would
/// otherwise interpret a 60 Hz animation ten times slower than it plays.
let releaseSpeed: [SwiftSetting] = [
  .unsafeFlags(
    ["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
  .unsafeFlags(["-O", "-enforce-exclusivity=unchecked"], .when(configuration: .debug)),
]

let package = Package(
  name: "Tactile",
  products: [
    .executable(name: "tactile", targets: ["TactileCLI"]),
    .executable(name: "tactile-bench", targets: ["TactileBenchmarks"]),
    .executable(name: "tactile-generate", targets: ["TactileGenerate"]),
    .library(name: "TactileGestures", targets: ["TactileGestures"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // Geometry (CGPoint, CGRect, CGAffineTransform, Angle, …) and the elementary functions
    // without libm, the same bits natively and in wasm (standard library only).
    .target(name: "TactileGeometry", swiftSettings: releaseSpeed),
    // The gesture engine: SwiftUI's gesture system, driven by timestamped events.
    .target(name: "TactileGestures", dependencies: ["TactileGeometry"], swiftSettings: releaseSpeed),
    // Diagnostics as data, shared by every compiler stage, and their renderers.
    .target(name: "TactileDiagnostics"),
    // Source text → tokens (lossless: every byte is in a token or its trivia).
    .target(name: "TactileLexer", dependencies: ["TactileDiagnostics"], swiftSettings: releaseSpeed),
    // Tokens → syntax tree, with recovery and diagnostics.
    // Optimised in debug builds too: its recursion then takes a fraction of the stack, so the
    // nesting real view bodies reach stays well inside its stack budget.
    .target(
      name: "TactileParser", dependencies: ["TactileLexer", "TactileDiagnostics"], swiftSettings: releaseSpeed
    ),
    // The UIIR: the program the runtime runs, as plain data, and its printer.
    .target(name: "TactileUIIR"),
    // Names, types and overloads resolved against the supported SwiftUI surface, and the
    // checked program lowered to the UIIR.
    .target(
      name: "TactileSema",
      dependencies: ["TactileParser", "TactileLexer", "TactileDiagnostics", "TactileUIIR"]),
    // The gesture doctor: warnings about the mistakes people make with gestures, read from a
    // checked file (docs/gesture-doctor.md); optimised in debug builds too, as `check` runs it on
    // every file.
    .target(
      name: "TactileDoctor",
      dependencies: ["TactileDiagnostics", "TactileLexer", "TactileParser", "TactileSema"],
      swiftSettings: releaseSpeed),
    // Runs UIIR programs: values, calls, closures, state cells and the builtins' natives.
    .target(
      name: "TactileInterpreter",
      dependencies: [
        "TactileGeometry", "TactileUIIR", "TactileGestures", "TactileLayout", "TactileAnimation",
        // The named colours' components (`UIColor.getRed`) come from the colour table.
        "TactileColor",
      ],
      swiftSettings: releaseSpeed),
    // Hosts a view program: descriptions resolved into views with identity and state, the
    // gesture bridge, rendering and event delivery in virtual time, replay.
    .target(
      name: "TactileHost",
      dependencies: [
        "TactileGeometry",
        "TactileInterpreter", "TactileUIIR", "TactileGestures", "TactileLayout", "TactileAnimation",
      ],
      swiftSettings: releaseSpeed),
    // SwiftUI's layout over a resolved view tree, with Inter's text metrics (standard library and
    // geometry only).
    .target(name: "TactileLayout", dependencies: ["TactileGeometry"], swiftSettings: releaseSpeed),
    // The animation model: timing curves, springs in closed form, animated values over virtual
    // time (standard library and geometry only).
    .target(name: "TactileAnimation", dependencies: ["TactileGeometry"]),
    // Colours as drawn: sRGB values and iOS's named colours in each appearance (standard library
    // only), shared by the display and the interpreter's `UIColor` components.
    .target(name: "TactileColor"),
    // The display list: drawing commands of a laid-out tree, and its SVG writer.
    .target(
      name: "TactileDisplay",
      dependencies: ["TactileGeometry", "TactileColor", "TactileLayout", "TactileAnimation"]),
    // The entry points the WebAssembly module exports (also built natively for tests).
    .target(
      name: "TactileWeb",
      dependencies: [
        "TactileGeometry",
        "TactileGestures", "TactileParser", "TactileDiagnostics", "TactileLayout", "TactileColor",
        "TactileDisplay",
        "TactileSema", "TactileUIIR", "TactileInterpreter", "TactileHost",
      ],
      swiftSettings: releaseSpeed),
    // The reference site: page files parsed, examples run through the pipeline, pages written
    // as HTML (native only; uses Foundation).
    .target(
      name: "TactileReference",
      dependencies: [
        "TactileGeometry",
        "TactileDiagnostics", "TactileLexer", "TactileParser", "TactileSema", "TactileUIIR",
        "TactileInterpreter", "TactileHost",
        "TactileLayout", "TactileDisplay",
      ]),
    // zlib (Debian's zlib1g-dev), for the server's gzip encoding.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    // `tactile serve`'s HTTP/1.1 server (POSIX sockets, limits, timeouts) and its responses:
    // files from a set of folders with types, gzip and ETags.
    .target(name: "TactileServe", dependencies: ["CZlib", "TactileBrotli"]),
    // Tactile's own Brotli encoder (RFC 7932), for the files the server sends (standard library
    // only; native only). Optimised in debug builds too: `tactile serve` compresses megabytes.
    .target(name: "TactileBrotli", swiftSettings: releaseSpeed),
    // Tools' side of the compiler: ordered JSON, the JSON of `check`/`replay --format json`, and
    // the language server behind `tactile lsp` (native only; uses Foundation).
    .target(
      name: "TactileLSP",
      dependencies: [
        "TactileDiagnostics", "TactileLexer", "TactileParser", "TactileSema", "TactileUIIR", "TactileDoctor",
      ]),
    // The `tactile` command.
    .executableTarget(
      name: "TactileCLI",
      dependencies: [
        "TactileGeometry",
        "TactileGestures", "TactileLexer", "TactileParser", "TactileSema", "TactileUIIR",
        "TactileInterpreter", "TactileHost",
        "TactileLayout", "TactileColor", "TactileDisplay", "TactileAnimation", "TactileDiagnostics",
        "TactileReference", "TactileDoctor",
        "TactileServe", "TactileLSP", "CZlib", "TactileBrotli",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // `swift run tactile-generate`: the files made from the interface (SurfaceKey, docs/surface.md).
    .executableTarget(name: "TactileGenerate", dependencies: ["TactileSema"]),
    // Benchmarks: `swift run -c release tactile-bench` (results in BENCHMARKS.md).
    .executableTarget(
      name: "TactileBenchmarks",
      dependencies: [
        "TactileGeometry",
        "TactileGestures", "TactileWeb", "TactileLexer", "TactileParser", "TactileLayout", "TactileSema",
        "TactileUIIR", "TactileInterpreter", "TactileHost", "TactileDisplay", "TactileAnimation",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    // What several test targets share: golden files, the repository's folders, programs compiled
    // and run or hosted, a seedable random generator. Test-only (Foundation, Testing): it lives
    // under Tests/ and is never built for wasm.
    .target(
      name: "TactileTestSupport",
      dependencies: [
        "TactileGeometry", "TactileGestures", "TactileLayout", "TactileSema", "TactileUIIR",
        "TactileInterpreter",
        "TactileHost",
      ],
      path: "Tests/TactileTestSupport"),
    // One test target per module, named after it (Tests/<Module>Tests).
    .testTarget(name: "TactileGeometryTests", dependencies: ["TactileGeometry", "TactileTestSupport"]),
    .testTarget(
      name: "TactileGesturesTests",
      dependencies: ["TactileGeometry", "TactileGestures", "TactileTestSupport"]),
    .testTarget(name: "TactileDiagnosticsTests", dependencies: ["TactileDiagnostics", "TactileParser"]),
    .testTarget(
      name: "TactileLexerTests", dependencies: ["TactileLexer", "TactileDiagnostics", "TactileTestSupport"]),
    .testTarget(
      name: "TactileParserTests",
      dependencies: [
        "TactileLexer", "TactileParser", "TactileDiagnostics", "TactileTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TactileSemaTests",
      dependencies: [
        "TactileSema", "TactileParser", "TactileDiagnostics", "TactileUIIR", "TactileTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "TactileUIIRTests", dependencies: ["TactileUIIR"]),
    .testTarget(
      name: "TactileDoctorTests",
      dependencies: ["TactileDoctor", "TactileSema", "TactileDiagnostics", "TactileTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TactileInterpreterTests",
      dependencies: ["TactileInterpreter", "TactileSema", "TactileUIIR", "TactileTestSupport"]),
    .testTarget(
      name: "TactileHostTests",
      dependencies: [
        "TactileGeometry",
        "TactileHost", "TactileInterpreter", "TactileUIIR", "TactileSema", "TactileParser", "TactileLayout",
        "TactileGestures", "TactileAnimation", "TactileColor", "TactileDisplay", "TactileTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "TactileAnimationTests", dependencies: ["TactileAnimation"]),
    .testTarget(name: "TactileColorTests", dependencies: ["TactileColor"]),
    .testTarget(
      name: "TactileLayoutTests", dependencies: ["TactileGeometry", "TactileLayout", "TactileTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "TactileDisplayTests",
      dependencies: [
        "TactileGeometry",
        "TactileDisplay", "TactileLayout", "TactileInterpreter", "TactileHost", "TactileUIIR", "TactileSema",
        "TactileParser", "TactileGestures", "TactileAnimation", "TactileColor", "TactileTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TactileWebTests", dependencies: ["TactileWeb", "TactileGestures", "TactileTestSupport"]),
    .testTarget(
      name: "TactileReferenceTests",
      dependencies: [
        "TactileGeometry",
        "TactileReference", "TactileParser", "TactileSema", "TactileUIIR", "TactileInterpreter",
        "TactileHost", "TactileLayout", "TactileGestures", "TactileTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "TactileServeTests", dependencies: ["TactileServe", "TactileBrotli", "CZlib"]),
    .testTarget(name: "TactileBrotliTests", dependencies: ["TactileBrotli"]),
    // Runs the built `tactile` executable; depends on it so that `swift build` builds it first.
    .testTarget(
      name: "TactileCLITests", dependencies: ["TactileCLI", "TactileBrotli", "TactileTestSupport"]),
    .testTarget(name: "TactileLSPTests", dependencies: ["TactileLSP", "TactileTestSupport"]),
    // Repository-wide checks: the invariants ARCHITECTURE.md states (module dependencies, the
    // document's own form) and the ids cited across docs/ and the code.
    .testTarget(name: "TactileArchitectureTests", dependencies: ["TactileTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
