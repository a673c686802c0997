import type { ConceptKey } from '@zerg/payroll-pe';
import { CONCEPTS } from '@zerg/payroll-pe';
import type { Language, PayrollRunKind } from '@zerg/shared';

/**
 * The payslip's words in the five languages a worker may choose. They live beside the document
 * rather than in the shared locales: only the server prints them, and the legal names of the
 * concepts in Spanish are SUNAT's table 22 (the engine's own descriptions).
 */
type Words = {
  title: string;
  employer: string;
  ruc: string;
  address: string;
  worker: string;
  document: string;
  code: string;
  position: string;
  regime: string;
  pension: string;
  cuspp: string;
  hireDate: string;
  period: string;
  kind: string;
  daysWorked: string;
  vacationDays: string;
  absenceDays: string;
  hours: string;
  overtime: string;
  earnings: string;
  deductions: string;
  employerContributions: string;
  concept: string;
  amount: string;
  totalEarnings: string;
  totalDeductions: string;
  totalEmployer: string;
  net: string;
  draft: string;
  canceled: string;
  employerSignature: string;
  workerSignature: string;
  bank: string;
  none: string;
  kinds: Record<PayrollRunKind, string>;
  regimes: Record<string, string>;
  concepts: Partial<Record<ConceptKey, string>>;
};

const es: Words = {
  title: 'BOLETA DE PAGO DE REMUNERACIONES',
  employer: 'Empleador',
  ruc: 'RUC',
  address: 'Domicilio fiscal',
  worker: 'Trabajador',
  document: 'Documento',
  code: 'Código',
  position: 'Cargo',
  regime: 'Régimen laboral',
  pension: 'Sistema de pensiones',
  cuspp: 'CUSPP',
  hireDate: 'Fecha de ingreso',
  period: 'Periodo',
  kind: 'Tipo de planilla',
  daysWorked: 'Días laborados',
  vacationDays: 'Días de vacaciones',
  absenceDays: 'Inasistencias',
  hours: 'Horas ordinarias',
  overtime: 'Horas extras',
  earnings: 'Ingresos',
  deductions: 'Descuentos',
  employerContributions: 'Aportes del empleador',
  concept: 'Concepto',
  amount: 'Importe S/',
  totalEarnings: 'Total ingresos',
  totalDeductions: 'Total descuentos',
  totalEmployer: 'Total aportes del empleador',
  net: 'NETO A PAGAR',
  draft: 'BORRADOR',
  canceled: 'ANULADA',
  employerSignature: 'Firma del empleador',
  workerSignature: 'Firma del trabajador',
  bank: 'Cuenta de abono',
  none: '—',
  kinds: {
    monthly: 'Remuneración mensual',
    gratificacion: 'Gratificación',
    cts: 'CTS',
    vacation: 'Vacaciones',
    liquidacion: 'Liquidación de beneficios sociales',
  },
  regimes: { general: 'General', small: 'Pequeña empresa', micro: 'Microempresa' },
  concepts: {},
};

