// Foundation's key-value observing names for Segue's view observation
// (View+KeyValueObserving.swift in SegueUI). Linux's Foundation has no KVO, so these names are
// free.

/// `NSKeyValueObservation`: Segue's `KeyValueObservation`.
public typealias NSKeyValueObservation = KeyValueObservation
/// `NSKeyValueObservingOptions`: Segue's `KeyValueObservingOptions`.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
/// `NSKeyValueObservedChange`: Segue's `KeyValueObservedChange`.
public typealias NSKeyValueObservedChange = KeyValueObservedChange
