import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { apiBlob, fileNameFrom, openPdf, saveBlob } from '../../../lib/api-files';

/** Print (the browser's PDF viewer) and Download of a server-made PDF. */
export function PdfButtons({ path, title, failure }: { path: string; title: string; failure: string }) {
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);
  const run = async (kind: 'print' | 'download') => {
    setBusy(kind);
    try {
      if (kind === 'print') await openPdf(path);
      else saveBlob(await apiBlob(path), fileNameFrom(title, 'pdf'));
    } catch {
      notifications.show({ color: 'red', message: failure });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPrinter size={15} aria-hidden />}
        loading={busy === 'print'}
        onClick={() => void run('print')}
      >
        Print
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={15} aria-hidden />}
        loading={busy === 'download'}
        onClick={() => void run('download')}
      >
        Download PDF
      </Button>
    </Group>
  );
}
