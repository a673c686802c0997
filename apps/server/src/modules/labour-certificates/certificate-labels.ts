import type { Language } from '@zerg/shared';
import type { IncomeGroup } from './quinta-figures.ts';

/**
 * The certificates' words in the five languages a worker may choose; Spanish is the legal text.
 * They live beside the documents: only the server prints them.
 */
export type CertificateWords = {
  workTitle: string;
  /** "<employer>, RUC <ruc>, with address at <address>, certifies that:" */
  certifies: (employer: string, ruc: string, address: string | null) => string;
  /** "<name>, identified with <document>, worked for us from <from> to <to>." */
  served: (name: string, document: string, from: string, to: string) => string;
  positions: string;
  position: string;
  from: string;
  to: string;
  serviceTime: string;
  duration: (years: number, months: number, days: number) => string;
  purpose: string;
  issuedOn: (place: string, date: string) => string;
  signature: string;
  quintaTitle: string;
  quintaYear: (year: number) => string;
  employer: string;
  worker: string;
  document: string;
  groups: Record<IncomeGroup, string>;
  incomeTitle: string;
  ownIncome: string;
  priorIncome: string;
  totalIncome: string;
  deduction: (uit: string) => string;
  netIncome: string;
  tax: string;
  withheldTitle: string;
  month: string;
  amount: string;
  ownWithheld: string;
  priorWithheld: string;
  totalWithheld: string;
  months: string[];
  none: string;
};

const monthsOf = (lang: Language) =>
  Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, i, 1))),
  ).map((name) => name.charAt(0).toUpperCase() + name.slice(1));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const es: CertificateWords = {
  workTitle: 'CERTIFICADO DE TRABAJO',
  certifies: (e, r, a) => `${e}, con RUC ${r}${a ? `, domiciliada en ${a}` : ''}, certifica que:`,
  served: (n, d, f, t) =>
    `${n}, identificado(a) con ${d}, laboró en nuestra empresa desde el ${f} hasta el ${t}.`,
  positions: 'Cargo(s) desempeñado(s)',
  position: 'Cargo',
  from: 'Desde',
  to: 'Hasta',
  serviceTime: 'Tiempo de servicios',
  duration: (y, m, d) =>
    `${plural(y, 'año', 'años')}, ${plural(m, 'mes', 'meses')}, ${plural(d, 'día', 'días')}`,
  purpose:
    'Se expide el presente certificado al término de la relación laboral, para los fines que el interesado estime convenientes.',
  issuedOn: (p, d) => `${p}, ${d}`,
  signature: 'Firma y sello del empleador',
  quintaTitle: 'CERTIFICADO DE RENTAS Y RETENCIONES POR RENTAS DE QUINTA CATEGORÍA',
  quintaYear: (y) => `Ejercicio gravable ${y}`,
  employer: 'Empleador (agente de retención)',
  worker: 'Trabajador',
  document: 'Documento',
  groups: {
    remuneration: 'Remuneraciones',
    vacation: 'Vacaciones',
    gratificacion: 'Gratificaciones (Ley 27735)',
    bonificacion: 'Bonificación extraordinaria (Ley 30334)',
    participations: 'Participaciones en las utilidades',
    other: 'Otros ingresos gravados',
    deductions: 'Menos: tardanzas e inasistencias',
  },
  incomeTitle: 'Rentas del ejercicio',
  ownIncome: 'Renta bruta de este empleador',
  priorIncome: 'Renta bruta de otros empleadores (certificado presentado)',
  totalIncome: 'Renta bruta total del ejercicio',
  deduction: (u) => `Menos: deducción de 7 UIT (UIT S/ ${u})`,
  netIncome: 'Renta neta imponible',
  tax: 'Impuesto a la renta calculado',
  withheldTitle: 'Retenciones efectuadas',
  month: 'Mes',
  amount: 'Importe (S/)',
  ownWithheld: 'Retenido por este empleador',
  priorWithheld: 'Retenido por otros empleadores',
  totalWithheld: 'Total retenido',
  months: monthsOf('es'),
  none: '—',
};

