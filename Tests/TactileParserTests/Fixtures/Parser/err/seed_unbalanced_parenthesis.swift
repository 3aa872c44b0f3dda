struct Seed080: View {
  var body: some View {
    Color.clear
    // ribbon
    .gesture(tap.sequenced(before: doubleTap))
    .gesture(anchorDrag.simultaneously(with: simpleDrag)
    .gesture(handlePress)
    .gesture(handleDrag)
  } // error: expected ')' in expression list
}
