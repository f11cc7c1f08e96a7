import { UPLOAD_MAX_BYTES } from '@app/shared/constants';
import { Alert, Button, FileButton, Group, Text } from '@mantine/core';
import { IconCheck, IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type ReferenceUpload as Uploaded, useUploadReference } from '../api/worksheets';
import { WS_UI } from './worksheet-ui';

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
const allowed = (f: File) =>
  /\.(pdf|jpe?g|png)$/i.test(f.name) || ['application/pdf', 'image/jpeg', 'image/png'].includes(f.type);

interface ReferenceUploadProps {
  value: Uploaded | null;
  onChange: (value: Uploaded | null) => void;
}

/** Reference material (PDF, JPG, PNG up to 10 MB): uploaded at once, its text read on the server. */
export function ReferenceUpload({ value, onChange }: ReferenceUploadProps) {
  const upload = useUploadReference();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const pick = (file: File | null) => {
    if (!file) return;
    if (!allowed(file)) return setMessage({ ok: false, text: WS_UI.onlyPdfJpgPng });
    if (file.size > UPLOAD_MAX_BYTES) return setMessage({ ok: false, text: WS_UI.fileTooBig });
    setMessage(null);
    upload.mutate(file, {
      onSuccess: (res) => {
        onChange(res);
        setMessage({ ok: true, text: WS_UI.referenceUploaded });
      },
      onError: () => setMessage({ ok: false, text: WS_UI.referenceUploadError }),
    });
  };

  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              loading={upload.isPending}
            >
              Upload reference (PDF, JPG, PNG)
            </Button>
          )}
        </FileButton>
        {value && (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} lineClamp={1} maw={220}>
              {value.filename}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray.7"
              aria-label={`Remove ${value.filename}`}
              onClick={() => {
                onChange(null);
                setMessage(null);
              }}
            >
              <IconX size={16} />
            </Button>
          </Group>
        )}
      </Group>
      {message && (
        <Alert
          mt="xs"
          py={6}
          variant="light"
          color={message.ok ? 'green' : 'red'}
          icon={message.ok ? <IconCheck size={16} /> : undefined}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      )}
    </div>
  );
}