const en: CertificateWords = {
  workTitle: 'WORK CERTIFICATE',
  certifies: (e, r, a) => `${e}, RUC ${r}${a ? `, with address at ${a}` : ''}, certifies that:`,
  served: (n, d, f, t) => `${n}, holder of ${d}, worked for our company from ${f} to ${t}.`,
  positions: 'Position(s) held',
  position: 'Position',
  from: 'From',
  to: 'To',
  serviceTime: 'Length of service',
  duration: (y, m, d) =>
    `${plural(y, 'year', 'years')}, ${plural(m, 'month', 'months')}, ${plural(d, 'day', 'days')}`,
  purpose:
    'This certificate is issued at the end of the employment, for whatever purpose the person concerned sees fit.',
  issuedOn: (p, d) => `${p}, ${d}`,
  signature: "Employer's signature and stamp",
  quintaTitle: 'CERTIFICATE OF FIFTH-CATEGORY INCOME AND WITHHOLDINGS',
  quintaYear: (y) => `Tax year ${y}`,
  employer: 'Employer (withholding agent)',
  worker: 'Worker',
  document: 'Document',
  groups: {
    remuneration: 'Remuneration',
    vacation: 'Vacation pay',
    gratificacion: 'Statutory bonuses (gratificaciones, Ley 27735)',
    bonificacion: 'Extraordinary bonus (Ley 30334)',
    participations: 'Profit sharing',
    other: 'Other taxable income',
    deductions: 'Less: lateness and absences',
  },
  incomeTitle: 'Income of the year',
  ownIncome: 'Gross income from this employer',
  priorIncome: 'Gross income from other employers (certificate provided)',
  totalIncome: 'Total gross income of the year',
  deduction: (u) => `Less: 7 UIT deduction (UIT S/ ${u})`,
  netIncome: 'Net taxable income',
  tax: 'Income tax computed',
  withheldTitle: 'Tax withheld',
  month: 'Month',
  amount: 'Amount (S/)',
  ownWithheld: 'Withheld by this employer',
  priorWithheld: 'Withheld by other employers',
  totalWithheld: 'Total withheld',
  months: monthsOf('en'),
  none: '—',
};

const fr: CertificateWords = {
  ...en,
  workTitle: 'CERTIFICAT DE TRAVAIL',
  certifies: (e, r, a) => `${e}, RUC ${r}${a ? `, domiciliée ${a}` : ''}, certifie que :`,
  served: (n, d, f, t) => `${n}, titulaire de ${d}, a travaillé dans notre entreprise du ${f} au ${t}.`,
  positions: 'Poste(s) occupé(s)',
  position: 'Poste',
  from: 'Du',
  to: 'Au',
  serviceTime: 'Ancienneté',
  duration: (y, m, d) => `${plural(y, 'an', 'ans')}, ${m} mois, ${plural(d, 'jour', 'jours')}`,
  purpose:
    'Le présent certificat est délivré à la fin de la relation de travail, pour servir et valoir ce que de droit.',
  signature: "Signature et cachet de l'employeur",
  quintaTitle: 'CERTIFICAT DES REVENUS ET RETENUES DE CINQUIÈME CATÉGORIE',
  quintaYear: (y) => `Exercice fiscal ${y}`,
  employer: 'Employeur (agent de retenue)',
  worker: 'Salarié',
  document: 'Document',
  groups: {
    remuneration: 'Rémunérations',
    vacation: 'Congés payés',
    gratificacion: 'Gratifications légales (Ley 27735)',
    bonificacion: 'Prime extraordinaire (Ley 30334)',
    participations: 'Participation aux bénéfices',
    other: 'Autres revenus imposables',
    deductions: 'Moins : retards et absences',
  },
  incomeTitle: "Revenus de l'exercice",
  ownIncome: 'Revenu brut de cet employeur',
  priorIncome: "Revenu brut d'autres employeurs (certificat présenté)",
  totalIncome: "Revenu brut total de l'exercice",
  deduction: (u) => `Moins : déduction de 7 UIT (UIT S/ ${u})`,
  netIncome: 'Revenu net imposable',
  tax: 'Impôt calculé',
  withheldTitle: 'Retenues effectuées',
  month: 'Mois',
  amount: 'Montant (S/)',
  ownWithheld: 'Retenu par cet employeur',
  priorWithheld: "Retenu par d'autres employeurs",
  totalWithheld: 'Total retenu',
  months: monthsOf('fr'),
};

