import { Button, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconMoodKid, IconPlus } from '@tabler/icons-react';
import { UI } from '../../../lib/messages';
import { Greeting } from './greeting';

const SOON = 'Coming soon: adding children arrives in a later update.';

export function ParentHome({ name }: { name: string }) {
  return (
    <Stack gap="lg">
      <Greeting name={name} subtitle="Here is your family's learning space." />
      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="xl">
            My Children
          </Title>
          <Tooltip label={SOON}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-disabled
              aria-disabled="true"
              onClick={(e) => e.preventDefault()}
            >
              Add Child
            </Button>
          </Tooltip>
        </Group>
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon size={72} radius="xl" variant="light" color="orange" aria-hidden>
            <IconMoodKid size={40} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {UI.noChildren}
          </Text>
          <Text c="gray.7" size="sm" ta="center" maw={380}>
            Add your child to assign practice sheets, follow their progress and see evaluations.
          </Text>
          <Tooltip label={SOON}>
            <Button
              mt="sm"
              radius="md"
              leftSection={<IconPlus size={18} aria-hidden />}
              data-disabled
              aria-disabled="true"
              aria-describedby="add-child-soon"
              onClick={(e) => e.preventDefault()}
            >
              {UI.addFirstChild}
            </Button>
          </Tooltip>
          <Text id="add-child-soon" size="xs" c="gray.7">
            Coming soon
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
