// A raw fragment from the talk seed, as it appears on the slide: annotations and a stray brace.
// view
    .onLongPressGesture(minimumDuration: 1) {
        print("Long press successful") ← Fires at minimumDuration, // error: consecutive statements on a line must be separated by ';' // error: consecutive statements on a line must be separated by ';' // error: consecutive statements on a line must be separated by ';'
    } onPressingChanged: { inProgress in
        if inProgress {
            print("pressing") ← Fires immediately // error: consecutive statements on a line must be separated by ';'
        } else {
            print("complete") ← Fires at minimumDuration or // error: consecutive statements on a line must be separated by ';' // error: consecutive statements on a line must be separated by ';' // error: consecutive statements on a line must be separated by ';'
        }
    }
} // error: extraneous '}' at top level
