func statements() throws {
  if x > 0 {
    print("positive")
  } else if x < 0 {
    print("negative")
  } else {
    print("zero")
  }
  if let value = optional, value > 3, var other = another {
    other += value
  }
  if let optional {
    print(optional)
  }
  if case .dragging(let translation, _) = state, translation.width > 0 {
    print(translation)
  }
  if case let .pressing(index) = state { print(index) }
  if #available(iOS 17, *) {
    modern()
  }
  guard let user = currentUser, user.isActive else {
    return
  }
  guard #unavailable(iOS 15) else { throw MyError.old }
  switch state {
  case .inactive:
    break
  case .pressing(let index) where index > 2:
    print(index)
  case .dragging(translation: _, _), .pressing(index: _) where flag:
    fallthrough
  case let .dragging(t, count):
    print(t, count)
  case is Int, is String:
    print("type")
  case let number as Int:
    print(number)
  case 1...5, 10..<20:
    print("range")
  case (0, let y):
    print(y)
  case _ where x > 1:
    print("any")
  @unknown default:
    print("default")
  }
  for item in items {
    print(item)
  }
  for (index, item) in items.enumerated() where index > 0 {
    print(index, item)
  }
  for case let value? in optionals {
    print(value)
  }
  for _ in 0..<3 {}
  for try await line in lines {}
  while count < 10 {
    count += 1
  }
  while let next = iterator.next() { print(next) }
  repeat {
    count -= 1
  } while count > 0
  defer { cleanup() }
  do {
    try risky()
  } catch MyError.bad(let reason) where reason.isEmpty {
    print(reason)
  } catch let error as MyError {
    print(error)
  } catch {
    throw error
  }
  outer: for row in rows {
    inner: for column in columns {
      if column == 0 { continue outer }
      if row == 0 { break inner }
    }
  }
  let (a, b) = pair
  var total = 0, limit: Int = 10
  total += a + b + limit
  return
}

func value() -> Int {
  let x = 1; let y = 2
  return x + y
}
