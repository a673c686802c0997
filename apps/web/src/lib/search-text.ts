/** Lower case without accents, so "peru" finds "Perú" and "nunez" finds "Núñez". */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word typed appears in the text, ignoring case and accents. */
export const matchesSearch = (input: string, text: string): boolean => {
  const haystack = foldText(text);
  return foldText(input)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

/** An antd Select `filterOption` that matches option labels that way. */
export const filterByLabel = (input: string, option?: { label?: unknown }): boolean =>
  matchesSearch(input, typeof option?.label === 'string' ? option.label : String(option?.label ?? ''));

/** `showSearch` for selects whose options are people or places: accent- and case-insensitive. */
export const ACCENT_INSENSITIVE_SEARCH = { filterOption: filterByLabel };