const en: Words = {
  title: 'PAYSLIP',
  employer: 'Employer',
  ruc: 'Tax ID (RUC)',
  address: 'Registered address',
  worker: 'Worker',
  document: 'Document',
  code: 'Code',
  position: 'Position',
  regime: 'Labour regime',
  pension: 'Pension system',
  cuspp: 'CUSPP',
  hireDate: 'Hire date',
  period: 'Period',
  kind: 'Payroll',
  daysWorked: 'Days worked',
  vacationDays: 'Vacation days',
  absenceDays: 'Absences',
  hours: 'Ordinary hours',
  overtime: 'Overtime hours',
  earnings: 'Earnings',
  deductions: 'Deductions',
  employerContributions: 'Employer contributions',
  concept: 'Concept',
  amount: 'Amount S/',
  totalEarnings: 'Total earnings',
  totalDeductions: 'Total deductions',
  totalEmployer: 'Total employer contributions',
  net: 'NET PAY',
  draft: 'DRAFT',
  canceled: 'CANCELED',
  employerSignature: "Employer's signature",
  workerSignature: "Worker's signature",
  bank: 'Paid into',
  none: '—',
  kinds: {
    monthly: 'Monthly pay',
    gratificacion: 'Gratificación (statutory bonus)',
    cts: 'CTS (severance fund)',
    vacation: 'Vacation pay',
    liquidacion: 'Final settlement',
  },
  regimes: { general: 'General', small: 'Small business', micro: 'Micro business' },
  concepts: {
    basic: 'Basic salary',
    family_allowance: 'Family allowance',
    overtime_25: 'Overtime +25 %',
    overtime_35: 'Overtime +35 %',
    holiday_work: 'Holiday worked (+100 %)',
    rest_day_work: 'Weekly rest day worked (+100 %)',
    night_work: 'Night work',
    bonus: 'Regular bonus',
    occasional_bonus: 'Productivity bonus',
    extraordinary_bonus: 'Extraordinary bonus',
    commission: 'Commissions',
    additional_work: 'Approved additional work',
    vacation: 'Vacation pay',
    vacation_truncated: 'Truncated vacations',
    vacation_indemnity: 'Indemnity for untaken vacations',
    gratificacion: 'Gratificación',
    gratificacion_truncated: 'Proportional gratificación',
    bonificacion_extraordinaria: 'Extraordinary bonus (Law 30334)',
    bonificacion_extraordinaria_truncated: 'Proportional extraordinary bonus (Law 30334)',
    cts: 'CTS (severance fund)',
    dismissal_indemnity: 'Dismissal indemnity',
    tardiness: 'Tardiness',
    absence: 'Absences',
    afp_fund: 'AFP mandatory contribution',
    afp_premium: 'AFP insurance premium',
    afp_commission: 'AFP commission',
    onp: 'ONP (Decree Law 19990)',
    quinta: 'Fifth-category income tax',
    discount: 'Other discounts',
    advance: 'Advance',
    quincena_advance: 'Half-month advance',
    essalud: 'ESSALUD health insurance',
    sis: 'SIS health insurance',
  },
};

const fr: Words = {
  title: 'BULLETIN DE PAIE',
  employer: 'Employeur',
  ruc: 'N° fiscal (RUC)',
  address: 'Adresse fiscale',
  worker: 'Salarié',
  document: "Pièce d'identité",
  code: 'Code',
  position: 'Poste',
  regime: 'Régime de travail',
  pension: 'Régime de retraite',
  cuspp: 'CUSPP',
  hireDate: "Date d'embauche",
  period: 'Période',
  kind: 'Paie',
  daysWorked: 'Jours travaillés',
  vacationDays: 'Jours de congé',
  absenceDays: 'Absences',
  hours: 'Heures normales',
  overtime: 'Heures supplémentaires',
  earnings: 'Gains',
  deductions: 'Retenues',
  employerContributions: 'Cotisations patronales',
  concept: 'Rubrique',
  amount: 'Montant S/',
  totalEarnings: 'Total des gains',
  totalDeductions: 'Total des retenues',
  totalEmployer: 'Total des cotisations patronales',
  net: 'NET À PAYER',
  draft: 'BROUILLON',
  canceled: 'ANNULÉ',
  employerSignature: "Signature de l'employeur",
  workerSignature: 'Signature du salarié',
  bank: 'Versé sur',
  none: '—',
  kinds: {
    monthly: 'Salaire mensuel',
    gratificacion: 'Gratification légale',
    cts: "CTS (indemnité d'ancienneté)",
    vacation: 'Congés payés',
    liquidacion: 'Solde de tout compte',
  },
  regimes: { general: 'Général', small: 'Petite entreprise', micro: 'Micro-entreprise' },
  concepts: {
    basic: 'Salaire de base',
    family_allowance: 'Allocation familiale',
    overtime_25: 'Heures supplémentaires +25 %',
    overtime_35: 'Heures supplémentaires +35 %',
    holiday_work: 'Jour férié travaillé (+100 %)',
    rest_day_work: 'Repos hebdomadaire travaillé (+100 %)',
    night_work: 'Travail de nuit',
    bonus: 'Prime régulière',
    occasional_bonus: 'Prime de productivité',
    extraordinary_bonus: 'Prime exceptionnelle',
    commission: 'Commissions',
    additional_work: 'Travail supplémentaire approuvé',
    vacation: 'Indemnité de congés',
    vacation_truncated: 'Congés proportionnels',
    vacation_indemnity: 'Indemnité de congés non pris',
    gratificacion: 'Gratification légale',
    gratificacion_truncated: 'Gratification proportionnelle',
    bonificacion_extraordinaria: 'Prime extraordinaire (loi 30334)',
    bonificacion_extraordinaria_truncated: 'Prime extraordinaire proportionnelle (loi 30334)',
    cts: "CTS (indemnité d'ancienneté)",
    dismissal_indemnity: 'Indemnité de licenciement',
    tardiness: 'Retards',
    absence: 'Absences',
    afp_fund: 'AFP cotisation obligatoire',
    afp_premium: "AFP prime d'assurance",
    afp_commission: 'AFP commission',
    onp: 'ONP (décret-loi 19990)',
    quinta: 'Impôt sur le revenu (5e catégorie)',
    discount: 'Autres retenues',
    advance: 'Avance',
    quincena_advance: 'Avance de quinzaine',
    essalud: 'Assurance maladie ESSALUD',
    sis: 'Assurance maladie SIS',
  },
};

