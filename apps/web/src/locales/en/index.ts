import { byNamespace } from '../../lib/locale-bundle';

// Every namespace of the language in one module: the app fetches it when the language is used, and
// a new namespace file joins it without an edit anywhere.
export const messages = byNamespace(
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
);
