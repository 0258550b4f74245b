extension Control {
  /// The events a control sends actions for (`UIControl.Event`); bit values are UIKit's.
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down inside the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down (tap count > 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action was triggered (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was triggered.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began (text fields).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed (text fields).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended (text fields).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key (text fields).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The range reserved for the application's own events.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The range reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control can be in (`UIControl.State`); bit values are UIKit's. Per-state
  /// values (a button's titles…) fall back to `.normal`.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No other state (0).
    public static let normal = State([])
    /// Touched down and tracking inside.
    public static let highlighted = State(rawValue: 1 << 0)
    /// `isEnabled` is false.
    public static let disabled = State(rawValue: 1 << 1)
    /// `isSelected` is true.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (focus engines; not used by Segue yet).
    public static let focused = State(rawValue: 1 << 3)
    /// The range reserved for the application's own states.
    public static let application = State(rawValue: 0x00FF_0000)
  }
}
