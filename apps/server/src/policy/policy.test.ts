import { describe, expect, it } from 'vitest';
import { type Action, type Actor, type ChildAction, can } from './policy';

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
