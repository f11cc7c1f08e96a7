import {
  AI_DIFFICULTIES,
  AI_SETTINGS_LIMITS,
  type AiConfigInput,
  type AiProvider,
  ZAiConfig,
} from '@app/shared/schemas/ai';
import { AI_CONFIG_MSG, type AiConfigView, type AvailableModels } from '@app/shared/schemas/ai-config';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useAiConfig, useAvailableModels, useSaveAiConfig } from '../api/ai-config';

const PROVIDER_LABELS: Record<AiProvider, string> = {
  builtin: 'Built-in',
  gemini: 'Gemini',
  openai: 'OpenAI',
  'openai-compatible': 'OpenAI-compatible',
};
const DIFFICULTY_LABELS = { auto: 'Auto', easy: 'Easy', medium: 'Medium', hard: 'Hard', extreme: 'Extreme' } as const;
type Area = 'worksheet' | 'olympiad' | 'notes' | 'evaluation';

function toFormValues(view: AiConfigView): AiConfigInput {
  return {
    models: view.models,
    providers: view.providers,
    settings: view.settings,
    openai_compatible: { base_url: view.openai_compatible.base_url },
  };
}

/** The first model of a provider, so switching providers keeps every model valid for it. */
function firstModel(models: AvailableModels | undefined, provider: AiProvider, current: string): string {
  if (provider === 'openai-compatible') return current === 'builtin-v1' ? '' : current;
  const list = models?.[provider] ?? [];
  return list.some((m) => m.id === current) ? current : (list[0]?.id ?? current);
}

export function AiConfigTab() {
  const config = useAiConfig();
  const models = useAvailableModels();
  if (config.isPending || models.isPending) return <Loader aria-label="Loading AI configuration" />;
  if (config.isError || !config.data)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {AI_CONFIG_MSG.loadFailed}
      </Alert>
    );
  return <AiConfigForm view={config.data} models={models.data} />;
}