const de: Words = {
  title: 'GEHALTSABRECHNUNG',
  employer: 'Arbeitgeber',
  ruc: 'Steuernummer (RUC)',
  address: 'Steuerlicher Sitz',
  worker: 'Beschäftigte Person',
  document: 'Ausweis',
  code: 'Code',
  position: 'Stelle',
  regime: 'Arbeitsregime',
  pension: 'Rentensystem',
  cuspp: 'CUSPP',
  hireDate: 'Eintrittsdatum',
  period: 'Zeitraum',
  kind: 'Abrechnung',
  daysWorked: 'Arbeitstage',
  vacationDays: 'Urlaubstage',
  absenceDays: 'Fehltage',
  hours: 'Normalstunden',
  overtime: 'Überstunden',
  earnings: 'Bezüge',
  deductions: 'Abzüge',
  employerContributions: 'Arbeitgeberbeiträge',
  concept: 'Posten',
  amount: 'Betrag S/',
  totalEarnings: 'Summe Bezüge',
  totalDeductions: 'Summe Abzüge',
  totalEmployer: 'Summe Arbeitgeberbeiträge',
  net: 'AUSZAHLUNGSBETRAG',
  draft: 'ENTWURF',
  canceled: 'STORNIERT',
  employerSignature: 'Unterschrift Arbeitgeber',
  workerSignature: 'Unterschrift Beschäftigte Person',
  bank: 'Überwiesen auf',
  none: '—',
  kinds: {
    monthly: 'Monatsgehalt',
    gratificacion: 'Gesetzliche Gratifikation',
    cts: 'CTS (Abfindungsrücklage)',
    vacation: 'Urlaubsentgelt',
    liquidacion: 'Schlussabrechnung',
  },
  regimes: { general: 'Allgemein', small: 'Kleinunternehmen', micro: 'Kleinstunternehmen' },
  concepts: {
    basic: 'Grundgehalt',
    family_allowance: 'Familienzulage',
    overtime_25: 'Überstunden +25 %',
    overtime_35: 'Überstunden +35 %',
    holiday_work: 'Arbeit am Feiertag (+100 %)',
    rest_day_work: 'Arbeit am wöchentlichen Ruhetag (+100 %)',
    night_work: 'Nachtarbeit',
    bonus: 'Regelmäßige Prämie',
    occasional_bonus: 'Leistungsprämie',
    extraordinary_bonus: 'Sonderprämie',
    commission: 'Provisionen',
    additional_work: 'Genehmigte Zusatzarbeit',
    vacation: 'Urlaubsentgelt',
    vacation_truncated: 'Anteiliger Urlaub',
    vacation_indemnity: 'Abgeltung nicht genommenen Urlaubs',
    gratificacion: 'Gesetzliche Gratifikation',
    gratificacion_truncated: 'Anteilige Gratifikation',
    bonificacion_extraordinaria: 'Außerordentlicher Zuschlag (Gesetz 30334)',
    bonificacion_extraordinaria_truncated: 'Anteiliger außerordentlicher Zuschlag (Gesetz 30334)',
    cts: 'CTS (Abfindungsrücklage)',
    dismissal_indemnity: 'Kündigungsentschädigung',
    tardiness: 'Verspätungen',
    absence: 'Fehltage',
    afp_fund: 'AFP Pflichtbeitrag',
    afp_premium: 'AFP Versicherungsprämie',
    afp_commission: 'AFP Provision',
    onp: 'ONP (Gesetzesdekret 19990)',
    quinta: 'Lohnsteuer (5. Kategorie)',
    discount: 'Sonstige Abzüge',
    advance: 'Vorschuss',
    quincena_advance: 'Halbmonatsvorschuss',
    essalud: 'Krankenversicherung ESSALUD',
    sis: 'Krankenversicherung SIS',
  },
};

