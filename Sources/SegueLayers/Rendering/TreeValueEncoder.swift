import Foundation

/// An `Encoder` that turns an `Encodable` value into a `TreeValue`, keeping keys in the order
/// the value encodes them (for synthesized conformances, the order of the `CodingKeys`), so
/// that a type's declaration is the one place that says what its JSON holds and in which order.
/// `encodeIfPresent` leaves nil values out, as `JSONEncoder` does.
struct TreeValueEncoder {
  /// Encodes `value`.
  static func encode(_ value: some Encodable) throws -> TreeValue {
    let slot = Slot()
    try value.encode(to: SlotEncoder(slot: slot, codingPath: []))
    return slot.value
  }
}

/// A value being built: a scalar, or an object or array still being filled. Objects and
/// arrays grow in place (their slots are appended to, never copied).
private final class Slot {
  enum Kind {
    case scalar
    case object
    case array
  }

  var kind = Kind.scalar
  var scalar = TreeValue.null
  /// The keys of an object, in the order they were encoded.
  var keys: [String] = []
  /// The values of an object's keys, or an array's elements.
  var children: [Slot] = []

  var value: TreeValue {
    switch kind {
    case .scalar: scalar
    case .object:
      .object(zip(keys, children).map { TreeValue.Member(key: $0, value: $1.value) })
    case .array: .array(children.map(\.value))
    }
  }

  /// A new slot for `key` in this object. (A synthesized conformance encodes each key once;
  /// a key encoded twice appears twice.)
  func member(_ key: String) -> Slot {
    become(.object)
    let slot = Slot()
    keys.append(key)
    children.append(slot)
    return slot
  }

  /// A new slot at the end of this array.
  func appended() -> Slot {
    become(.array)
    let slot = Slot()
    children.append(slot)
    return slot
  }

  func become(_ kind: Kind) {
    guard self.kind != kind else { return }
    self.kind = kind
    keys = []
    children = []
  }

  func set(_ value: TreeValue) {
    become(.scalar)
    scalar = value
  }

  /// Stores `value`: a scalar as is, anything else through its own `encode(to:)`.
  func store<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
    switch value {
    case let value as Bool: set(.bool(value))
    case let value as String: set(.string(value))
    case let value as Int: set(.integer(value))
    case let value as Double: set(.number(value))
    case let value as Float: set(.number(Double(value)))
    default: try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
    }
  }
}

private struct SlotEncoder: Encoder {
  let slot: Slot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.become(.object)
    return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.become(.array)
    return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleSlotContainer(slot: slot, codingPath: codingPath)
  }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).set(.null) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try put(Int(value), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try put(Int(value), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try put(Int(value), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try put(Int(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try put(Int(clamping: value), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(Int(value), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(Int(value), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(Int(value), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try put(Int(clamping: value), key)
  }

  private func put<T: Encodable>(_ value: T, _ key: Key) throws {
    try slot.member(key.stringValue).store(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(
      keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    SlotEncoder(slot: slot.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    SlotEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
  }
}

/// The primitive `encode` methods the unkeyed and single-value containers share, all through
/// `put`.
private protocol PrimitiveEncoding {
  func put<T: Encodable>(_ value: T) throws
}

extension PrimitiveEncoding {
  mutating func encode(_ value: Bool) throws { try put(value) }
  mutating func encode(_ value: String) throws { try put(value) }
  mutating func encode(_ value: Double) throws { try put(value) }
  mutating func encode(_ value: Float) throws { try put(value) }
  mutating func encode(_ value: Int) throws { try put(value) }
  mutating func encode(_ value: Int8) throws { try put(Int(value)) }
  mutating func encode(_ value: Int16) throws { try put(Int(value)) }
  mutating func encode(_ value: Int32) throws { try put(Int(value)) }
  mutating func encode(_ value: Int64) throws { try put(Int(value)) }
  mutating func encode(_ value: UInt) throws { try put(Int(clamping: value)) }
  mutating func encode(_ value: UInt8) throws { try put(Int(value)) }
  mutating func encode(_ value: UInt16) throws { try put(Int(value)) }
  mutating func encode(_ value: UInt32) throws { try put(Int(value)) }
  mutating func encode(_ value: UInt64) throws { try put(Int(clamping: value)) }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer, PrimitiveEncoding {
  let slot: Slot
  let codingPath: [any CodingKey]
  var count: Int { slot.children.count }

  mutating func encodeNil() throws { slot.appended().set(.null) }
  mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }

  func put<T: Encodable>(_ value: T) throws {
    try slot.appended().store(value, codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    SlotEncoder(slot: slot.appended(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    SlotEncoder(slot: slot.appended(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    SlotEncoder(slot: slot.appended(), codingPath: codingPath)
  }
}

private struct SingleSlotContainer: SingleValueEncodingContainer, PrimitiveEncoding {
  let slot: Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.set(.null) }
  mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }

  func put<T: Encodable>(_ value: T) throws {
    try slot.store(value, codingPath: codingPath)
  }
}
