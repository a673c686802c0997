/**
 * Validation messages travel as `key` or `key|{"param":1}` so that one zod schema serves the server
 * (which renders them in the caller's language) and the web (which renders them in the UI language).
 */
export type MessageParams = Record<string, string | number>;

export const msg = (key: string, params?: MessageParams): string =>
  params ? `${key}|${JSON.stringify(params)}` : key;

export const parseMsg = (message: string): { key: string; params: MessageParams } => {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, params: {} };
  try {
    return { key: message.slice(0, bar), params: JSON.parse(message.slice(bar + 1)) as MessageParams };
  } catch {
    return { key: message.slice(0, bar), params: {} };
  }
};