function AiConfigForm({ view, models }: { view: AiConfigView; models: AvailableModels | undefined }) {
  const save = useSaveAiConfig();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<AiConfigInput>({ initialValues: toFormValues(view), validate: zod4Resolver(ZAiConfig) });

  // A save elsewhere (or the first load) resets the form to what the server holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved version changes
  useEffect(() => {
    form.setValues(toFormValues(view));
    form.resetDirty();
  }, [view.updated_at]);

  const usable = new Map(models?.providers.map((p) => [p.id, p]) ?? []);
  const providerData = (Object.keys(PROVIDER_LABELS) as AiProvider[]).map((p) => ({
    value: p,
    label: usable.get(p)?.usable === false ? `${PROVIDER_LABELS[p]} (not configured)` : PROVIDER_LABELS[p],
  }));

  const setProvider = (area: Area, provider: AiProvider) => {
    form.setFieldValue(`providers.${area}`, provider);
    const m = form.getValues().models;
    if (area === 'worksheet' || area === 'olympiad') {
      const groups =
        area === 'worksheet'
          ? [['worksheet']]
          : [
              ['olympiad', 'practice'],
              ['olympiad', 'mock'],
            ];
      for (const path of groups) {
        const byDiff = (path.length === 1 ? m.worksheet : m.olympiad[path[1] as 'practice' | 'mock']) as Record<
          string,
          string
        >;
        for (const d of AI_DIFFICULTIES)
          form.setFieldValue(`models.${path.join('.')}.${d}`, firstModel(models, provider, byDiff[d]));
      }
    } else {
      form.setFieldValue(`models.${area}.default`, firstModel(models, provider, m[area].default));
    }
  };

  const modelField = (area: Area, path: string, label: string) => {
    const provider = form.getValues().providers[area];
    if (provider === 'openai-compatible')
      return (
        <TextInput key={form.key(path)} label={label} placeholder="e.g. llama3.1:8b" {...form.getInputProps(path)} />
      );
    const data = (models?.[provider] ?? []).map((m) => ({ value: m.id, label: m.name }));
    return (
      <Select
        key={form.key(path)}
        label={label}
        data={data}
        allowDeselect={false}
        disabled={provider === 'builtin'}
        {...form.getInputProps(path)}
      />
    );
  };

  const providerSelect = (area: Area, label: string) => (
    <Select
      label={label}
      data={providerData}
      allowDeselect={false}
      value={form.getValues().providers[area]}
      onChange={(v) => v && setProvider(area, v as AiProvider)}
      error={form.errors[`providers.${area}`]}
    />
  );

  const byDifficulty = (area: Area, base: string, prefix: string) => (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      {AI_DIFFICULTIES.map((d) => modelField(area, `${base}.${d}`, `${prefix} (${DIFFICULTY_LABELS[d]})`))}
    </SimpleGrid>
  );

  const submit = form.onSubmit((values) => {
    setStatus(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        setStatus({ ok: true, message: saved.message });
        notifications.show({ color: 'green', message: AI_CONFIG_MSG.saved });
      },
      onError: (err) => {
        const message = errorMessage(err, AI_CONFIG_MSG.saveFailed);
        setStatus({ ok: false, message });
        notifications.show({ color: 'red', message });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ai-config-title">
      <Stack gap="lg">
        <div>
          <Title order={2} id="ai-config-title" fz={{ base: 20, sm: 24 }}>
            AI Configuration &amp; Model Management
          </Title>
          <Text c="gray.7" size="sm">
            Choose a provider and model for each area. The built-in engine works offline and needs no key.
          </Text>
          {models && (
            <Group gap="xs" mt="xs">
              {models.providers.map((p) => (
                <Badge key={p.id} color={p.usable ? 'green' : 'gray'} variant="light" title={p.problem ?? undefined}>
                  {PROVIDER_LABELS[p.id]}: {p.usable ? 'available' : 'no key'}
                </Badge>
              ))}
            </Group>
          )}
        </div>
        {view.problems.length > 0 && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
            {view.problems.join('. ')}.
          </Alert>
        )}

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              Worksheet Generation
            </Title>
            {providerSelect('worksheet', 'Worksheet provider')}
            {byDifficulty('worksheet', 'models.worksheet', 'Worksheet model')}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              Olympiad
            </Title>
            {providerSelect('olympiad', 'Olympiad provider')}
            <Text fw={600}>Practice Olympiad</Text>
            {byDifficulty('olympiad', 'models.olympiad.practice', 'Practice model')}
            <Text fw={600}>Mock Test</Text>
            {byDifficulty('olympiad', 'models.olympiad.mock', 'Mock test model')}
          </Stack>
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={3} fz="lg">
                Notes
              </Title>
              {providerSelect('notes', 'Notes provider')}
              {modelField('notes', 'models.notes.default', 'Notes model')}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={3} fz="lg">
                Evaluation
              </Title>
              {providerSelect('evaluation', 'Evaluation provider')}
              {modelField('evaluation', 'models.evaluation.default', 'Evaluation model')}
            </Stack>
          </Paper>
        </SimpleGrid>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              OpenAI-compatible endpoint
            </Title>
            <TextInput
              key={form.key('openai_compatible.base_url')}
              label="Base URL"
              placeholder="http://localhost:11434/v1"
              {...form.getInputProps('openai_compatible.base_url')}
            />
            <PasswordInput
              key={form.key('openai_compatible.api_key')}
              label="API key"
              description={view.openai_compatible.has_api_key ? 'A key is saved; leave empty to keep it.' : 'Optional'}
              autoComplete="off"
              {...form.getInputProps('openai_compatible.api_key')}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              System Settings
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                key={form.key('settings.max_generation_attempts')}
                label={`Max Generation Attempts (${AI_SETTINGS_LIMITS.max_generation_attempts.min}–${AI_SETTINGS_LIMITS.max_generation_attempts.max})`}
                min={AI_SETTINGS_LIMITS.max_generation_attempts.min}
                max={AI_SETTINGS_LIMITS.max_generation_attempts.max}
                step={1}
                clampBehavior="none"
                {...form.getInputProps('settings.max_generation_attempts')}
              />
              <NumberInput
                key={form.key('settings.worksheet_temperature')}
                label="Worksheet Temperature (0–1, steps of 0.1)"
                min={0}
                max={1}
                step={0.1}
                clampBehavior="none"
                {...form.getInputProps('settings.worksheet_temperature')}
              />
              <NumberInput
                key={form.key('settings.evaluation_temperature')}
                label="Evaluation Temperature (0–1, steps of 0.1)"
                min={0}
                max={1}
                step={0.1}
                clampBehavior="none"
                {...form.getInputProps('settings.evaluation_temperature')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        {status && (
          <Alert
            color={status.ok ? 'green' : 'red'}
            icon={status.ok ? <IconCheck size={18} /> : <IconAlertCircle size={18} />}
            role={status.ok ? 'status' : 'alert'}
          >
            {status.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Configuration
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
