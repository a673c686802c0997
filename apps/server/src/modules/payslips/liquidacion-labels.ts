import type { CessationReasonKey, Language } from '@zerg/shared';

/**
 * The words of the hoja de liquidación de beneficios sociales in the five languages a worker may
 * choose; the words it shares with the boleta (employer, worker, document…) come from
 * `payslip-labels.ts`.
 */
export type HojaWords = {
  title: string;
  cessationDate: string;
  reason: string;
  serviceTime: string;
  service: (years: number, months: number, days: number) => string;
  computable: string;
  salary: string;
  familyAllowance: string;
  variablePay: string;
  totalComputable: string;
  benefits: string;
  period: string;
  months: string;
  days: string;
  cts: string;
  ctsSixth: (sixth: string) => string;
  /** CTS and gratificación are not owed by a microempresa. */
  notDueMicro: string;
  gratificacion: string;
  bonificacion: (rate: string) => string;
  vacationTruncated: string;
  vacationPending: string;
  vacationIndemnity: string;
  dismissal: string;
  totalBenefits: string;
  variableHistory: string;
  monthsPaid: string;
  average: string;
  regular: string;
  notRegular: string;
  supplements: Record<string, string>;
  received: (amount: string) => string;
  deadline: string;
  reasons: Record<CessationReasonKey, string>;
};

const es: HojaWords = {
  title: 'HOJA DE LIQUIDACIÓN DE BENEFICIOS SOCIALES',
  cessationDate: 'Fecha de cese',
  reason: 'Motivo del cese',
  serviceTime: 'Tiempo de servicios',
  service: (y, m, d) => `${y} años, ${m} meses, ${d} días`,
  computable: 'Remuneración computable',
  salary: 'Remuneración básica',
  familyAllowance: 'Asignación familiar',
  variablePay: 'Promedio de remuneraciones variables regulares',
  totalComputable: 'Total remuneración computable',
  benefits: 'Beneficios sociales',
  period: 'Periodo',
  months: 'Meses',
  days: 'Días',
  cts: 'CTS trunca',
  ctsSixth: (sixth) => `incluye 1/6 de la gratificación: S/ ${sixth}`,
  notDueMicro: 'no corresponde en el régimen de microempresa (DS 013-2013-PRODUCE)',
  gratificacion: 'Gratificación trunca',
  bonificacion: (rate) => `Bonificación extraordinaria Ley 30334 (${rate})`,
  vacationTruncated: 'Vacaciones truncas',
  vacationPending: 'Vacaciones no gozadas',
  vacationIndemnity: 'Indemnización vacacional',
  dismissal: 'Indemnización por despido arbitrario',
  totalBenefits: 'Total beneficios sociales',
  variableHistory: 'Remuneraciones variables de los últimos seis meses',
  monthsPaid: 'Meses con pago',
  average: 'Promedio',
  regular: 'regular',
  notRegular: 'no regular',
  supplements: {
    overtime: 'Horas extras',
    night_work: 'Trabajo nocturno',
    commission: 'Comisiones',
    bonus: 'Bonificaciones regulares',
    additional_work: 'Trabajos adicionales',
  },
  received: (amount) =>
    `Declaro haber recibido la suma de S/ ${amount} por la liquidación de mis beneficios sociales, conforme al detalle que antecede.`,
  deadline: 'Pago dentro de las 48 horas siguientes al cese (D.S. 001-97-TR art. 3; D.S. 001-96-TR art. 56).',
  reasons: {
    resignation: 'Renuncia',
    resignation_incentives: 'Renuncia con incentivos',
    dismissal: 'Despido',
    arbitrary_dismissal: 'Despido arbitrario',
    fixed_term_early_end: 'Término anticipado de contrato a plazo fijo',
    dismissal_serious_fault: 'Despido por falta grave',
    collective: 'Cese colectivo',
    retirement: 'Jubilación',
    disability: 'Invalidez absoluta permanente',
    end_of_contract: 'Término de contrato',
    mutual_agreement: 'Mutuo disenso',
    death: 'Fallecimiento',
    probation: 'No superó el período de prueba',
  },
};

