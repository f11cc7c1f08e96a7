import type { Role } from '@app/shared/constants';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconFileText, IconNotebook, IconPencil, IconWriting } from '@tabler/icons-react';
import { FeatureCard } from './feature-card';

/** Spec 01 "Main dashboard shell": parents get Practice Sheet and Create Note, teachers Create Worksheet and Notes. */
export function CreatePage({
  role,
  onCreateWorksheet,
  onCreateNotes,
  onPreferredBooks,
}: {
  role: Role;
  onCreateWorksheet: () => void;
  onCreateNotes: () => void;
  /** A teacher's preferred books per grade and subject (spec 02 §2.17). */
  onPreferredBooks: () => void;
}) {
  const teacher = role === 'coaching_teacher';
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Create</Title>
        <Text c="gray.7" size="sm">
          {teacher ? 'Prepare material for your batch.' : "Prepare practice and notes for your child's learning."}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {teacher ? (
          <>
            <FeatureCard
              icon={<IconWriting size={26} />}
              color="indigo"
              title="Create Worksheet"
              description="Generate a worksheet by grade, board, subject and topics, with an answer key, and assign it to your batches or students."
              actionLabel="Create Worksheet"
              onClick={onCreateWorksheet}
            />
            <FeatureCard
              icon={<IconNotebook size={26} />}
              color="teal"
              title="Create Notes"
              description="Compose study notes, summaries and memory maps for the batch's current topics."
              actionLabel="Create Notes"
              onClick={onCreateNotes}
            />
            <FeatureCard
              icon={<IconBooks size={26} />}
              color="cyan"
              title="Preferred Books"
              description="Choose the books you teach from per grade and subject; generators start from them."
              actionLabel="Choose Books"
              onClick={onPreferredBooks}
            />
          </>
        ) : (
          <>
            <FeatureCard
              icon={<IconFileText size={26} />}
              color="indigo"
              title="Practice Sheet"
              description="AI-generated worksheets and practice tests matched to your child's grade and syllabus."
              actionLabel="Practice Sheet"
              onClick={onCreateWorksheet}
            />
            <FeatureCard
              icon={<IconPencil size={26} />}
              color="teal"
              title="Create Note"
              description="Study notes, summaries and memory maps for revision at home."
              actionLabel="Create Note"
              onClick={onCreateNotes}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
