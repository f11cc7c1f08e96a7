import type { StudyAssignment } from '@app/shared/schemas/study';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { NotesContent } from '../../../components/notes-content';
import { errorMessage } from '../../../lib/api-client';
import { apiBlob, openPdf } from '../../../lib/api-files';
import { formatStudyDate } from './study-ui';

/** Shared files come through the authorised file route: fetched with the session, opened in a new tab. */
async function openFile(url: string, contentType: string) {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiBlob(url.replace(/^\/api/, ''));
    const href = URL.createObjectURL(new Blob([blob], { type: contentType }));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** Spec 01 Study Support detail: files listed as File 1, File 2, otherwise the notes with maths and diagrams. */
export function StudyDetailModal({ item, onClose }: { item: StudyAssignment | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [error, setError] = useState<string | null>(null);
  const run = (p: Promise<void>) => {
    setError(null);
    p.catch((e) => setError(errorMessage(e, 'Could not open the file. Please try again.')));
  };
  const print = () => {
    if (!item) return;
    if (item.note_id) run(openPdf(`/notes/${encodeURIComponent(item.note_id)}/pdf`));
    else if (item.files[0]) run(openFile(item.files[0].url, item.files[0].content_type));
  };

  return (
    <Modal
      opened={!!item}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={item?.title ?? ''}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {item && (
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {[item.subject, `From ${item.assigned_by_name}`, formatStudyDate(item.assigned_at)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {item.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{item.description}</Text>}
          {item.files.length > 0 ? (
            <Stack gap="xs" role="list" aria-label="Files">
              {item.files.map((f, i) => (
                <Group key={f.id} role="listitem" gap="sm" wrap="nowrap">
                  <Button
                    variant="light"
                    leftSection={<IconFileDownload size={16} aria-hidden />}
                    onClick={() => run(openFile(f.url, f.content_type))}
                  >
                    File {i + 1}
                  </Button>
                  <Text size="sm" c="gray.7" truncate>
                    {f.name}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : item.note_details ? (
            <NotesContent
              html={item.note_details.html_content}
              mermaid={item.note_details.mermaid}
              label={item.title}
            />
          ) : null}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
              Print
            </Button>
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
