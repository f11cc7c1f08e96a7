import { Alert, Button, Group, Image, Stack } from '@mantine/core';
import { IconCamera, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

interface CameraCaptureProps {
  photo: File | null;
  onPhoto: (file: File | null) => void;
}

/** Live view, capture, then the photo with Retake (spec 03 §2.6). The stream stops when this leaves the screen. */
export function CameraCapture({ photo, onPhoto }: CameraCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (photo) return;
    let cancelled = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } } })
      .then((s) => {
        if (cancelled) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        stream.current = s;
        if (video.current) video.current.srcObject = s;
      })
      .catch(() => setError('Camera access denied or not available'));
    if (!navigator.mediaDevices) setError('Camera access denied or not available');
    return () => {
      cancelled = true;
      for (const t of stream.current?.getTracks() ?? []) t.stop();
      stream.current = null;
    };
  }, [photo]);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const capture = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => blob && onPhoto(new File([blob], `photo-${Date.now()}.jpg`, { type: 'image/jpeg' })),
      'image/jpeg',
      0.8,
    );
  };

  if (error)
    return (
      <Alert color="orange" variant="light" role="alert">
        {error}
      </Alert>
    );
  return (
    <Stack gap="sm" align="center">
      {preview ? (
        <Image src={preview} alt="My photo of the work" radius="md" mah={360} fit="contain" />
      ) : (
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          style={{ width: '100%', maxHeight: 360, borderRadius: 12, background: '#000' }}
        />
      )}
      <Group>
        {photo ? (
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => onPhoto(null)}
          >
            Retake
          </Button>
        ) : (
          <Button radius="xl" size="md" leftSection={<IconCamera size={18} aria-hidden />} onClick={capture}>
            Take Photo
          </Button>
        )}
      </Group>
    </Stack>
  );
}
