import { bookPreferenceKey, STUDY_MSG } from '@app/shared/schemas/study';
import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCatalogue, usePreferences, useSavePreferences } from '../api/books';

const SUBJECTS = ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies', 'Physics', 'Chemistry', 'Biology'];

/** Spec 02 §2.17: a teacher's preferred books per grade and subject; the first one is the generators' default. */
export function BookPreferencesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [grade, setGrade] = useState(6);
  const [subject, setSubject] = useState('Mathematics');
  const [chosen, setChosen] = useState<string[]>([]);
  const prefs = usePreferences(opened);
  const catalogue = useCatalogue(grade, subject);
  const save = useSavePreferences();
  const saved = prefs.data?.book_preferences[bookPreferenceKey(grade, subject)];

  useEffect(() => setChosen(saved ?? []), [saved]);

  const books = catalogue.data?.books ?? [];
  const submit = () =>
    save.mutate(
      // Kept in catalogue order, so the first preferred book is predictable.
      { grade, subject, selected_books: books.filter((b) => chosen.includes(b.id)).map((b) => b.id) },
      {
        onSuccess: () => notifications.show({ color: 'green', message: STUDY_MSG.bookPreferencesSaved }),
        onError: (e) => notifications.show({ color: 'red', message: errorMessage(e, STUDY_MSG.bookSelectionError) }),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Preferred Books"
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Grade"
            data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Grade ${i + 1}` }))}
            value={String(grade)}
            onChange={(v) => v && setGrade(Number(v))}
            allowDeselect={false}
          />
          <Select
            label="Subject"
            data={SUBJECTS}
            value={subject}
            onChange={(v) => v && setSubject(v)}
            allowDeselect={false}
          />
        </SimpleGrid>
        {catalogue.isPending || prefs.isPending ? (
          <Loader size="sm" aria-label="Loading books" />
        ) : catalogue.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(catalogue.error, 'Could not load the books')}
          </Alert>
        ) : books.length === 0 ? (
          <Text c="gray.7">No books are listed for this grade and subject.</Text>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Books
              </Text>
              <Badge variant="light">
                {chosen.length} of {books.length} selected
              </Badge>
            </Group>
            <Checkbox.Group value={chosen} onChange={setChosen} aria-label="Preferred books">
              <Stack gap={6}>
                {books.map((b) => (
                  <Checkbox key={b.id} value={b.id} label={b.title} description={`${b.publisher} · ${b.board}`} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={books.length === 0}>
            Save Preferences
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
