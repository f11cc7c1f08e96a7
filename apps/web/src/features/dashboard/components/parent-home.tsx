import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Greeting } from './greeting';

/** Parent home: the greeting, then the family's sections (composed by the dashboard page). */
export function ParentHome({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Stack gap="lg">
      <Greeting name={name} subtitle="Here is your family's learning space." />
      {children}
    </Stack>
  );
}
