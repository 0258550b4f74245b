// UIKit's names for Segue's dynamics (UIKit Dynamics on Box2D).

/// `UIDynamicAnimator`: Segue's `DynamicAnimator`.
public typealias UIDynamicAnimator = DynamicAnimator
/// `UIDynamicAnimatorDelegate`: Segue's `DynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// `UIDynamicItem`: Segue's `DynamicItem`.
public typealias UIDynamicItem = DynamicItem
/// `UIDynamicItemCollisionBoundsType`: Segue's `DynamicItemCollisionBoundsType`.
public typealias UIDynamicItemCollisionBoundsType = DynamicItemCollisionBoundsType
/// `UIDynamicBehavior`: Segue's `DynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior
/// `UIGravityBehavior`: Segue's `GravityBehavior`.
public typealias UIGravityBehavior = GravityBehavior
/// `UICollisionBehavior`: Segue's `CollisionBehavior`.
public typealias UICollisionBehavior = CollisionBehavior
/// `UICollisionBehaviorDelegate`: Segue's `CollisionBehaviorDelegate`.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// `UIPushBehavior`: Segue's `PushBehavior`.
public typealias UIPushBehavior = PushBehavior
/// `UIAttachmentBehavior`: Segue's `AttachmentBehavior`.
public typealias UIAttachmentBehavior = AttachmentBehavior
/// `UIDynamicItemBehavior`: Segue's `DynamicItemBehavior`.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
/// `UISnapBehavior`: Segue's `SnapBehavior`.
public typealias UISnapBehavior = SnapBehavior