const pt: Words = {
  title: 'RECIBO DE PAGAMENTO',
  employer: 'Empregador',
  ruc: 'N.º fiscal (RUC)',
  address: 'Domicílio fiscal',
  worker: 'Trabalhador',
  document: 'Documento',
  code: 'Código',
  position: 'Cargo',
  regime: 'Regime laboral',
  pension: 'Sistema de previdência',
  cuspp: 'CUSPP',
  hireDate: 'Data de admissão',
  period: 'Período',
  kind: 'Folha',
  daysWorked: 'Dias trabalhados',
  vacationDays: 'Dias de férias',
  absenceDays: 'Faltas',
  hours: 'Horas normais',
  overtime: 'Horas extras',
  earnings: 'Proventos',
  deductions: 'Descontos',
  employerContributions: 'Contribuições do empregador',
  concept: 'Rubrica',
  amount: 'Valor S/',
  totalEarnings: 'Total de proventos',
  totalDeductions: 'Total de descontos',
  totalEmployer: 'Total de contribuições do empregador',
  net: 'LÍQUIDO A RECEBER',
  draft: 'RASCUNHO',
  canceled: 'ANULADO',
  employerSignature: 'Assinatura do empregador',
  workerSignature: 'Assinatura do trabalhador',
  bank: 'Creditado em',
  none: '—',
  kinds: {
    monthly: 'Salário mensal',
    gratificacion: 'Gratificação legal',
    cts: 'CTS (fundo de garantia)',
    vacation: 'Férias',
    liquidacion: 'Rescisão',
  },
  regimes: { general: 'Geral', small: 'Pequena empresa', micro: 'Microempresa' },
  concepts: {
    basic: 'Salário base',
    family_allowance: 'Abono de família',
    overtime_25: 'Horas extras +25 %',
    overtime_35: 'Horas extras +35 %',
    holiday_work: 'Feriado trabalhado (+100 %)',
    rest_day_work: 'Descanso semanal trabalhado (+100 %)',
    night_work: 'Trabalho noturno',
    bonus: 'Bónus regular',
    occasional_bonus: 'Bónus de produtividade',
    extraordinary_bonus: 'Gratificação extraordinária',
    commission: 'Comissões',
    additional_work: 'Trabalho adicional aprovado',
    vacation: 'Remuneração de férias',
    vacation_truncated: 'Férias proporcionais',
    vacation_indemnity: 'Indenização por férias não gozadas',
    gratificacion: 'Gratificação legal',
    gratificacion_truncated: 'Gratificação proporcional',
    bonificacion_extraordinaria: 'Bonificação extraordinária (Lei 30334)',
    bonificacion_extraordinaria_truncated: 'Bonificação extraordinária proporcional (Lei 30334)',
    cts: 'CTS (fundo de garantia)',
    dismissal_indemnity: 'Indenização por despedimento',
    tardiness: 'Atrasos',
    absence: 'Faltas',
    afp_fund: 'AFP contribuição obrigatória',
    afp_premium: 'AFP prémio de seguro',
    afp_commission: 'AFP comissão',
    onp: 'ONP (Decreto-Lei 19990)',
    quinta: 'Imposto de renda (5.ª categoria)',
    discount: 'Outros descontos',
    advance: 'Adiantamento',
    quincena_advance: 'Adiantamento quinzenal',
    essalud: 'Seguro de saúde ESSALUD',
    sis: 'Seguro de saúde SIS',
  },
};

export const PAYSLIP_WORDS: Record<Language, Words> = { es, en, fr, de, pt };

export const wordsFor = (lang: Language): Words => PAYSLIP_WORDS[lang] ?? es;

/** A concept's name in the language; Spanish is SUNAT's own wording. */
export const conceptLabel = (lang: Language, key: ConceptKey): string =>
  wordsFor(lang).concepts[key] ?? CONCEPTS[key]?.description ?? key;

/** "octubre de 2026" in the language's own month names. */
export const periodLabel = (lang: Language, year: number, month: number): string =>
  new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
