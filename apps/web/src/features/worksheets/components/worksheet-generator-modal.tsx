import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { openPdf } from '../../../lib/api-files';
import { printHtml } from '../../../lib/print-html';
import { useGenerateWorksheet, useWorksheet } from '../api/worksheets';
import { AssignTaskForm } from './assign-task-form';
import { EditWorksheetModal } from './edit-worksheet-modal';
import { type ChildTarget, GeneratorForm, type GeneratorRequest } from './generator-form';
import { WorksheetPreview } from './worksheet-preview';
import { WS_UI } from './worksheet-ui';

type Stage = 'form' | 'generating' | 'preview' | 'assign' | 'assigned';

interface WorksheetGeneratorModalProps {
  opened: boolean;
  onClose: () => void;
  /** The parent's children (the one in view first); empty for a teacher. */
  targets: ChildTarget[];
  initialChildId?: string | null;
  initialSubject?: string | null;
  initialGrade?: number | null;
  /** A parent generates for a child: without one there is nothing to generate for yet. */
  requireChild?: boolean;
  /** A coaching teacher's assign step (batches and students), supplied by the page that knows them. */
  renderAssign?: (props: TeacherAssignStep) => ReactNode;
}

/** What the success prompt needs from an assign answer. */
type AssignedSummary = { tasks: { task_id: string }[]; tasks_created: number; task_code: string };

/** What the generator hands a teacher's assign step. */
export interface TeacherAssignStep {
  worksheetId: string;
  defaultTitle: string;
  onCancel: () => void;
  onAssigned: (result: AssignedSummary) => void;
}

/** Worksheet Generator dialog (spec 02 §2.1, §4): form, generating, preview, assign, success. */
export function WorksheetGeneratorModal({
  opened,
  onClose,
  targets,
  initialChildId,
  initialSubject,
  initialGrade,
  requireChild = false,
  renderAssign,
}: WorksheetGeneratorModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const generate = useGenerateWorksheet();
  const [stage, setStage] = useState<Stage>('form');
  const [request, setRequest] = useState<GeneratorRequest | null>(null);
  const [worksheetId, setWorksheetId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [assigned, setAssigned] = useState<AssignedSummary | null>(null);
  const [printError, setPrintError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const worksheet = useWorksheet(worksheetId);
  const resetGenerate = generate.reset;

  useEffect(() => {
    if (!opened) return;
    setStage('form');
    setWorksheetId(null);
    setAssigned(null);
    setPrintError(null);
    setFormKey((k) => k + 1);
    resetGenerate();
  }, [opened, resetGenerate]);

  const submit = (req: GeneratorRequest) => {
    setRequest(req);
    setStage('generating');
    generate.mutate(req.body, {
      onSuccess: (ws) => {
        setWorksheetId(ws.id);
        setStage('preview');
      },
      onError: () => setStage('form'),
    });
  };

  const childId = request?.body.target_type === 'child' ? request.body.target_id : null;
  const child = targets.find((t) => t.id === childId) ?? null;
  const ws = worksheet.data;

  const print = async () => {
    const taskId = assigned?.tasks[0]?.task_id;
    if (!taskId) return;
    setPrintError(null);
    try {
      await openPdf(`/tasks/${encodeURIComponent(taskId)}/pdf`);
    } catch {
      setPrintError(WS_UI.pdfError);
    }
  };

  const title = stage === 'assign' ? 'Assign Task' : stage === 'assigned' ? WS_UI.assigned : 'Worksheet Generator';

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={title}
        size="xl"
        fullScreen={phone}
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {/* The form stays mounted under the preview so Generate New returns to what was filled in. */}
        {requireChild && targets.length === 0 && (
          <Alert color="indigo" variant="light">
            Add your child on the home page first; practice sheets are made for a child's grade and board.
          </Alert>
        )}
        <div hidden={stage !== 'form' || (requireChild && targets.length === 0)}>
          <GeneratorForm
            key={formKey}
            targets={targets}
            initialChildId={initialChildId}
            initialSubject={initialSubject}
            initialGrade={initialGrade}
            busy={generate.isPending}
            error={generate.isError ? errorMessage(generate.error, WS_UI.generateError) : null}
            onSubmit={submit}
          />
        </div>
        {stage === 'generating' && (
          <Stack align="center" gap="sm" py={48} role="status" aria-live="polite">
            <Loader size="lg" />
            <Text fw={700}>Generating your worksheet…</Text>
            <Text size="sm" c="gray.7">
              Picking questions for the chosen topics. This takes a few seconds.
            </Text>
          </Stack>
        )}
        {stage === 'preview' &&
          (ws ? (
            <WorksheetPreview
              worksheet={ws}
              assignBlocked={child || renderAssign ? null : 'Choose a child to assign this worksheet to.'}
              onGenerateNew={() => {
                generate.reset();
                setStage('form');
              }}
              onEdit={() => setEditing(true)}
              onAssign={() => setStage('assign')}
            />
          ) : worksheet.isError ? (
            <Alert color="red" variant="light" role="alert">
              {WS_UI.worksheetMissing}
            </Alert>
          ) : (
            <Loader aria-label="Loading worksheet" />
          ))}
        {stage === 'assign' &&
          ws &&
          renderAssign?.({
            worksheetId: ws.id,
            defaultTitle: `${ws.subject} - ${request?.templateName ?? 'Custom'}`,
            onCancel: () => setStage('preview'),
            onAssigned: (res) => {
              setAssigned(res);
              setStage('assigned');
            },
          })}
        {stage === 'assign' && ws && child && !renderAssign && (
          <AssignTaskForm
            worksheetId={ws.id}
            childId={child.id}
            childName={child.name}
            defaultTitle={`${ws.subject} - ${request?.templateName ?? 'Custom'}`}
            onCancel={() => setStage('preview')}
            onAssigned={(res) => {
              setAssigned(res);
              setStage('assigned');
            }}
          />
        )}
        {stage === 'assigned' && assigned && (
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
              <IconCircleCheck size={40} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {WS_UI.assigned}
            </Title>
            <Text ta="center">
              {child ? `${child.name} has a new task.` : `${assigned.tasks_created} students have a new task.`} Task
              code{' '}
              <Text component="span" fw={800} ff="monospace" data-testid="assigned-task-code">
                {assigned.task_code}
              </Text>
            </Text>
            {printError && (
              <Alert color="red" variant="light" role="alert" w="100%">
                <Stack gap={6}>
                  <Text size="sm">{printError}</Text>
                  {ws && (
                    <Button
                      size="xs"
                      variant="white"
                      w="fit-content"
                      onClick={() => void printHtml(ws.title, ws.html_content_print)}
                    >
                      Print worksheet
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
            <Group gap="sm" mt="sm">
              <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => void print()}>
                Print
              </Button>
              <Button onClick={onClose}>Close</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <EditWorksheetModal worksheet={ws ?? null} opened={editing} onClose={() => setEditing(false)} />
    </>
  );
}
