import { Badge } from '@mantine/core';

/** Marks a feature that is visible for orientation but not available yet. Dark text keeps AA contrast. */
export function ComingSoonBadge() {
  return (
    <Badge variant="light" color="gray" c="gray.8" radius="sm">
      Coming soon
    </Badge>
  );
}
