struct Seed101: View {
  var body: some View {
    Color.clear
    // ribbon
    .gesture(anchorDrag.simultaneously(with: simpleDrag) )
    .gesture(openDoorPress .exclusively(before:
        tap.sequenced(before: doubleTap)))) // error: consecutive statements on a line must be separated by ';'
  }
}
