/// A `## ` section of a page's body: its heading, where it starts, and its blocks.
public struct Section: Sendable {
  public var heading: SectionHeading
  public var line: Int
  public var blocks: [Block]
}

/// The section headings the format knows, spelled as authors write them.
public enum SectionHeading: String, CaseIterable, Sendable {
  case declaration = "Declaration"
  case howItWorks = "How it works"
  case tryIt = "Try it"
  case example = "Example"
  case behaviour = "Behaviour"
  case notes = "Notes"
  case problem = "The problem"
  case broken = "Broken"
  case fixed = "Fixed"
  case why = "Why"

  /// The sections of a symbol page in order, and whether each is required.
  static let symbolPage: [(SectionHeading, required: Bool)] = [
    (.declaration, true), (.howItWorks, true), (.tryIt, true), (.example, true), (.behaviour, true),
    (.notes, false),
  ]

  /// An article explains a topic rather than a declaration, so it may leave `Declaration` out.
  static let article: [(SectionHeading, required: Bool)] = [
    (.declaration, false), (.howItWorks, true), (.tryIt, true), (.example, true), (.behaviour, true),
    (.notes, false),
  ]

  /// The sections of a guide in order.
  static let guide: [(SectionHeading, required: Bool)] = [
    (.problem, true), (.broken, true), (.fixed, true), (.why, true), (.tryIt, true),
  ]

  /// The example a section holds, if it holds one the site runs.
  var exampleRole: PageExample.Role? {
    switch self {
    case .example: return .example
    case .broken: return .broken
    case .fixed: return .fixed
    default: return nil
    }
  }
}