const en: HojaWords = {
  title: 'FINAL SETTLEMENT OF SOCIAL BENEFITS',
  cessationDate: 'Termination date',
  reason: 'Reason for termination',
  serviceTime: 'Length of service',
  service: (y, m, d) => `${y} years, ${m} months, ${d} days`,
  computable: 'Computable remuneration',
  salary: 'Basic salary',
  familyAllowance: 'Family allowance',
  variablePay: 'Average of regular variable pay',
  totalComputable: 'Total computable remuneration',
  benefits: 'Social benefits',
  period: 'Period',
  months: 'Months',
  days: 'Days',
  cts: 'CTS (severance) pro rata',
  ctsSixth: (sixth) => `includes 1/6 of the gratificación: S/ ${sixth}`,
  notDueMicro: 'not due under the microempresa regime (DS 013-2013-PRODUCE)',
  gratificacion: 'Gratificación pro rata',
  bonificacion: (rate) => `Extraordinary bonus Law 30334 (${rate})`,
  vacationTruncated: 'Vacation pay pro rata',
  vacationPending: 'Vacation earned and not taken',
  vacationIndemnity: 'Vacation indemnity',
  dismissal: 'Indemnity for arbitrary dismissal',
  totalBenefits: 'Total social benefits',
  variableHistory: 'Variable pay of the last six months',
  monthsPaid: 'Months paid',
  average: 'Average',
  regular: 'regular',
  notRegular: 'not regular',
  supplements: {
    overtime: 'Overtime',
    night_work: 'Night work',
    commission: 'Commissions',
    bonus: 'Regular bonuses',
    additional_work: 'Additional work',
  },
  received: (amount) =>
    `I declare that I have received the sum of S/ ${amount} in settlement of my social benefits, as detailed above.`,
  deadline: 'Paid within 48 hours of termination (DS 001-97-TR art. 3; DS 001-96-TR art. 56).',
  reasons: {
    resignation: 'Resignation',
    resignation_incentives: 'Resignation with incentives',
    dismissal: 'Dismissal',
    arbitrary_dismissal: 'Arbitrary dismissal',
    fixed_term_early_end: 'Early end of a fixed-term contract',
    dismissal_serious_fault: 'Dismissal for serious misconduct',
    collective: 'Collective termination',
    retirement: 'Retirement',
    disability: 'Permanent total disability',
    end_of_contract: 'End of contract',
    mutual_agreement: 'Mutual agreement',
    death: 'Death',
    probation: 'Did not pass the probation period',
  },
};

