import { ANSWER_KEY_STATES, type Role, type TaskState } from '@app/shared';
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
  /**
   * Coaching teachers with an approved relationship to this child (spec 02 §6). Only what the caller asked about
   * needs to be here: a service loading the child for a teacher fills in that teacher when the link exists.
   */
  coachIds?: readonly string[];
}

export type FamilyAction = 'child:list' | 'child:create';
export type ChildAction =
  | 'child:read'
  | 'child:update'
  | 'child:delete'
  | 'child:set_code'
  | 'child:update_photo'
  | 'child:read_photo'
  /** The child's task lists, evaluations, badges, figures and well-being: the family's (a child view reads its own). */
  | 'child:read_tasks'
  /** A linked coach's view of a coached child's work: that coach's own tasks only, never the well-being. */
  | 'child:read_coached_work'
  /** Give the child a task (spec 02 §6: a parent assigns to their own child only). */
  | 'child:assign_task'
  /** The child's study materials (spec 01 Study Support; a child view reads its own). */
  | 'child:read_study'
  /** Mark a study material read or unread (spec 01 §4: the parent). */
  | 'child:mark_study';
export type Action = FamilyAction | ChildAction;

/** What a coached child lets its linked teacher do: read it, give it tasks and read their own, nothing of the family's. */
const COACH_CHILD_ACTIONS: ReadonlySet<Action> = new Set<Action>([
  'child:read',
  'child:read_photo',
  'child:read_coached_work',
  'child:assign_task',
]);

/** A teacher's batch. */
export interface BatchRef {
  teacherId: string;
}
/** batch:read covers its students, status board, analysis and report card; batch:manage edit, delete, move. */
export type BatchAction = 'batch:read' | 'batch:manage';

/** A coaching request between a teacher and a parent. */
export interface CoachingRequestRef {
  coachId: string;
  parentId: string;
}
/** request:read both sides; request:cancel the teacher who sent it; request:answer the parent it is addressed to. */
export type CoachingRequestAction = 'request:read' | 'request:cancel' | 'request:answer';

/** An approved coaching relationship. */
export interface RelationshipRef {
  coachId: string;
  childParentId: string;
}
/** relationship:read the teacher and the child's parent; relationship:manage (move, remove) the teacher. */
export type RelationshipAction = 'relationship:read' | 'relationship:manage';

/** What a task rule needs to know about one child's task. */
export interface TaskRef {
  ownerId: string;
  childId: string;
  /** The parent of the task's child. */
  childParentId: string;
  state: TaskState;
  /** When the owner is a coaching teacher: whether they still coach the child (removing the link ends access). */
  ownerCoachesChild?: boolean;
}

/**
 * - task:read: the task, its worksheet and its print (without the key);
 * - task:read_answer_key: the key (adults; the child view only once evaluated or published, spec 03 §4);
 * - task:manage: reassign, archive, delete (the owner, spec 03 §6; never from a child view).
 */
export type TaskAction = 'task:read' | 'task:read_answer_key' | 'task:manage';

/** Actions a child-view session may take on its own child; everything else needs the parent view. */
const CHILD_VIEW_ACTIONS: ReadonlySet<Action> = new Set<Action>([
  'child:read',
  'child:read_photo',
  'child:read_tasks',
  'child:read_study',
]);

export function can(actor: Actor, action: FamilyAction, object?: null): boolean;
export function can(actor: Actor, action: ChildAction, object: ChildRef): boolean;
export function can(actor: Actor, action: TaskAction, object: TaskRef): boolean;
export function can(actor: Actor, action: BatchAction, object: BatchRef): boolean;
export function can(actor: Actor, action: CoachingRequestAction, object: CoachingRequestRef): boolean;
export function can(actor: Actor, action: RelationshipAction, object: RelationshipRef): boolean;
export function can(
  actor: Actor,
  action: Action | TaskAction | BatchAction | CoachingRequestAction | RelationshipAction,
  object?: ChildRef | TaskRef | BatchRef | CoachingRequestRef | RelationshipRef | null,
): boolean {
  if (action.startsWith('task:')) return canTask(actor, action as TaskAction, object as TaskRef);
  if (action.startsWith('batch:')) return isTeacher(actor) && (object as BatchRef).teacherId === actor.userId;
  if (action.startsWith('request:'))
    return canRequest(actor, action as CoachingRequestAction, object as CoachingRequestRef);
  if (action.startsWith('relationship:')) {
    const rel = object as RelationshipRef;
    if (isTeacher(actor)) return rel.coachId === actor.userId;
    return action === 'relationship:read' && isParentView(actor) && rel.childParentId === actor.userId;
  }
  return canFamily(actor, action as Action, object as ChildRef | null | undefined);
}

const isTeacher = (actor: Actor) => actor.role === 'coaching_teacher' && !actor.activeChildId;
const isParentView = (actor: Actor) => actor.role === 'parent' && !actor.activeChildId;

function canRequest(actor: Actor, action: CoachingRequestAction, req: CoachingRequestRef): boolean {
  if (isTeacher(actor)) return req.coachId === actor.userId && action !== 'request:answer';
  return isParentView(actor) && req.parentId === actor.userId && action !== 'request:cancel';
}

function canTask(actor: Actor, action: TaskAction, task: TaskRef): boolean {
  if (actor.activeChildId) {
    // A child view reads its own child's tasks, whoever gave them, and acts on none.
    const own = task.childId === actor.activeChildId && task.childParentId === actor.userId;
    if (!own || action === 'task:manage') return false;
    return action === 'task:read' || ANSWER_KEY_STATES.includes(task.state);
  }
  if (task.ownerId === actor.userId)
    return actor.role === 'parent' || (actor.role === 'coaching_teacher' && task.ownerCoachesChild === true);
  // The child's parent reads a coach's task (and its key) but manages only their own (spec 03 §6).
  return actor.role === 'parent' && task.childParentId === actor.userId && action !== 'task:manage';
}

function canFamily(actor: Actor, action: Action, object?: ChildRef | null): boolean {
  // A teacher reaches a child only through an approved relationship (spec 02 §6).
  if (isTeacher(actor)) return !!object?.coachIds?.includes(actor.userId) && COACH_CHILD_ACTIONS.has(action);
  if (actor.role !== 'parent' || action === 'child:read_coached_work') return false;
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
