/**
 * "Noviembre de 2026", "Novembre 2026", "November 2026": a month as a heading in the user's
 * language. Only the first letter is raised, as each language writes it; CSS `capitalize` would
 * raise every word ("Noviembre De 2026").
 */
export const monthHeading = (year: number, month: number, language: string): string => {
  const text = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
};