const fr: HojaWords = {
  title: 'SOLDE DE TOUT COMPTE DES AVANTAGES SOCIAUX',
  cessationDate: 'Date de fin de contrat',
  reason: 'Motif de la fin de contrat',
  serviceTime: 'Ancienneté',
  service: (y, m, d) => `${y} ans, ${m} mois, ${d} jours`,
  computable: 'Rémunération de référence',
  salary: 'Salaire de base',
  familyAllowance: 'Allocation familiale',
  variablePay: 'Moyenne de la rémunération variable régulière',
  totalComputable: 'Total rémunération de référence',
  benefits: 'Avantages sociaux',
  period: 'Période',
  months: 'Mois',
  days: 'Jours',
  cts: 'CTS au prorata',
  ctsSixth: (sixth) => `dont 1/6 de la gratificación : S/ ${sixth}`,
  notDueMicro: 'non dû au régime de la microentreprise (DS 013-2013-PRODUCE)',
  gratificacion: 'Gratificación au prorata',
  bonificacion: (rate) => `Prime extraordinaire loi 30334 (${rate})`,
  vacationTruncated: 'Congés payés au prorata',
  vacationPending: 'Congés acquis non pris',
  vacationIndemnity: 'Indemnité de congés',
  dismissal: 'Indemnité de licenciement abusif',
  totalBenefits: 'Total avantages sociaux',
  variableHistory: 'Rémunération variable des six derniers mois',
  monthsPaid: 'Mois payés',
  average: 'Moyenne',
  regular: 'régulière',
  notRegular: 'non régulière',
  supplements: {
    overtime: 'Heures supplémentaires',
    night_work: 'Travail de nuit',
    commission: 'Commissions',
    bonus: 'Primes régulières',
    additional_work: 'Travaux supplémentaires',
  },
  received: (amount) =>
    `Je déclare avoir reçu la somme de S/ ${amount} pour le solde de mes avantages sociaux, selon le détail ci-dessus.`,
  deadline: 'Payé dans les 48 heures suivant la fin du contrat (DS 001-97-TR art. 3 ; DS 001-96-TR art. 56).',
  reasons: {
    resignation: 'Démission',
    resignation_incentives: 'Démission avec incitations',
    dismissal: 'Licenciement',
    arbitrary_dismissal: 'Licenciement abusif',
    fixed_term_early_end: 'Fin anticipée d’un contrat à durée déterminée',
    dismissal_serious_fault: 'Licenciement pour faute grave',
    collective: 'Licenciement collectif',
    retirement: 'Retraite',
    disability: 'Invalidité totale permanente',
    end_of_contract: 'Fin de contrat',
    mutual_agreement: 'Rupture conventionnelle',
    death: 'Décès',
    probation: "Période d'essai non concluante",
  },
};

const de: HojaWords = {
  title: 'ENDABRECHNUNG DER SOZIALLEISTUNGEN',
  cessationDate: 'Austrittsdatum',
  reason: 'Beendigungsgrund',
  serviceTime: 'Beschäftigungsdauer',
  service: (y, m, d) => `${y} Jahre, ${m} Monate, ${d} Tage`,
  computable: 'Berechnungsgrundlage',
  salary: 'Grundgehalt',
  familyAllowance: 'Familienzulage',
  variablePay: 'Durchschnitt der regelmäßigen variablen Vergütung',
  totalComputable: 'Berechnungsgrundlage gesamt',
  benefits: 'Sozialleistungen',
  period: 'Zeitraum',
  months: 'Monate',
  days: 'Tage',
  cts: 'CTS anteilig',
  ctsSixth: (sixth) => `inkl. 1/6 der Gratificación: S/ ${sixth}`,
  notDueMicro: 'im Kleinstunternehmensregime nicht geschuldet (DS 013-2013-PRODUCE)',
  gratificacion: 'Gratificación anteilig',
  bonificacion: (rate) => `Sonderbonus Gesetz 30334 (${rate})`,
  vacationTruncated: 'Urlaubsentgelt anteilig',
  vacationPending: 'Erworbener, nicht genommener Urlaub',
  vacationIndemnity: 'Urlaubsentschädigung',
  dismissal: 'Abfindung für willkürliche Kündigung',
  totalBenefits: 'Sozialleistungen gesamt',
  variableHistory: 'Variable Vergütung der letzten sechs Monate',
  monthsPaid: 'Monate mit Zahlung',
  average: 'Durchschnitt',
  regular: 'regelmäßig',
  notRegular: 'nicht regelmäßig',
  supplements: {
    overtime: 'Überstunden',
    night_work: 'Nachtarbeit',
    commission: 'Provisionen',
    bonus: 'Regelmäßige Prämien',
    additional_work: 'Zusatzarbeiten',
  },
  received: (amount) =>
    `Ich bestätige den Erhalt von S/ ${amount} als Endabrechnung meiner Sozialleistungen gemäß obiger Aufstellung.`,
  deadline: 'Zahlung binnen 48 Stunden nach dem Austritt (DS 001-97-TR Art. 3; DS 001-96-TR Art. 56).',
  reasons: {
    resignation: 'Eigenkündigung',
    resignation_incentives: 'Eigenkündigung mit Anreizen',
    dismissal: 'Kündigung',
    arbitrary_dismissal: 'Willkürliche Kündigung',
    fixed_term_early_end: 'Vorzeitiges Ende eines befristeten Vertrags',
    dismissal_serious_fault: 'Kündigung wegen schweren Fehlverhaltens',
    collective: 'Massenentlassung',
    retirement: 'Ruhestand',
    disability: 'Dauerhafte volle Erwerbsunfähigkeit',
    end_of_contract: 'Vertragsende',
    mutual_agreement: 'Aufhebungsvertrag',
    death: 'Tod',
    probation: 'Probezeit nicht bestanden',
  },
};

