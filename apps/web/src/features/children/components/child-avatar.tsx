import { Avatar, type MantineSize } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getToken } from '../../../lib/session-storage';

/** Photos are served only with the session's token, so an <img src> cannot fetch them directly. */
async function fetchPhoto(url: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`photo ${response.status}`);
  return response.blob();
}

function usePhotoUrl(url: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: ['children', 'photo', url],
    queryFn: () => fetchPhoto(url!),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const objectUrl = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return objectUrl;
}

const COLORS = ['indigo', 'teal', 'orange', 'grape', 'cyan', 'pink', 'lime', 'blue'];

function colorFor(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length];
}

interface ChildAvatarProps {
  name: string;
  photoUrl?: string | null;
  size?: MantineSize | number;
}

/** The child's photo, or the first letter of the name on a colour of its own. */
export function ChildAvatar({ name, photoUrl, size = 'lg' }: ChildAvatarProps) {
  const src = usePhotoUrl(photoUrl);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Avatar src={src} alt={src ? name : undefined} size={size} radius="xl" color={colorFor(name)} variant="filled">
      <span aria-hidden>{initial}</span>
    </Avatar>
  );
}
