import { STUDY_MSG } from '@app/shared/schemas/study';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useChildBooks, useChildSyllabus, useSaveChildBooks } from '../api/books';

interface SyllabusModalProps {
  opened: boolean;
  onClose: () => void;
  child: { id: string; name: string };
  initialSubject?: string | null;
  /** Only a parent chooses books; the child's view reads the syllabus. */
  canChoose: boolean;
}

/** Spec 02 §2.17: the syllabus (books, chapters, topics) of a subject, and the parent's choice of book. */
export function SyllabusModal({ opened, onClose, child, initialSubject, canChoose }: SyllabusModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const syllabus = useChildSyllabus(child.id);
  const books = useChildBooks(child.id);
  const save = useSaveChildBooks(child.id);
  const [subject, setSubject] = useState<string | null>(initialSubject ?? null);
  const [picked, setPicked] = useState<string | null>(null);

  const subjects = syllabus.data?.subjects ?? [];
  const current = subject && subjects.includes(subject) ? subject : (subjects[0] ?? null);
  const entry = syllabus.data?.syllabus.find((s) => s.subject === current) ?? null;
  const selected = books.data?.selected.selected_books ?? [];
  const available = books.data?.available.books ?? [];
  const subjectBooks = useMemo(() => available.filter((b) => b.subject === current), [available, current]);

  useEffect(() => {
    if (opened && initialSubject) setSubject(initialSubject);
  }, [opened, initialSubject]);
  // The radio starts on the book in use for the subject.
  useEffect(() => setPicked(entry?.selected_book_id ?? null), [entry?.selected_book_id]);

  const saveChoice = () => {
    if (!picked || !current) return;
    // One book per subject: the new choice replaces this subject's earlier one, other subjects keep theirs.
    const others = selected.filter((id) => !subjectBooks.some((b) => b.id === id));
    save.mutate([picked, ...others], {
      onSuccess: () => notifications.show({ color: 'green', message: STUDY_MSG.bookSelectionSaved }),
      onError: (e) => notifications.show({ color: 'red', message: errorMessage(e, STUDY_MSG.bookSelectionError) }),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Syllabus: ${child.name}`}
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {syllabus.isPending ? (
        <Loader aria-label="Loading syllabus" />
      ) : syllabus.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(syllabus.error, 'Could not load the syllabus')}
        </Alert>
      ) : subjects.length === 0 ? (
        <Text c="gray.7">No syllabus is available for this grade and board yet.</Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Select
              label="Subject"
              data={subjects}
              value={current}
              onChange={(v) => v && setSubject(v)}
              allowDeselect={false}
              w={240}
            />
            <Text size="sm" c="gray.7">
              {syllabus.data.board} · Grade {syllabus.data.grade}
            </Text>
          </Group>

          {canChoose && subjectBooks.length > 0 && (
            <Stack gap={6}>
              <Group justify="space-between">
                <Title order={4} fz="md">
                  Book
                </Title>
                <Badge variant="light" aria-label="Books selected">
                  {selected.length} of {available.length} books selected
                </Badge>
              </Group>
              <Radio.Group value={picked} onChange={setPicked} aria-label={`Book for ${current}`}>
                <Stack gap={6}>
                  {subjectBooks.map((b) => (
                    <Radio key={b.id} value={b.id} label={b.title} description={b.publisher} />
                  ))}
                </Stack>
              </Radio.Group>
              <Group justify="flex-end">
                <Button
                  size="xs"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  disabled={!picked || (picked === entry?.selected_book_id && selected.includes(picked))}
                  loading={save.isPending}
                  onClick={saveChoice}
                >
                  Save book
                </Button>
              </Group>
            </Stack>
          )}

          {entry && (
            <Stack gap={6}>
              <Title order={4} fz="md">
                {entry.selected_book ?? 'Chapters'}
              </Title>
              {entry.chapters.length === 0 ? (
                <Text c="gray.7">No chapters listed for this subject.</Text>
              ) : (
                <Accordion variant="separated" multiple>
                  {entry.chapters.map((c, i) => (
                    <Accordion.Item key={c.chapter} value={c.chapter}>
                      <Accordion.Control>
                        <Text fw={600} size="sm">
                          {i + 1}. {c.chapter}
                        </Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <List size="sm" spacing={2}>
                          {c.topics.map((t) => (
                            <List.Item key={t}>{t}</List.Item>
                          ))}
                        </List>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
