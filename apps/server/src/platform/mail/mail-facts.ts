import {
  formatDate,
  formatDecimal,
  formatMoney,
  formatPeriod,
  type Language,
  type MailEvent,
  translateMessage,
} from '@zerg/shared';

type Decision = 'approved' | 'rejected';

/**
 * "fue aprobada" or "fue aprobado": the word agrees with what the template decided on (la
 * solicitud, el trabajo), so each event names its own word in each language.
 */
const DECISION_WORDS: Partial<Record<MailEvent, Record<Language, Record<Decision, string>>>> = {
  'salary_increase.decided': {
    es: { approved: 'aprobada', rejected: 'rechazada' },
    en: { approved: 'approved', rejected: 'rejected' },
    fr: { approved: 'approuvée', rejected: 'refusée' },
    de: { approved: 'genehmigt', rejected: 'abgelehnt' },
    pt: { approved: 'aprovado', rejected: 'rejeitado' },
  },
  'additional_work.decided': {
    es: { approved: 'aprobado', rejected: 'rechazado' },
    en: { approved: 'approved', rejected: 'rejected' },
    fr: { approved: 'approuvé', rejected: 'refusé' },
    de: { approved: 'genehmigt', rejected: 'abgelehnt' },
    pt: { approved: 'aprovado', rejected: 'rejeitado' },
  },
};

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

const decisionText = (event: MailEvent, language: Language, code: string): string => {
  // A justification's status says who decided ("aprobada por RR. HH."): its shared label, mid-sentence.
  if (event === 'justification.decided') {
    const label = translateMessage(language, `columns.justification_status_${code}`);
    // The sentence brings its own full stop ("RR. HH." would end in two).
    return label === translateMessage(language, 'validation.invalid')
      ? code
      : lowerFirst(label).replace(/\.$/, '');
  }
  return DECISION_WORDS[event]?.[language][code as Decision] ?? code;
};

const MONEY = /^(?:(PEN|USD) )?(-?\d+(?:\.\d+)?)$/;

/**
 * Facts travel as codes and plain values (`2026-12-02`, `7200.00`, `approved`, `initiated`) and are
 * written for each recipient here: dates, amounts and periods in the language's format, decisions
 * and states in its words. Anything else (names, free text) goes in as given.
 */
export const localizeFacts = (
  event: MailEvent,
  language: Language,
  facts: Record<string, string>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(facts).map(([name, value]) => {
      if (name === 'date' && /^\d{4}-\d{2}-\d{2}/.test(value)) return [name, formatDate(value, language)];
      if (name === 'amount') {
        const money = MONEY.exec(value);
        return [name, money ? formatMoney(money[2], money[1] ?? 'PEN', language) : value];
      }
      if (name === 'hours' && /^\d+(\.\d+)?$/.test(value)) return [name, formatDecimal(value, language)];
      if (name === 'period' && /^\d{4}-\d{2}$/.test(value)) return [name, formatPeriod(value, language)];
      if (name === 'decision') return [name, decisionText(event, language, value)];
      if (name === 'state' && /^[a-z_]+$/.test(value))
        return [name, translateMessage(language, `driver.states.${value}`)];
      return [name, value];
    }),
  );
