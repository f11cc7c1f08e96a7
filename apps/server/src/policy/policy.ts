import type { Role } from '@app/shared';
import type { SessionRow, UserRow } from '../db/schema/index';

/**
 * The one place that says who may do what (ARCHITECTURE.md "Authorisation"). Services ask `can(actor, action,
 * object)` and turn a refusal into 404 where an id must not leak (another family's child) or 403 otherwise.
 * Anything not allowed here is denied.
 */
export interface Actor {
  userId: string;
  role: Role;
  /** Set while the session is in a child's view: the session then acts for that child only. */
  activeChildId: string | null;
}

export function actorOf(auth: { user: UserRow; session: SessionRow }): Actor {
  return { userId: auth.user.id, role: auth.user.role, activeChildId: auth.session.activeChildId };
}

/** What a child rule needs to know about a child. */
export interface ChildRef {
  id: string;
  parentId: string;
}

export type FamilyAction = 'child:list' | 'child:create';
export type ChildAction =
  | 'child:read'
  | 'child:update'
  | 'child:delete'
  | 'child:set_code'
  | 'child:update_photo'
  | 'child:read_photo';
export type Action = FamilyAction | ChildAction;

/** Actions a child-view session may take on its own child; everything else needs the parent view. */
const CHILD_VIEW_ACTIONS: ReadonlySet<Action> = new Set<Action>(['child:read', 'child:read_photo']);

export function can(actor: Actor, action: FamilyAction, object?: null): boolean;
export function can(actor: Actor, action: ChildAction, object: ChildRef): boolean;
export function can(actor: Actor, action: Action, object?: ChildRef | null): boolean {
  if (actor.role !== 'parent') return false;
  if (actor.activeChildId) {
    return (
      CHILD_VIEW_ACTIONS.has(action) &&
      !!object &&
      object.id === actor.activeChildId &&
      object.parentId === actor.userId
    );
  }
  if (action === 'child:list' || action === 'child:create') return true;
  return !!object && object.parentId === actor.userId;
}
