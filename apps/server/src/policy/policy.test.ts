import { describe, expect, it } from 'vitest';
import type { TaskState } from '@app/shared';
import { type Action, type Actor, type ChildAction, can, type TaskAction, type TaskRef } from './policy';

const PARENT = 'p1';
const own = { id: 'c1', parentId: PARENT };
const sibling = { id: 'c2', parentId: PARENT };
const stranger = { id: 'c3', parentId: 'p2' };

const parent: Actor = { userId: PARENT, role: 'parent', activeChildId: null };
const childView: Actor = { ...parent, activeChildId: own.id };
const teacher: Actor = { userId: 't1', role: 'coaching_teacher', activeChildId: null };
const admin: Actor = { userId: 'a1', role: 'super_admin', activeChildId: null };

const childActions: ChildAction[] = [
  'child:read',
  'child:update',
  'child:delete',
  'child:set_code',
  'child:update_photo',
  'child:read_photo',
];

describe('can: children', () => {
  it('a parent may list and add children, and act on their own children only', () => {
    expect(can(parent, 'child:list')).toBe(true);
    expect(can(parent, 'child:create')).toBe(true);
    for (const action of childActions) {
      expect(can(parent, action, own), action).toBe(true);
      expect(can(parent, action, sibling), action).toBe(true);
      expect(can(parent, action, stranger), action).toBe(false);
    }
  });

  it('a child view may only read its own child and its photo', () => {
    const allowed: Action[] = ['child:read', 'child:read_photo'];
    expect(can(childView, 'child:list')).toBe(false);
    expect(can(childView, 'child:create')).toBe(false);
    for (const action of childActions) {
      expect(can(childView, action, own), action).toBe(allowed.includes(action));
      expect(can(childView, action, sibling), action).toBe(false);
      expect(can(childView, action, stranger), action).toBe(false);
    }
  });

  it('other roles are denied everything', () => {
    for (const actor of [teacher, admin]) {
      expect(can(actor, 'child:list')).toBe(false);
      expect(can(actor, 'child:create')).toBe(false);
      for (const action of childActions) expect(can(actor, action, { id: 'c9', parentId: actor.userId })).toBe(false);
    }
  });
});

describe('can: a linked coach', () => {
  it('reads the child and their own work through child:read_coached_work, never the family’s child:read_tasks', () => {
    const coached = { ...own, coachIds: [teacher.userId] };
    for (const action of ['child:read', 'child:read_photo', 'child:read_coached_work', 'child:assign_task'] as const)
      expect(can(teacher, action, coached), action).toBe(true);
    for (const action of [...childActions.filter((a) => !a.startsWith('child:read')), 'child:read_tasks'] as const)
      expect(can(teacher, action, coached), action).toBe(false);
    expect(can(teacher, 'child:read_coached_work', own)).toBe(false);
    expect(can(parent, 'child:read_coached_work', own)).toBe(false);
    expect(can(childView, 'child:read_coached_work', own)).toBe(false);
  });
});

describe('can: tasks', () => {
  const TASK_ACTIONS: TaskAction[] = ['task:read', 'task:read_answer_key', 'task:manage'];
  const task = (ownerId: string, childId = own.id, state: TaskState = 'pending') => ({
    ownerId,
    childId,
    childParentId: childId === stranger.id ? stranger.parentId : PARENT,
    state,
  });
  const allowed = (actor: Actor, ref: TaskRef) => TASK_ACTIONS.filter((a) => can(actor, a, ref));

  it('the owner does everything; the child’s parent reads a coach’s task and its key but manages only their own', () => {
    expect(allowed(parent, task(PARENT))).toEqual(TASK_ACTIONS);
    expect(allowed(teacher, { ...task(teacher.userId), ownerCoachesChild: true })).toEqual(TASK_ACTIONS);
    // A coach whose link with the child ended reaches none of the tasks they gave it.
    expect(allowed(teacher, task(teacher.userId))).toEqual([]);
    expect(allowed(parent, task(teacher.userId))).toEqual(['task:read', 'task:read_answer_key']);
  });

  it('a child view reads its own child’s tasks, the key only once evaluated or published, and manages nothing', () => {
    for (const state of ['pending', 'completed'] as const)
      expect(allowed(childView, task(PARENT, own.id, state))).toEqual(['task:read']);
    for (const state of ['evaluated', 'published'] as const)
      expect(allowed(childView, task(teacher.userId, own.id, state))).toEqual(['task:read', 'task:read_answer_key']);
    expect(allowed(childView, task(PARENT, sibling.id, 'evaluated'))).toEqual([]);
  });

  it('anyone else is denied: another family, a teacher who does not own it, an admin', () => {
    expect(allowed(parent, task('p2', stranger.id))).toEqual([]);
    expect(allowed(teacher, task(PARENT))).toEqual([]);
    expect(allowed(admin, task(PARENT))).toEqual([]);
  });
});
