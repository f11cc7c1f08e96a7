import type { Role } from '@app/shared';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useUserSearch } from '../api/admin-users';

const ROLE_LABEL: Record<Role, string> = {
  parent: 'Parent',
  coaching_teacher: 'Teacher',
  super_admin: 'Super admin',
  qb_admin: 'QB admin',
};

/** Picks one user by name or email (searched on the server, 20 at a time). */
export function UserPicker(props: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  disabled?: boolean;
  role?: Role;
  description?: string;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const found = useUserSearch(q, props.role);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const options = (found.data?.users ?? []).map((u) => ({
    value: u.id,
    label: `${u.name} · ${u.email} (${ROLE_LABEL[u.role]})`,
  }));
  // Keep the chosen user listed while the search moves on, so the field still shows who it is.
  const data = picked && !options.some((o) => o.value === picked.value) ? [picked, ...options] : options;
  return (
    <Select
      label={props.label}
      description={props.description}
      placeholder="Search by name or email"
      searchable
      clearable
      disabled={props.disabled}
      data={data}
      value={props.value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No users found'}
      onChange={(id, option) => {
        setPicked(id && option ? { value: id, label: option.label } : null);
        props.onChange(id);
      }}
    />
  );
}

export { ROLE_LABEL };
