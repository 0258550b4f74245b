// Foundation's key-value observing names for Segue's observation of views and layers
// (SegueLayers/KeyValueObserving). Linux's Foundation has no KVO, so these names are free.

/// `NSKeyValueObservation`: Segue's `KeyValueObservation`.
public typealias NSKeyValueObservation = KeyValueObservation
/// `NSKeyValueObservingOptions`: Segue's `KeyValueObservingOptions`.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
/// `NSKeyValueObservedChange`: Segue's `KeyValueObservedChange`.
public typealias NSKeyValueObservedChange = KeyValueObservedChange
/// `NSKeyValueChangeKey`: the keys of `observeValue(forKeyPath:of:change:context:)`'s change.
public typealias NSKeyValueChangeKey = KeyValueChangeKey
/// `NSKeyValueChange`: the kind of a change (always `.setting` in Segue).
public typealias NSKeyValueChange = KeyValueObservedChange<Any>.Kind
