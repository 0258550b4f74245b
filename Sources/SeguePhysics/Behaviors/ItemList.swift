/// An ordered list of items without duplicates, compared by identity.
@MainActor
struct ItemList {
  private(set) var items: [any DynamicItem] = []

  init(_ items: [any DynamicItem]) {
    for item in items { insert(item) }
  }

  func contains(_ item: any DynamicItem) -> Bool {
    items.contains { $0 === item }
  }

  /// Appends `item` unless present; returns whether it was added.
  @discardableResult
  mutating func insert(_ item: any DynamicItem) -> Bool {
    guard !contains(item) else { return false }
    items.append(item)
    return true
  }

  /// Removes `item` if present; returns whether it was there.
  @discardableResult
  mutating func remove(_ item: any DynamicItem) -> Bool {
    guard let index = items.firstIndex(where: { $0 === item }) else { return false }
    items.remove(at: index)
    return true
  }
}
