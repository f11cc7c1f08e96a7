/**
 * A bounded memo for pure functions of a string: rubrics, tokens and sentence analyses are derived from the same
 * question and model-answer text on every submission, so they are computed once. Cleared whole when full, which
 * keeps it simple and its memory bounded.
 */
export function memo<T>(fn: (key: string) => T, max = 2000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key: string) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    if (cache.size >= max) cache.clear();
    cache.set(key, value);
    return value;
  };
}
