import TactileUIIR

/// What the builtins keep between calls, per interpreter (see docs/runtime-values.md).
public struct BuiltinState {
  /// The generator behind `Int.random(in:)`, `shuffled()`, `randomElement()` and the rest:
  /// deterministic, so a program prints the same on every run and on every platform.
  public var random = RandomGenerator(seed: RandomGenerator.defaultSeed)
  /// How many `UUID`s have been made (each `UUID()` takes the next number).
  public var uuidCount = 0
  /// The module that user types belong to, as Swift prints them inside collections and
  /// optionals (`[main.Direction.up]`, `Optional(main.Card(id: 1))`).
  public var moduleName = "main"
  /// The canvas, which `UIScreen.main.bounds` reports (docs/interfaces.md).
  public var screenSize = (width: 390.0, height: 844.0)
  /// How many haptic events the program fired (a headless canvas has no haptics).
  public var hapticsFired = 0
  /// How many `Namespace()` values code made (each is a new identity).
  public var namespaces = 0
  /// Combine's publishers with an identity and their subscriptions (a reference: every copy of
  /// the state shares it).
  public var publishers = PublisherHub()
  /// The tasks of the run (a reference, shared like `publishers`).
  public var tasks = TaskHub()
  /// `UserDefaults`, in memory for the run: values by suite and key, and the registered ones.
  public var defaults: [String: Value] = [:]
  /// The properties set on each UIKit class's appearance proxy (`UITabBar.appearance()`), by
  /// class: one cell per class, shared by every proxy of it.
  public var appearances: [String: Cell] = [:]
  public var registeredDefaults: [String: Value] = [:]
  /// The sandbox's files, in memory for the run: bytes by path (`Data.write(to:)`).
  public var files: [String: [UInt8]] = [:]
  /// The folders code created in the sandbox (`FileManager.createDirectory`), by path.
  public var directories: Set<String> = []
  /// The URLs handed to the system to open (`OpenURLAction`'s system action): the preview
  /// opens nothing, and keeps them for whoever looks.
  public var openedURLs: [String] = []
  /// `UIPasteboard.general`'s items, in memory for the run (shared by every copy of the state).
  public var pasteboard = Cell(.array([]))

  public init() {}
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast generator with a 64-bit state that
/// passes BigCrush. Given the same seed it produces the same numbers on every platform, and
/// the standard library's own algorithms (`Int.random(in:using:)`, `shuffle(using:)`) turn
/// them into values, so results follow Swift's for this generator.
public struct RandomGenerator: RandomNumberGenerator {
  /// The seed every interpreter starts from.
  public static let defaultSeed: UInt64 = 0x5EED
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
