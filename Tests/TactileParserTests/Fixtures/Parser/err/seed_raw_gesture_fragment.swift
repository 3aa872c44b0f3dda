// A raw fragment from the talk seed: a gesture with a slide annotation and an extra brace.
LongPressGesture(minimumDuration: 1, maximumDistance: 50)
    .onChanged { _ in
        print("Pressing...") ← Fires immediately, // error: consecutive statements on a line must be separated by ';' // error: consecutive statements on a line must be separated by ';'
    }
} // error: extraneous '}' at top level