const pt: HojaWords = {
  title: 'TERMO DE RESCISÃO DOS BENEFÍCIOS SOCIAIS',
  cessationDate: 'Data de desligamento',
  reason: 'Motivo do desligamento',
  serviceTime: 'Tempo de serviço',
  service: (y, m, d) => `${y} anos, ${m} meses, ${d} dias`,
  computable: 'Remuneração de cálculo',
  salary: 'Salário-base',
  familyAllowance: 'Abono familiar',
  variablePay: 'Média da remuneração variável regular',
  totalComputable: 'Total da remuneração de cálculo',
  benefits: 'Benefícios sociais',
  period: 'Período',
  months: 'Meses',
  days: 'Dias',
  cts: 'CTS proporcional',
  ctsSixth: (sixth) => `inclui 1/6 da gratificación: S/ ${sixth}`,
  notDueMicro: 'não devido no regime de microempresa (DS 013-2013-PRODUCE)',
  gratificacion: 'Gratificación proporcional',
  bonificacion: (rate) => `Bonificação extraordinária Lei 30334 (${rate})`,
  vacationTruncated: 'Férias proporcionais',
  vacationPending: 'Férias vencidas não gozadas',
  vacationIndemnity: 'Indenização de férias',
  dismissal: 'Indenização por demissão arbitrária',
  totalBenefits: 'Total dos benefícios sociais',
  variableHistory: 'Remuneração variável dos últimos seis meses',
  monthsPaid: 'Meses com pagamento',
  average: 'Média',
  regular: 'regular',
  notRegular: 'não regular',
  supplements: {
    overtime: 'Horas extras',
    night_work: 'Trabalho noturno',
    commission: 'Comissões',
    bonus: 'Bonificações regulares',
    additional_work: 'Trabalhos adicionais',
  },
  received: (amount) =>
    `Declaro ter recebido a quantia de S/ ${amount} pela liquidação dos meus benefícios sociais, conforme o detalhe acima.`,
  deadline: 'Pagamento em até 48 horas após o desligamento (DS 001-97-TR art. 3; DS 001-96-TR art. 56).',
  reasons: {
    resignation: 'Pedido de demissão',
    resignation_incentives: 'Pedido de demissão com incentivos',
    dismissal: 'Demissão',
    arbitrary_dismissal: 'Demissão arbitrária',
    fixed_term_early_end: 'Término antecipado de contrato a prazo',
    dismissal_serious_fault: 'Demissão por falta grave',
    collective: 'Desligamento coletivo',
    retirement: 'Aposentadoria',
    disability: 'Invalidez total permanente',
    end_of_contract: 'Término do contrato',
    mutual_agreement: 'Distrato (mútuo acordo)',
    death: 'Falecimento',
    probation: 'Não aprovado no período de experiência',
  },
};

export const HOJA_WORDS: Record<Language, HojaWords> = { es, en, fr, de, pt };

export const hojaWordsFor = (lang: Language): HojaWords => HOJA_WORDS[lang] ?? es;

export { shortDate } from '../../platform/pdf/pdf-text.ts';
