import TactileGestures
import TactileHost
import TactileInterpreter

/// The engine's trace of one Studio session, kept until the page reads it (`tactile_trace`).
///
/// The tracer is installed on the session's arena by the first `tactile_trace` call, so pages
/// that never ask for the trace (the reference pages) pay nothing for it. It lives as long as
/// the session: loading a new view drops it with the old host. At most `capacity` entries wait
/// between two reads; older ones are dropped and counted, so a page that stops reading cannot
/// make the module grow without bound.
final class StudioTrace {
  static let capacity = 4096

  private(set) var pending: [TraceEntry] = []
  private(set) var dropped = 0

  /// Installs a tracer on `arena` that records into this trace.
  init(arena: GestureArena) {
    arena.tracer = GestureTracer { [self] entry in record(entry) }
  }

  private func record(_ entry: TraceEntry) {
    if pending.count >= Self.capacity {
      let oldest = pending.count / 2
      pending.removeFirst(oldest)
      dropped += oldest
    }
    pending.append(entry)
  }

  /// The entries recorded since the last call, as `TraceLine` text, and forgets them.
  func drain() -> String {
    var text = ""
    if dropped > 0, let first = pending.first {
      text += TraceLine.dropped(dropped, at: first.time)
      dropped = 0
    }
    for entry in pending { text += TraceLine.format(entry) }
    pending.removeAll(keepingCapacity: true)
    return text
  }
}

/// The line format of `tactile_trace`: one entry a line, seven fields separated by a tab:
///
///     time  attachment  label  recognizer  kind  subject  detail
///
/// - `time`: milliseconds on the view's clock, as Swift prints a `Double` (`75.0`);
/// - `attachment`: a stable id of the attachment (`#12.0`: view node and modifier index);
/// - `label`: the host's name for it (`Circle .gesture(DragGesture)`);
/// - `recognizer`: the recognizer's path inside the attached gesture (`DragGesture`), empty for
///   decisions about the whole attachment (`bound`, `won`, `lost`);
/// - `kind` and what `subject` and `detail` hold for it:
///   `bound` (subject: the pointer id), `possible`, `began`, `changed`, `ended`,
///   `failed` and `cancelled` (detail: the reason), `paused` (subject: what it waits for),
///   `resumed`, `won` (subject: the attachments it prevented, joined by `, `),
///   `lost` (subject: the winner; detail: the reason), `callback` (subject: its name, such as
///   `updating` or `onEnded`), `state` and `reset` (subject: the `@GestureState`'s name;
///   detail: its value as `print` writes it), and `dropped` (subject: how many entries the
///   module dropped because the page read too rarely);
///
/// In every field a backslash is written `\\`, a tab `\t`, a newline `\n` and a carriage
/// return `\r`, so a line is always one entry and a field never holds a tab.
enum TraceLine {
  static func format(_ entry: TraceEntry) -> String {
    let (kind, subject, detail) = fields(of: entry.event)
    let time = "\(entry.time.milliseconds)"
    let place = [time, entry.attachment.description, entry.attachmentLabel, entry.recognizer]
    return (place + [kind, subject, detail]).map(escape).joined(separator: "\t") + "\n"
  }

  /// The line saying that `count` entries before `time` were dropped.
  static func dropped(_ count: Int, at time: EventTime) -> String {
    "\(time.milliseconds)\t\t\t\tdropped\t\(count)\t\n"
  }

  /// The kind, subject and detail fields of an event.
  static func fields(of event: TraceEvent) -> (kind: String, subject: String, detail: String) {
    switch event {
    case .pointerBound(let id): return ("bound", "\(id.rawValue)", "")
    case .possible: return ("possible", "", "")
    case .began: return ("began", "", "")
    case .changed: return ("changed", "", "")
    case .ended: return ("ended", "", "")
    case .failed(let reason): return ("failed", "", reason.description)
    case .cancelled(let reason): return ("cancelled", "", reason.description)
    case .paused(let awaited): return ("paused", awaited, "")
    case .resumed: return ("resumed", "", "")
    case .won(let others): return ("won", others.joined(separator: ", "), "")
    case .lost(let winner, let reason): return ("lost", winner, reason.description)
    case .callback(let name): return ("callback", name, "")
    case .stateWritten(let described):
      let (name, value) = nameAndValue(described)
      return ("state", name, value)
    case .stateReset(let described):
      let (name, value) = nameAndValue(described)
      return ("reset", name, value)
    }
  }

  /// Splits the engine's `name = value` description of a `@GestureState` (the name is an
  /// identifier, so the first ` = ` ends it); a state without a describer has only a name.
  static func nameAndValue(_ described: String) -> (String, String) {
    let scalars = Array(described.utf8)
    let separator: [UInt8] = Array(" = ".utf8)
    var index = 0
    while index + separator.count <= scalars.count {
      if scalars[index..<index + separator.count].elementsEqual(separator) {
        return (
          String(decoding: scalars[..<index], as: UTF8.self),
          String(decoding: scalars[(index + separator.count)...], as: UTF8.self)
        )
      }
      index += 1
    }
    return (described, "")
  }

  /// `text` with backslashes, tabs, newlines and carriage returns escaped.
  static func escape(_ text: String) -> String {
    var needsEscaping = false
    for byte in text.utf8 where byte == 0x5C || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      needsEscaping = true
      break
    }
    guard needsEscaping else { return text }
    var out = ""
    for character in text.unicodeScalars {
      switch character {
      case "\\": out += "\\\\"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }
}

@_cdecl("tactile_trace")
public func tactileTrace() -> Int32 {
  guard let session = sessionOrEmptyOutput() else { return 0 }
  if session.trace == nil { session.trace = StudioTrace(arena: session.host.arena) }
  setOutput(session.trace?.drain() ?? "")
  return Int32(studioOutput.count)
}
