import { BOARDS, CHILD_AGE_MAX, CHILD_AGE_MIN, GRADE_MAX, GRADE_MIN, UPLOAD_MAX_BYTES } from '@app/shared/constants';
import {
  type Child,
  type CreateChildBody,
  CHILD_DATA_NOTICE,
  CHILD_DATA_NOTICE_VERSION,
  CHILD_MSG,
  CHILD_NAME_MAX,
  SCHOOL_NAME_MAX,
  ZCreateChildBody,
  ZUpdateChildBody,
} from '@app/shared/schemas/children';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { charCount } from '../../../components/limits';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateChild, useUpdateChild, useUploadChildPhoto } from '../api/children';
import { ChildAvatar } from './child-avatar';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => String(GRADE_MIN + i));

interface Values {
  name: string;
  age: number | string;
  grade: string | null;
  school_name: string;
  board: string | null;
  access_code: string;
  consent: boolean;
}

const emptyValues: Values = {
  name: '',
  age: '',
  grade: null,
  school_name: '',
  board: null,
  access_code: '',
  consent: false,
};

function valuesOf(child: Child): Values {
  return {
    name: child.name,
    age: child.age,
    grade: String(child.grade),
    school_name: child.school_name,
    board: child.board,
    access_code: '',
    consent: true,
  };
}

/** First message per field, from the same shared schema the server validates with. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

interface ChildFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Absent: Add Child. Present: Edit Child Details. */
  child?: Child | null;
}

