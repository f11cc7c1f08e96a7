import { UPLOAD_MAX_BYTES } from '@app/shared/constants';
import { type PreviewResponse, type SubmissionResponse, SUBMISSION_MSG } from '@app/shared/schemas/submissions';
import { isTaskCode, normaliseTaskCode } from '@app/shared/schemas/tasks';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Progress,
  Rating,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCamera, IconCheck, IconFileUpload, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import {
  type ValidateCodeResponse,
  useEvaluationSettings,
  usePreviewPages,
  useSubmitWork,
  validateTaskCode,
} from '../api/submit-work';
import { newIdempotencyKey } from './answers-store';
import { CameraCapture } from './camera-capture';
import classes from './player.module.css';

type Method = 'files' | 'camera' | 'text';
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

function fileProblem(f: File): string | null {
  if (!/\.(pdf|jpe?g|png)$/i.test(f.name) && !['application/pdf', 'image/jpeg', 'image/png'].includes(f.type))
    return `${f.name}: Only PDF, JPG, and PNG files are allowed.`;
  if (f.size > UPLOAD_MAX_BYTES) return `${f.name}: File size must be less than 10MB`;
  return null;
}

interface SubmissionWizardProps {
  /** The task it was opened from, or null (the child types the code). */
  task: { id: string; code: string } | null;
  opened: boolean;
  childId: string;
  onClose: () => void;
  onSubmitted: (taskId: string, result: SubmissionResponse) => void;
  /** The child's own wording by default; a parent handing in for the child gets its own title. */
  title?: string;
}

