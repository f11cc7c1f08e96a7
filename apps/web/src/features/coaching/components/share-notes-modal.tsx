import { UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE } from '@app/shared/schemas/files';
import {
  SHARE_FILES_MAX,
  STUDY_DESCRIPTION_MAX,
  STUDY_MSG,
  STUDY_TITLE_MAX,
  type ZShareNotesResponse,
} from '@app/shared/schemas/study';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPaperclip, IconShare } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';
import { useAssignmentTargets } from '../api/coaching';
import { COACH_UI } from './coaching-ui';

type ShareResponse = z.infer<typeof ZShareNotesResponse>;

// The server checks each file's content; the picker only narrows what the browser offers.
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const ALLOWED = /\.(pdf|jpe?g|png)$/i;

interface ShareNotesModalProps {
  opened: boolean;
  onClose: () => void;
  /** The active batch, preselected. */
  batchId: string | null;
}

/** Share Notes & Resources (spec 02 §2.7): files once to entire batches or chosen linked students. */
export function ShareNotesModal({ opened, onClose, batchId }: ShareNotesModalProps) {
  const queryClient = useQueryClient();
  const targets = useAssignmentTargets(opened);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [mode, setMode] = useState<'batch' | 'students'>('batch');
  const [batches, setBatches] = useState<string[]>([]);
  const [students, setStudents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts fresh with the active batch ticked.
  useEffect(() => {
    if (!opened) return;
    setTitle('');
    setDescription('');
    setFiles([]);
    setMode('batch');
    setBatches(batchId ? [batchId] : []);
    setStudents([]);
    setError(null);
  }, [opened, batchId]);

  const check = (): string | null => {
    if (!title.trim()) return STUDY_MSG.titleRequired;
    if (files.length === 0) return STUDY_MSG.selectFileToShare;
    if (files.length > SHARE_FILES_MAX) return `You can share at most ${SHARE_FILES_MAX} files at once`;
    if (files.some((f) => !ALLOWED.test(f.name))) return STUDY_MSG.shareFileTypes;
    if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return UPLOAD_SIZE_MESSAGE;
    if (mode === 'batch' && batches.length === 0) return COACH_UI.selectBatchFirst;
    if (mode === 'students' && students.length === 0) return COACH_UI.selectStudent;
    return null;
  };

  const submit = async () => {
    const problem = check();
    setError(problem);
    if (problem) return;
    const form = new FormData();
    form.append('title', title.trim());
    if (description.trim()) form.append('description', description.trim());
    form.append('target_type', mode);
    for (const id of mode === 'batch' ? batches : students) form.append('target_ids', id);
    for (const f of files) form.append('files', f, f.name);
    setBusy(true);
    try {
      const res = await apiUpload<ShareResponse>('/teaching/share-notes', form);
      await queryClient.invalidateQueries({ queryKey: ['study'] });
      notifications.show({ color: 'green', message: res.message });
      onClose();
    } catch (err) {
      setError(errorMessage(err, STUDY_MSG.notesShareError));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  return (
    <Modal opened={opened} onClose={onClose} title="Share Notes & Resources" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={STUDY_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label="Description"
          description="Optional"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={STUDY_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <FileInput
          label="Files"
          description={`PDF, JPG or PNG; up to ${SHARE_FILES_MAX} files, 10MB each`}
          placeholder="Choose files"
          multiple
          clearable
          accept={ACCEPT}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          withAsterisk
          value={files}
          onChange={(picked) => {
            setFiles(picked);
            // A complaint about the old choice no longer applies.
            setError(null);
          }}
        />
        <Radio.Group label="Share with" value={mode} onChange={(v) => setMode(v as 'batch' | 'students')}>
          <Group gap="lg" mt={6}>
            <Radio value="batch" label="Entire batches" />
            <Radio value="students" label="Specific students" />
          </Group>
        </Radio.Group>
        {targets.isPending ? (
          <Loader size="sm" aria-label="Loading batches and students" />
        ) : targets.isError ? (
          <Text c="red.8" size="sm" role="alert">
            Batches and students could not be loaded.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={200} type="auto">
            {mode === 'batch' ? (
              <Stack gap={6} role="group" aria-label="Batches">
                {targets.data.batches.length === 0 && (
                  <Text size="sm" c="gray.7">
                    No batches yet.
                  </Text>
                )}
                {targets.data.batches.map((b) => (
                  <Checkbox
                    key={b.id}
                    label={`${b.name} (${b.student_count} ${b.student_count === 1 ? 'student' : 'students'})`}
                    checked={batches.includes(b.id)}
                    onChange={(e) => setBatches(toggle(batches, b.id, e.currentTarget.checked))}
                  />
                ))}
              </Stack>
            ) : (
              <Stack gap={6} role="group" aria-label="Students">
                {targets.data.students.length === 0 && (
                  <Text size="sm" c="gray.7">
                    No approved students yet.
                  </Text>
                )}
                {/* A student linked for two subjects is one recipient: list each once. */}
                {[...new Map(targets.data.students.map((s) => [s.id, s])).values()].map((s) => (
                  <Checkbox
                    key={s.id}
                    label={`${s.name} (Grade ${s.grade})`}
                    checked={students.includes(s.id)}
                    onChange={(e) => setStudents(toggle(students, s.id, e.currentTarget.checked))}
                  />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
        )}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button leftSection={<IconShare size={16} aria-hidden />} onClick={() => void submit()} loading={busy}>
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