const de: CertificateWords = {
  ...en,
  workTitle: 'ARBEITSZEUGNIS',
  certifies: (e, r, a) => `${e}, RUC ${r}${a ? `, Anschrift ${a}` : ''}, bescheinigt:`,
  served: (n, d, f, t) => `${n}, Ausweis ${d}, war vom ${f} bis zum ${t} in unserem Unternehmen beschäftigt.`,
  positions: 'Ausgeübte Tätigkeit(en)',
  position: 'Tätigkeit',
  from: 'Von',
  to: 'Bis',
  serviceTime: 'Beschäftigungsdauer',
  duration: (y, m, d) =>
    `${plural(y, 'Jahr', 'Jahre')}, ${plural(m, 'Monat', 'Monate')}, ${plural(d, 'Tag', 'Tage')}`,
  purpose:
    'Dieses Zeugnis wird zum Ende des Arbeitsverhältnisses ausgestellt, für die Zwecke, die die betreffende Person für angebracht hält.',
  signature: 'Unterschrift und Stempel des Arbeitgebers',
  quintaTitle: 'BESCHEINIGUNG ÜBER EINKÜNFTE UND EINBEHALTUNGEN DER FÜNFTEN KATEGORIE',
  quintaYear: (y) => `Steuerjahr ${y}`,
  employer: 'Arbeitgeber (Einbehaltungspflichtiger)',
  worker: 'Mitarbeiter',
  document: 'Ausweis',
  groups: {
    remuneration: 'Vergütungen',
    vacation: 'Urlaubsentgelt',
    gratificacion: 'Gesetzliche Gratifikationen (Ley 27735)',
    bonificacion: 'Sonderzulage (Ley 30334)',
    participations: 'Gewinnbeteiligung',
    other: 'Sonstige steuerpflichtige Einkünfte',
    deductions: 'Abzüglich: Verspätungen und Fehlzeiten',
  },
  incomeTitle: 'Einkünfte des Jahres',
  ownIncome: 'Bruttoeinkünfte bei diesem Arbeitgeber',
  priorIncome: 'Bruttoeinkünfte bei anderen Arbeitgebern (vorgelegte Bescheinigung)',
  totalIncome: 'Bruttoeinkünfte des Jahres insgesamt',
  deduction: (u) => `Abzüglich: Freibetrag 7 UIT (UIT S/ ${u})`,
  netIncome: 'Zu versteuerndes Einkommen',
  tax: 'Berechnete Einkommensteuer',
  withheldTitle: 'Einbehaltene Steuer',
  month: 'Monat',
  amount: 'Betrag (S/)',
  ownWithheld: 'Von diesem Arbeitgeber einbehalten',
  priorWithheld: 'Von anderen Arbeitgebern einbehalten',
  totalWithheld: 'Insgesamt einbehalten',
  months: monthsOf('de'),
};

const pt: CertificateWords = {
  ...en,
  workTitle: 'CERTIFICADO DE TRABALHO',
  certifies: (e, r, a) => `${e}, RUC ${r}${a ? `, com sede em ${a}` : ''}, certifica que:`,
  served: (n, d, f, t) => `${n}, portador(a) de ${d}, trabalhou em nossa empresa de ${f} a ${t}.`,
  positions: 'Cargo(s) exercido(s)',
  position: 'Cargo',
  from: 'De',
  to: 'Até',
  serviceTime: 'Tempo de serviço',
  duration: (y, m, d) =>
    `${plural(y, 'ano', 'anos')}, ${plural(m, 'mês', 'meses')}, ${plural(d, 'dia', 'dias')}`,
  purpose:
    'O presente certificado é emitido ao término da relação de trabalho, para os fins que o interessado julgar convenientes.',
  signature: 'Assinatura e carimbo do empregador',
  quintaTitle: 'CERTIFICADO DE RENDIMENTOS E RETENÇÕES DE QUINTA CATEGORIA',
  quintaYear: (y) => `Exercício fiscal ${y}`,
  employer: 'Empregador (agente de retenção)',
  worker: 'Trabalhador',
  document: 'Documento',
  groups: {
    remuneration: 'Remunerações',
    vacation: 'Férias',
    gratificacion: 'Gratificações legais (Ley 27735)',
    bonificacion: 'Bonificação extraordinária (Ley 30334)',
    participations: 'Participação nos lucros',
    other: 'Outros rendimentos tributáveis',
    deductions: 'Menos: atrasos e faltas',
  },
  incomeTitle: 'Rendimentos do exercício',
  ownIncome: 'Renda bruta deste empregador',
  priorIncome: 'Renda bruta de outros empregadores (certificado apresentado)',
  totalIncome: 'Renda bruta total do exercício',
  deduction: (u) => `Menos: dedução de 7 UIT (UIT S/ ${u})`,
  netIncome: 'Renda líquida tributável',
  tax: 'Imposto calculado',
  withheldTitle: 'Retenções efetuadas',
  month: 'Mês',
  amount: 'Valor (S/)',
  ownWithheld: 'Retido por este empregador',
  priorWithheld: 'Retido por outros empregadores',
  totalWithheld: 'Total retido',
  months: monthsOf('pt'),
};

const WORDS: Record<Language, CertificateWords> = { es, en, fr, de, pt };

export const certificateWordsFor = (lang: Language): CertificateWords => WORDS[lang] ?? es;
