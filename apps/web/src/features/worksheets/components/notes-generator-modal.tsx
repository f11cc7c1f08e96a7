import type { Notes } from '@app/shared/schemas/notes';
import { STUDY_MSG } from '@app/shared/schemas/study';
import { Alert, Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter, IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { NotesContent } from '../../../components/notes-content';
import { errorMessage } from '../../../lib/api-client';
import { apiBlob, openPdf, saveBlob } from '../../../lib/api-files';
import { useGenerateNotes } from '../api/notes';
import { AssignNotesModal } from './assign-notes-modal';
import type { ChildTarget } from './generator-form';
import { NotesForm } from './notes-form';
import { WS_UI } from './worksheet-ui';

type Stage = 'form' | 'generating' | 'result';

interface NotesGeneratorModalProps {
  opened: boolean;
  onClose: () => void;
  /** The parent's children (the one in view first); empty for a teacher. */
  targets: ChildTarget[];
  initialChildId?: string | null;
  initialSubject?: string | null;
}

/** Spec 02 §9: notes_{subject}_{timestamp}; ours is a PDF rendered on the server. */
const downloadName = (subject: string) => `notes_${subject.replace(/[^A-Za-z0-9]+/g, '_')}_${Date.now()}.pdf`;

/** Notes Generator dialog (spec 02 §2.6, §4): form, generating, result with Generate New, Assign, Print, Download. */
export function NotesGeneratorModal({
  opened,
  onClose,
  targets,
  initialChildId,
  initialSubject,
}: NotesGeneratorModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const generate = useGenerateNotes();
  const [stage, setStage] = useState<Stage>('form');
  const [notes, setNotes] = useState<Notes | null>(null);
  const [childId, setChildId] = useState<string | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const resetGenerate = generate.reset;

  useEffect(() => {
    if (!opened) return;
    setStage('form');
    setNotes(null);
    setFileError(null);
    setFormKey((k) => k + 1);
    resetGenerate();
  }, [opened, resetGenerate]);

  const pdfPath = notes ? `/notes/${encodeURIComponent(notes.id)}/pdf` : '';
  const print = () => {
    setFileError(null);
    openPdf(pdfPath).catch(() => setFileError(WS_UI.pdfError));
  };
  const download = () => {
    if (!notes) return;
    setFileError(null);
    apiBlob(pdfPath)
      .then((b) => saveBlob(b, downloadName(notes.subject)))
      .catch(() => setFileError(WS_UI.pdfError));
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title="Notes Generator"
        size="xl"
        fullScreen={phone}
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {/* The form stays mounted under the result so Generate New returns to what was filled in. */}
        <div hidden={stage !== 'form'}>
          <NotesForm
            key={formKey}
            targets={targets}
            initialChildId={initialChildId}
            initialSubject={initialSubject}
            busy={generate.isPending}
            error={generate.isError ? errorMessage(generate.error, STUDY_MSG.notesGenerateError) : null}
            onSubmit={(body, child) => {
              setChildId(child);
              setStage('generating');
              generate.mutate(body, {
                onSuccess: (n) => {
                  setNotes(n);
                  setStage('result');
                },
                onError: () => setStage('form'),
              });
            }}
          />
        </div>
        {stage === 'generating' && (
          <Stack align="center" gap="sm" py={48} role="status" aria-live="polite">
            <Loader size="lg" />
            <Text fw={700}>Generating your notes…</Text>
          </Stack>
        )}
        {stage === 'result' && notes && (
          <Stack gap="md">
            <Group gap="xs">
              <Text fw={700}>{notes.title}</Text>
              <Badge variant="light">Grade {notes.grade}</Badge>
              <Badge variant="light" color="gray">
                {notes.board}
              </Badge>
            </Group>
            <NotesContent html={notes.html_content} mermaid={notes.mermaid} label={notes.title} />
            {fileError && (
              <Alert color="red" variant="light" role="alert">
                {fileError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => {
                  generate.reset();
                  setStage('form');
                }}
              >
                Generate New
              </Button>
              <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
                Print
              </Button>
              <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
                Download as PDF
              </Button>
              {targets.length > 0 && (
                <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setAssigning(true)}>
                  Assign
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
      {notes && (
        <AssignNotesModal
          opened={assigning}
          noteId={notes.id}
          defaultTitle={notes.title}
          targets={targets}
          initialChildId={childId}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            notifications.show({ color: 'green', message: STUDY_MSG.notesAssigned });
            // Spec 02 §2.6: Assign posts and then closes the dialog.
            onClose();
          }}
        />
      )}
    </>
  );
}
