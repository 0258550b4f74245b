import Foundation

/// A JSON document, as the schema validator reads it.
indirect enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses `text`.
  static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}

/// A validator for the subset of JSON Schema (draft 2020-12) that Segue's schemas use:
/// `type`, `properties`, `required`, `additionalProperties`, `items`, `minItems`, `maxItems`,
/// `enum`, `minimum`, `maximum`, `anyOf`, and `$ref` to `#/$defs/…`. Annotations (`title`,
/// `description`, `default`…) are ignored. A schema using any other keyword is refused, so
/// that a constraint written in the schema can never be skipped silently.
struct JSONSchemaValidator {
  /// The keywords checked.
  static let assertions: Set<String> = [
    "type", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
    "enum", "minimum", "maximum", "anyOf", "$ref",
  ]
  /// The keywords that only annotate.
  static let annotations: Set<String> = [
    "$schema", "$id", "$defs", "$comment", "title", "description", "default", "examples",
  ]

  struct UnsupportedSchema: Error, CustomStringConvertible {
    var description: String
  }

  let root: JSONValue

  /// A validator for `schema`; throws when it uses a keyword outside the subset.
  init(schema: JSONValue) throws {
    root = schema
    try Self.checkKeywords(schema, at: "#")
  }

  private static func checkKeywords(_ schema: JSONValue, at path: String) throws {
    guard case .object(let members) = schema else { return }
    for (key, value) in members {
      guard assertions.contains(key) || annotations.contains(key) else {
        throw UnsupportedSchema(description: "\(path): keyword '\(key)' is not supported")
      }
      switch (key, value) {
      case ("properties", .object(let children)), ("$defs", .object(let children)):
        for (name, child) in children { try checkKeywords(child, at: "\(path)/\(key)/\(name)") }
      case ("items", _), ("additionalProperties", _):
        try checkKeywords(value, at: "\(path)/\(key)")
      case ("anyOf", .array(let children)):
        for (index, child) in children.enumerated() {
          try checkKeywords(child, at: "\(path)/anyOf/\(index)")
        }
      default: break
      }
    }
  }

  /// Every way `instance` breaks the schema, each as "`<JSON pointer>`: what is wrong".
  func errors(in instance: JSONValue) -> [String] {
    var errors: [String] = []
    check(instance, against: root, at: "", errors: &errors)
    return errors
  }

  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var node: JSONValue? = root
    for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
    return node
  }

  private func check(
    _ value: JSONValue, against schema: JSONValue, at path: String, errors: inout [String]
  ) {
    guard case .object(let keywords) = schema else { return }
    let here = path.isEmpty ? "/" : path
    if case .string(let reference)? = keywords["$ref"] {
      if let target = resolve(reference) {
        check(value, against: target, at: path, errors: &errors)
      } else {
        errors.append("\(here): unresolvable $ref \(reference)")
      }
    }
    if let type = keywords["type"], !matches(value, type: type) {
      errors.append("\(here): \(describe(value)) is not of type \(describe(type))")
      return
    }
    if case .array(let options)? = keywords["enum"], !options.contains(value) {
      errors.append("\(here): \(describe(value)) is not one of \(describe(.array(options)))")
    }
    if case .array(let options)? = keywords["anyOf"] {
      let outcomes = options.map { option in
        var found: [String] = []
        check(value, against: option, at: path, errors: &found)
        return found
      }
      // Report why the nearest option failed, so that an error deep in a node is not lost in
      // "matches none".
      if !outcomes.contains(where: \.isEmpty) {
        errors.append("\(here): \(describe(value)) matches none of anyOf")
        errors += outcomes.min { $0.count < $1.count } ?? []
      }
    }
    if case .number(let number) = value {
      if case .number(let minimum)? = keywords["minimum"], number < minimum {
        errors.append("\(here): \(number) is below the minimum \(minimum)")
      }
      if case .number(let maximum)? = keywords["maximum"], number > maximum {
        errors.append("\(here): \(number) is above the maximum \(maximum)")
      }
    }
    if case .array(let elements) = value {
      checkArray(elements, keywords: keywords, at: path, errors: &errors)
    }
    if case .object(let members) = value {
      checkObject(members, keywords: keywords, at: path, errors: &errors)
    }
  }

  private func checkArray(
    _ elements: [JSONValue], keywords: [String: JSONValue], at path: String,
    errors: inout [String]
  ) {
    let here = path.isEmpty ? "/" : path
    if case .number(let minimum)? = keywords["minItems"], Double(elements.count) < minimum {
      errors.append("\(here): \(elements.count) items, fewer than \(Int(minimum))")
    }
    if case .number(let maximum)? = keywords["maxItems"], Double(elements.count) > maximum {
      errors.append("\(here): \(elements.count) items, more than \(Int(maximum))")
    }
    if let items = keywords["items"] {
      for (index, element) in elements.enumerated() {
        check(element, against: items, at: "\(path)/\(index)", errors: &errors)
      }
    }
  }

  private func checkObject(
    _ members: [String: JSONValue], keywords: [String: JSONValue], at path: String,
    errors: inout [String]
  ) {
    let here = path.isEmpty ? "/" : path
    if case .array(let required)? = keywords["required"] {
      for case .string(let key) in required where members[key] == nil {
        errors.append("\(here): required key '\(key)' is missing")
      }
    }
    var properties: [String: JSONValue] = [:]
    if case .object(let declared)? = keywords["properties"] { properties = declared }
    for key in members.keys.sorted() {
      guard let member = members[key] else { continue }
      if let property = properties[key] {
        check(member, against: property, at: "\(path)/\(key)", errors: &errors)
      } else if let additional = keywords["additionalProperties"] {
        if additional == .bool(false) {
          errors.append("\(here): key '\(key)' is not allowed")
        } else {
          check(member, against: additional, at: "\(path)/\(key)", errors: &errors)
        }
      }
    }
  }

  private func matches(_ value: JSONValue, type: JSONValue) -> Bool {
    switch type {
    case .array(let types): return types.contains { matches(value, type: $0) }
    case .string(let name):
      switch (name, value) {
      case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
        ("array", .array), ("object", .object):
        return true
      case ("integer", .number(let number)): return number.rounded() == number
      default: return false
      }
    default: return false
    }
  }

  private func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number): "\(number)"
    case .string(let string): "\"\(string)\""
    case .array(let elements): "[" + elements.map(describe).joined(separator: ", ") + "]"
    case .object: "an object"
    }
  }
}
