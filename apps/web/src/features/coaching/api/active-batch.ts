import { useEffect, useState } from 'react';

// The teacher's active batch survives a reload and is shared with the Create page's worksheet generator.
const KEY = 'ss.activeBatchId';

export function readActiveBatchId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function useActiveBatchId(): [string | null, (id: string | null) => void] {
  const [id, setId] = useState<string | null>(readActiveBatchId);
  useEffect(() => {
    try {
      if (id) localStorage.setItem(KEY, id);
      else localStorage.removeItem(KEY);
    } catch {
      // Private mode without storage: the selection lasts for this page only.
    }
  }, [id]);
  return [id, setId];
}
