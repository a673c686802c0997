/** One account of the plan: its code (the digits of every level above it, then its own) and name. */
export type ChartRow = readonly [code: string, name: string];

/**
 * Reads a block written as the plan prints it, one `code name` per line (blank lines ignored), so the
 * data files can be compared line by line with the published text.
 */
export const chartBlock = (text: string): readonly ChartRow[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): ChartRow => {
      const space = line.indexOf(' ');
      if (space < 1) throw new Error(`PCGE line without a name: ${line}`);
      return [line.slice(0, space), line.slice(space + 1)];
    });
