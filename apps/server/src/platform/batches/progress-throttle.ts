/**
 * When a batch's progress is worth writing and pushing: the first step, the last, and in between at
 * most every `intervalMs` and only when the whole percentage moved. A thousand slips made in a
 * minute then cost about a hundred row updates and socket events, not a thousand; a batch of four
 * fast items pushes its first and last step.
 */
export const createProgressThrottle = ({
  intervalMs = 250,
  now = Date.now,
}: {
  intervalMs?: number;
  now?: () => number;
} = {}) => {
  let lastAt: number | null = null;
  let lastPercent = -1;
  return (done: number, total: number): boolean => {
    const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
    const at = now();
    const due = lastAt === null || done >= total || (at - lastAt >= intervalMs && percent > lastPercent);
    if (due) {
      lastAt = at;
      lastPercent = percent;
    }
    return due;
  };
};
