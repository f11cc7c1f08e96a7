// Where the correct option sits. A test-taker who learns that the key is usually A scores without reading, so
// option order is moved: once in the stored data (rebalanced per grade and subject) and again, deterministically,
// whenever a worksheet is assembled. Answers and misconception maps name options by text, so they stay right.

/** Options that point at other options ("None of these", "Both A and B") keep their place, as printed papers do. */
const PINNED =
  /^(?:(?:all|none|neither|both) of (?:these|the above|them|the options)|none|all of these|both \(?[a-d]\)? and \(?[a-d]\)?|\(?[a-d]\)? and \(?[a-d]\)?)[.!]?$/i;

export function isPinnedOption(option: string): boolean {
  return PINNED.test(option.trim());
}

/** Slots the correct option may be moved to: none when the answer itself is pinned. */
export function movableSlots(options: readonly string[], answer: string): number[] {
  const at = options.indexOf(answer);
  if (at < 0 || isPinnedOption(answer)) return [];
  return options.flatMap((o, i) => (isPinnedOption(o) ? [] : [i]));
}

/**
 * The options with the answer moved to `target`; pinned options stay, the other distractors keep their relative
 * order in the remaining free slots. Returns the options unchanged when the move is not possible.
 */
export function placeAnswer(options: readonly string[], answer: string, target: number): string[] {
  const slots = movableSlots(options, answer);
  if (!slots.includes(target)) return [...options];
  const others = slots.map((i) => options[i]).filter((o) => o !== answer);
  const out = [...options];
  for (const i of slots) out[i] = i === target ? answer : (others.shift() as string);
  return out;
}

/**
 * Chooses a slot for each question's answer so that positions are used evenly: each question takes the least-used
 * slot it can, ties broken by `tie` (a seeded random in [0, 1)). Returns -1 where the answer cannot move.
 */
export function balancedTargets(
  questions: readonly { options: readonly string[]; answer: string }[],
  tie: () => number,
): number[] {
  const used = [0, 0, 0, 0, 0, 0];
  return questions.map((q) => {
    const slots = movableSlots(q.options, q.answer);
    if (slots.length < 2) return -1;
    const least = Math.min(...slots.map((i) => used[i] ?? 0));
    const best = slots.filter((i) => (used[i] ?? 0) === least);
    const pick = best[Math.floor(tie() * best.length)];
    used[pick] = (used[pick] ?? 0) + 1;
    return pick;
  });
}
