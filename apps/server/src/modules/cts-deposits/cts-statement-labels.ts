import type { Language } from '@zerg/shared';
import type { CtsItemKey } from './cts-statement.ts';

/**
 * The statement's words in the five languages a worker may choose; only the server prints them, so
 * they live beside the document (as the payslip's do).
 */
export type CtsWords = {
  title: string;
  legal: string;
  employer: string;
  ruc: string;
  address: string;
  worker: string;
  document: string;
  period: string;
  semester: Record<'may' | 'november', string>;
  computable: string;
  items: Record<CtsItemKey, string>;
  totalComputable: string;
  time: string;
  months: string;
  days: string;
  factor: string;
  amount: string;
  depositary: string;
  bank: string;
  account: string;
  cci: string;
  currency: string;
  noAccount: string;
  usdNote: string;
  signEmployer: string;
  signWorker: string;
  none: string;
};

const es: CtsWords = {
  title: 'Liquidación de depósito de CTS',
  legal: 'TUO del D. Leg. 650, D.S. 001-97-TR, art. 29',
  employer: 'Empleador',
  ruc: 'RUC',
  address: 'Domicilio',
  worker: 'Trabajador',
  document: 'Documento',
  period: 'Período que se deposita',
  semester: { may: 'noviembre – abril', november: 'mayo – octubre' },
  computable: 'Remuneración computable',
  items: {
    basic: 'Remuneración básica',
    familyAllowance: 'Asignación familiar',
    regularPay: 'Promedio de remuneraciones regulares',
    gratificacionSixth: '1/6 de la gratificación',
  },
  totalComputable: 'Total remuneración computable',
  time: 'Tiempo computado',
  months: 'meses',
  days: 'días',
  factor: 'Proporción del régimen',
  amount: 'Monto depositado',
  depositary: 'Entidad depositaria',
  bank: 'Banco',
  account: 'Cuenta CTS',
  cci: 'CCI',
  currency: 'Moneda de la cuenta',
  noAccount: 'Sin cuenta CTS registrada',
  usdNote:
    'Cuenta en dólares: el monto en soles se convierte al tipo de cambio del día del depósito (art. 29).',
  signEmployer: 'Firma del empleador',
  signWorker: 'Firma del trabajador',
  none: '—',
};

const en: CtsWords = {
  title: 'CTS deposit statement',
  legal: 'Consolidated text of Leg. Decree 650, SD 001-97-TR, art. 29',
  employer: 'Employer',
  ruc: 'RUC',
  address: 'Address',
  worker: 'Worker',
  document: 'Document',
  period: 'Period deposited',
  semester: { may: 'November – April', november: 'May – October' },
  computable: 'Computable remuneration',
  items: {
    basic: 'Basic salary',
    familyAllowance: 'Family allowance',
    regularPay: 'Average of regular pay',
    gratificacionSixth: '1/6 of the gratificación',
  },
  totalComputable: 'Total computable remuneration',
  time: 'Time computed',
  months: 'months',
  days: 'days',
  factor: "Regime's share",
  amount: 'Amount deposited',
  depositary: 'Depositary',
  bank: 'Bank',
  account: 'CTS account',
  cci: 'CCI',
  currency: 'Account currency',
  noAccount: 'No CTS account on record',
  usdNote:
    "Account in US dollars: the amount in soles is converted at the deposit day's exchange rate (art. 29).",
  signEmployer: "Employer's signature",
  signWorker: "Worker's signature",
  none: '—',
};

const fr: CtsWords = {
  ...en,
  title: 'Relevé de dépôt de la CTS',
  legal: 'Texte unique du D. lég. 650, D.S. 001-97-TR, art. 29',
  employer: 'Employeur',
  address: 'Adresse',
  worker: 'Travailleur',
  document: 'Document',
  period: 'Période déposée',
  semester: { may: 'novembre – avril', november: 'mai – octobre' },
  computable: 'Rémunération computable',
  items: {
    basic: 'Salaire de base',
    familyAllowance: 'Allocation familiale',
    regularPay: 'Moyenne des rémunérations régulières',
    gratificacionSixth: '1/6 de la gratificación',
  },
  totalComputable: 'Total de la rémunération computable',
  time: 'Temps compté',
  months: 'mois',
  days: 'jours',
  factor: 'Part du régime',
  amount: 'Montant déposé',
  depositary: 'Dépositaire',
  bank: 'Banque',
  account: 'Compte CTS',
  currency: 'Devise du compte',
  noAccount: 'Aucun compte CTS enregistré',
  usdNote:
    'Compte en dollars : le montant en soles est converti au taux de change du jour du dépôt (art. 29).',
  signEmployer: "Signature de l'employeur",
  signWorker: 'Signature du travailleur',
};

const de: CtsWords = {
  ...en,
  title: 'Abrechnung der CTS-Einzahlung',
  legal: 'Konsolidierter Text des GvD 650, OV 001-97-TR, Art. 29',
  employer: 'Arbeitgeber',
  address: 'Anschrift',
  worker: 'Mitarbeiter',
  document: 'Ausweis',
  period: 'Eingezahlter Zeitraum',
  semester: { may: 'November – April', november: 'Mai – Oktober' },
  computable: 'Anrechenbare Vergütung',
  items: {
    basic: 'Grundgehalt',
    familyAllowance: 'Familienzulage',
    regularPay: 'Durchschnitt regelmäßiger Vergütungen',
    gratificacionSixth: '1/6 der Gratifikation',
  },
  totalComputable: 'Anrechenbare Vergütung gesamt',
  time: 'Angerechnete Zeit',
  months: 'Monate',
  days: 'Tage',
  factor: 'Anteil nach Regime',
  amount: 'Eingezahlter Betrag',
  depositary: 'Verwahrstelle',
  bank: 'Bank',
  account: 'CTS-Konto',
  currency: 'Kontowährung',
  noAccount: 'Kein CTS-Konto hinterlegt',
  usdNote:
    'Konto in US-Dollar: Der Betrag in Soles wird zum Wechselkurs des Einzahlungstages umgerechnet (Art. 29).',
  signEmployer: 'Unterschrift des Arbeitgebers',
  signWorker: 'Unterschrift des Mitarbeiters',
};

const pt: CtsWords = {
  ...en,
  title: 'Liquidação do depósito da CTS',
  legal: 'Texto único do D. Leg. 650, D.S. 001-97-TR, art. 29',
  employer: 'Empregador',
  address: 'Endereço',
  worker: 'Trabalhador',
  document: 'Documento',
  period: 'Período depositado',
  semester: { may: 'novembro – abril', november: 'maio – outubro' },
  computable: 'Remuneração computável',
  items: {
    basic: 'Salário básico',
    familyAllowance: 'Abono familiar',
    regularPay: 'Média das remunerações regulares',
    gratificacionSixth: '1/6 da gratificação',
  },
  totalComputable: 'Total da remuneração computável',
  time: 'Tempo computado',
  months: 'meses',
  days: 'dias',
  factor: 'Proporção do regime',
  amount: 'Valor depositado',
  depositary: 'Entidade depositária',
  bank: 'Banco',
  account: 'Conta CTS',
  currency: 'Moeda da conta',
  noAccount: 'Sem conta CTS registrada',
  usdNote: 'Conta em dólares: o valor em soles é convertido à taxa de câmbio do dia do depósito (art. 29).',
  signEmployer: 'Assinatura do empregador',
  signWorker: 'Assinatura do trabalhador',
};

const WORDS: Record<Language, CtsWords> = { es, en, fr, de, pt };

export const ctsWordsFor = (language: Language): CtsWords => WORDS[language] ?? es;
