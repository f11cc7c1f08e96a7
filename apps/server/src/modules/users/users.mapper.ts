import type { User } from '@app/shared';
import type { UserRow } from '../../db/schema/index';

/** The public view of a user. Hashes and counters are not part of it. */
export function toPublicUser(u: UserRow): User {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    full_name: u.name,
    mobile: u.mobile,
    role: u.role,
    is_active: u.isActive,
    has_access_code: Boolean(u.accessCodeHash),
    must_change_password: u.mustChangePassword,
    created_at: u.createdAt.toISOString(),
  };
}