/** Spec 03 §2.6: 1 method and task code, 2 preview (editable), 3 "being evaluated" with the feedback survey. */
export function SubmissionWizard({
  task,
  opened,
  childId,
  onClose,
  onSubmitted,
  title = 'Upload My Work',
}: SubmissionWizardProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const settings = useEvaluationSettings();
  const preview = usePreviewPages();
  const submit = useSubmitWork();
  const [step, setStep] = useState(0);
  const [method, setMethod] = useState<Method | null>(null);
  const [code, setCode] = useState('');
  const [codeCheck, setCodeCheck] = useState<{
    state: 'idle' | 'checking' | 'found' | 'error';
    message?: string;
    taskId?: string;
  }>({ state: 'idle' });
  const [files, setFiles] = useState<File[]>([]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [read, setRead] = useState<PreviewResponse | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState(0);
  const [rating, setRating] = useState(0);
  const key = useRef(newIdempotencyKey());
  const done = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [openedFor, setOpenedFor] = useState(false);
  if (opened !== openedFor) {
    setOpenedFor(opened);
    if (opened) {
      setStep(0);
      setMethod(null);
      setCode(task?.code ?? '');
      setCodeCheck({ state: 'idle' });
      setFiles([]);
      setPhoto(null);
      setText('');
      setRead(null);
      setAnswers({});
      setDraft(null);
      setErrors([]);
      setProgress(0);
      setRating(0);
      key.current = newIdempotencyKey();
    }
  }
  useEffect(() => () => clearTimeout(done.current), []);

  // Six characters start the check (spec 03 §4).
  useEffect(() => {
    const c = normaliseTaskCode(code);
    if (!opened || c.length !== 6) return setCodeCheck({ state: 'idle' });
    let live = true;
    setCodeCheck({ state: 'checking' });
    validateTaskCode(c, childId)
      .then((r: ValidateCodeResponse) => {
        if (!live) return;
        setCodeCheck(
          r.valid && r.task
            ? { state: 'found', message: r.task.title, taskId: r.task.id }
            : { state: 'error', message: r.message || 'Task not found or not assigned to you' },
        );
      })
      .catch((err) => live && setCodeCheck({ state: 'error', message: errorMessage(err, 'Task not found') }));
    return () => {
      live = false;
    };
  }, [code, childId, opened]);

  const taskId = codeCheck.taskId ?? null;

  const next = () => {
    const problems: string[] = [];
    const c = normaliseTaskCode(code);
    if (!method) problems.push(SUBMISSION_MSG.selectType);
    if (!c) problems.push(SUBMISSION_MSG.codeRequired);
    else if (!isTaskCode(c)) problems.push(SUBMISSION_MSG.codeInvalid);
    else if (codeCheck.state !== 'found') problems.push(SUBMISSION_MSG.codeNotFound);
    if (method === 'files') {
      if (!files.length) problems.push(SUBMISSION_MSG.selectFiles);
      for (const f of files) {
        const p = fileProblem(f);
        if (p) problems.push(p);
      }
    }
    if (method === 'camera' && !photo) problems.push(SUBMISSION_MSG.capturePhoto);
    setErrors(problems);
    if (problems.length || !taskId) return;
    setStep(1);
    if (method === 'text') return;
    preview.mutate(
      {
        taskId,
        files: method === 'camera' && photo ? [photo] : files,
        vision: settings.data?.evaluation_method === 'vision',
      },
      {
        onSuccess: (res) => {
          setRead(res);
          setAnswers(res.parsed_answers);
        },
        onError: (err) => setErrors([`Error extracting text: ${errorMessage(err, SUBMISSION_MSG.extractFailed)}`]),
      },
    );
  };

  const send = () => {
    if (!taskId || !method) return;
    if (method === 'text' && !text.trim()) return setErrors([SUBMISSION_MSG.writeText]);
    setErrors([]);
    setProgress(0);
    submit.mutate(
      {
        taskId,
        idempotencyKey: key.current,
        method,
        childId,
        taskCode: normaliseTaskCode(code),
        answers: method === 'text' ? undefined : answers,
        text: method === 'text' ? text : undefined,
        files: method === 'files' ? files : method === 'camera' && photo ? [photo] : [],
        extraction: read
          ? {
              scenario: read.scenario,
              task_code_valid: read.task_code_valid,
              extracted_data: {
                method: read.extracted_data.method,
                answers: read.extracted_data.answers,
                task_code: read.extracted_data.task_code,
              },
            }
          : null,
        onProgress: setProgress,
      },
      {
        onSuccess: (res) => {
          setStep(2);
          // The dashboard hears of it after 2 s (spec 03 §4), while the child reads step 3.
          done.current = setTimeout(() => onSubmitted(taskId, res), 2000);
        },
        onError: (err) => setErrors([`Error submitting work: ${errorMessage(err, 'Unknown error occurred')}`]),
      },
    );
  };

  const low = new Set(read?.extracted_data.low_confidence ?? []);
  const MethodCard = ({ value, label, icon }: { value: Method; label: string; icon: React.ReactNode }) => (
    <UnstyledButton
      className={classes.option}
      data-chosen={method === value || undefined}
      onClick={() => setMethod(value)}
      role="radio"
      aria-checked={method === value}
    >
      <Stack gap={4} align="center">
        {icon}
        <Text fw={700}>{label}</Text>
      </Stack>
    </UnstyledButton>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      <Stepper active={step} size="sm" color="grape" mb="md" allowNextStepsSelect={false}>
        <Stepper.Step label="How and which task" />
        <Stepper.Step label="Check answers" />
        <Stepper.Step label="Done" />
      </Stepper>
      {step === 0 && (
        <Stack gap="md">
          <SimpleGrid cols={3} spacing="xs" role="radiogroup" aria-label="How will you hand it in?">
            <MethodCard value="files" label="Files" icon={<IconFileUpload size={28} aria-hidden />} />
            <MethodCard value="camera" label="Camera" icon={<IconCamera size={28} aria-hidden />} />
            <MethodCard value="text" label="Type it" icon={<IconPencil size={28} aria-hidden />} />
          </SimpleGrid>
          <TextInput
            size="lg"
            label="Task code"
            description="The 6 letters and numbers at the top of your worksheet"
            value={code}
            maxLength={6}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 4, fontWeight: 800 } }}
            rightSection={
              codeCheck.state === 'checking' ? (
                <Loader size="xs" />
              ) : codeCheck.state === 'found' ? (
                <IconCheck color="green" />
              ) : null
            }
          />
          {codeCheck.state === 'found' && (
            <Text c="green.8" fw={600}>
              Found: {codeCheck.message}
            </Text>
          )}
          {codeCheck.state === 'error' && <Text c="red.8">{codeCheck.message}</Text>}
          {method === 'files' && (
            <Stack gap={6}>
              <FileButton multiple accept={ACCEPT} onChange={(picked) => setFiles(picked)}>
                {(props) => (
                  <Button {...props} variant="light" radius="xl" leftSection={<IconFileUpload size={18} aria-hidden />}>
                    Choose files (PDF, JPG, PNG)
                  </Button>
                )}
              </FileButton>
              {files.map((f) => (
                <Text key={f.name} size="sm">
                  {f.name}
                </Text>
              ))}
            </Stack>
          )}
          {method === 'camera' && <CameraCapture photo={photo} onPhoto={setPhoto} />}
        </Stack>
      )}
      {step === 1 && (
        <Stack gap="md">
          {method === 'text' ? (
            <Textarea
              size="lg"
              label="My work"
              placeholder="Write your answers here"
              autosize
              minRows={6}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          ) : preview.isPending ? (
            <Stack align="center" py="xl" role="status">
              <Loader />
              <Text>Reading your pages…</Text>
            </Stack>
          ) : read ? (
            <>
              <Text size="sm" c="gray.7">
                {read.message}
              </Text>
              {low.size > 0 && (
                <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
                  Please check the answers marked below: they were hard to read.
                </Alert>
              )}
              {Object.keys(draft ?? answers).length === 0 && <Text>No answers were found. You can type them in.</Text>}
              {Object.entries(draft ?? answers)
                .sort(([a], [b]) => Number(a) - Number(b))
                .map(([n, v]) =>
                  draft ? (
                    <TextInput
                      key={n}
                      label={`Question ${n}`}
                      value={v}
                      onChange={(e) => setDraft({ ...draft, [n]: e.currentTarget.value })}
                      error={low.has(Number(n)) ? 'Hard to read: please check' : undefined}
                    />
                  ) : (
                    <Group key={n} gap="xs" wrap="nowrap">
                      <Badge
                        variant="light"
                        color={low.has(Number(n)) ? 'yellow' : 'grape'}
                        c={low.has(Number(n)) ? 'yellow.9' : undefined}
                      >
                        Q{n}
                      </Badge>
                      <Text>{v || '—'}</Text>
                      {low.has(Number(n)) && (
                        <Text size="xs" c="yellow.9">
                          check this
                        </Text>
                      )}
                    </Group>
                  ),
                )}
              <Group>
                {draft ? (
                  <>
                    <Button
                      size="xs"
                      onClick={() => {
                        setAnswers(draft);
                        setDraft(null);
                      }}
                    >
                      Save answers
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                      Cancel
                    </Button>
                  </>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setDraft({ ...answers })}
                  >
                    Edit answers
                  </Button>
                )}
              </Group>
            </>
          ) : null}
          {submit.isPending && (
            <Progress value={progress} color="grape" size="lg" radius="xl" striped animated aria-label="Uploading" />
          )}
        </Stack>
      )}
      {step === 2 && (
        <Stack gap="md" align="center">
          <Text fz={40} aria-hidden>
            🎉
          </Text>
          <Text fw={800} fz="lg" ta="center">
            {SUBMISSION_MSG.beingEvaluated}
          </Text>
          <Text size="sm" fw={600}>
            Feedback Survey: how easy was handing in your work?
          </Text>
          <Rating value={rating} onChange={setRating} size="xl" count={5} aria-label="Rating" />
          <Textarea w="100%" label="Anything to tell us?" autosize minRows={2} />
        </Stack>
      )}
      {errors.length > 0 && (
        <Alert mt="md" color="red" variant="light" role="alert">
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
      <Group justify="space-between" mt="lg">
        {step === 0 ? (
          <Button variant="default" radius="xl" onClick={onClose}>
            Cancel
          </Button>
        ) : (
          <Button
            variant="default"
            radius="xl"
            onClick={() => setStep(step - 1)}
            disabled={submit.isPending || (step === 2 && false)}
          >
            Back
          </Button>
        )}
        {step === 0 && (
          <Button radius="xl" color="grape" onClick={next}>
            Next
          </Button>
        )}
        {step === 1 && (
          <Button
            radius="xl"
            color="grape"
            onClick={send}
            loading={submit.isPending}
            disabled={preview.isPending || Boolean(draft)}
          >
            Submit
          </Button>
        )}
        {step === 2 && (
          <Button radius="xl" onClick={onClose}>
            Done
          </Button>
        )}
      </Group>
    </Modal>
  );
}