export function ChildFormModal({ opened, onClose, child }: ChildFormModalProps) {
  const editing = Boolean(child);
  const phone = useMediaQuery('(max-width: 36em)');
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [added, setAdded] = useState<{ name: string; code?: string } | null>(null);
  const create = useCreateChild();
  const update = useUpdateChild();
  const upload = useUploadChildPhoto();
  const pending = create.isPending || update.isPending || upload.isPending;

  useEffect(() => {
    if (!opened) return;
    setValues(child ? valuesOf(child) : emptyValues);
    setErrors({});
    setFormError(null);
    setPhoto(null);
    setAdded(null);
  }, [opened, child]);

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const pickPhoto = (file: File | null) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setErrors((e) => ({ ...e, photo: CHILD_MSG.photoType }));
    if (file.size > UPLOAD_MAX_BYTES) return setErrors((e) => ({ ...e, photo: 'File size must be less than 10MB' }));
    setErrors(({ photo: _, ...rest }) => rest);
    setPhoto(file);
  };

  const uploadPhoto = async (id: string) => {
    if (!photo) return true;
    try {
      await upload.mutateAsync({ id, file: photo });
      return true;
    } catch (err) {
      notifications.show({
        color: 'orange',
        title: 'Photo not saved',
        message: errorMessage(err, 'The details were saved, but the photo could not be uploaded.'),
      });
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const input = {
      name: values.name,
      age: values.age === '' ? undefined : values.age,
      grade: values.grade ?? undefined,
      school_name: values.school_name,
      board: values.board ?? undefined,
      access_code: values.access_code,
    };
    const parsed = child
      ? ZUpdateChildBody.safeParse(input)
      : ZCreateChildBody.safeParse({
          ...input,
          consent: values.consent || undefined,
          notice_version: CHILD_DATA_NOTICE_VERSION,
        });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    try {
      if (child) {
        const body = ZUpdateChildBody.parse(input);
        await update.mutateAsync({ id: child.id, body });
        await uploadPhoto(child.id);
        notifications.show({ color: 'green', title: 'Child', message: `${body.name}'s details were saved.` });
        onClose();
      } else {
        const created = await create.mutateAsync(parsed.data as CreateChildBody);
        await uploadPhoto(created.id);
        setAdded({ name: created.name, code: created.generated_access_code });
      }
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
      setFormError(errorMessage(err, 'Could not save the child. Please try again.'));
    }
  };

  const title = added ? 'Child Added' : editing ? 'Edit Child Details' : 'Add Child';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      radius="lg"
      centered
      fullScreen={phone}
      closeOnClickOutside={!pending}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {added ? (
        <Stack align="center" gap="sm" py="md">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
            <IconCheck size={32} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {added.name} has been added
          </Title>
          {added.code ? (
            <>
              <Text ta="center" size="sm">
                {added.name}'s access code is
              </Text>
              <Text fz={32} fw={800} ff="monospace" lts={8} data-testid="generated-code">
                {added.code}
              </Text>
              <Text ta="center" size="sm" c="gray.7" maw={380}>
                Please note it down: it is shown only this once. You can set a new one in Profile Settings, Children's
                Codes.
              </Text>
            </>
          ) : (
            <Text ta="center" size="sm" c="gray.7">
              {added.name} can open the child view with the access code you chose.
            </Text>
          )}
          <Button mt="sm" onClick={onClose} data-autofocus>
            Done
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Group gap="md" wrap="nowrap">
              {preview ? (
                <img
                  src={preview}
                  alt={`Chosen for ${values.name || 'the child'}`}
                  width={64}
                  height={64}
                  style={{ borderRadius: '50%', objectFit: 'cover' }}
                />
              ) : (
                <ChildAvatar name={values.name || '?'} photoUrl={child?.photo_url} size={64} />
              )}
              <Stack gap={4}>
                <FileButton onChange={pickPhoto} accept="image/png,image/jpeg">
                  {(props) => (
                    <Button {...props} variant="light" size="xs" leftSection={<IconPhoto size={16} aria-hidden />}>
                      {photo || child?.photo_url ? 'Change photo' : 'Add photo'}
                    </Button>
                  )}
                </FileButton>
                <Text size="xs" c={errors.photo ? 'red.8' : 'gray.7'} role={errors.photo ? 'alert' : undefined}>
                  {errors.photo ?? 'Optional. JPG or PNG, up to 10 MB.'}
                </Text>
              </Stack>
            </Group>
            <TextInput
              label="Name"
              required
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              description={charCount(values.name, CHILD_NAME_MAX)}
              error={errors.name}
              data-autofocus
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={`Age (${CHILD_AGE_MIN}–${CHILD_AGE_MAX})`}
                required
                min={CHILD_AGE_MIN}
                max={CHILD_AGE_MAX}
                clampBehavior="none"
                value={values.age}
                onChange={(v) => set('age', v)}
                error={errors.age}
              />
              <Select
                label="Grade"
                required
                placeholder="Choose grade"
                data={GRADES.map((g) => ({ value: g, label: `Grade ${g}` }))}
                value={values.grade}
                onChange={(v) => set('grade', v)}
                error={errors.grade}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <TextInput
              label="School Name"
              required
              value={values.school_name}
              onChange={(e) => set('school_name', e.currentTarget.value)}
              description={charCount(values.school_name, SCHOOL_NAME_MAX)}
              error={errors.school_name}
            />
            <Select
              label="Board"
              required
              placeholder="Choose board"
              data={[...BOARDS]}
              value={values.board}
              onChange={(v) => set('board', v)}
              error={errors.board}
            />
            <TextInput
              label={editing ? 'New child access code (optional)' : 'Child access code (optional)'}
              description={
                editing
                  ? 'Leave blank to keep the current code.'
                  : 'Exactly 4 digits. Leave blank and we will make one for you.'
              }
              inputMode="numeric"
              autoComplete="off"
              value={values.access_code}
              onChange={(e) => set('access_code', e.currentTarget.value.replace(/\D/g, ''))}
              error={errors.access_code}
            />
            {!editing && (
              <Checkbox
                mt="xs"
                checked={values.consent}
                onChange={(e) => set('consent', e.currentTarget.checked)}
                label={<Text size="sm">{CHILD_DATA_NOTICE}</Text>}
                error={errors.consent}
              />
            )}
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose} type="button" disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {editing ? 'Save Changes' : 'Add Child'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
