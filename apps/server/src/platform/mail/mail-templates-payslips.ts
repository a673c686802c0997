import type { Language } from '@zerg/shared';

type Template = { subject: string; body: string };

/** The signed boleta sent to the worker (issue #30), kept apart so the main catalogue stays small. */
export const PAYSLIP_MAIL_TEMPLATES: Record<'payslip.issued', Record<Language, Template>> = {
  'payslip.issued': {
    es: {
      subject: 'Su boleta de pago de {{period}} — {{company}}',
      body: 'Hola {{name}}:\n\n{{company}} le envía su boleta de pago de {{period}}, firmada digitalmente (D. Leg. 1310). La encontrará adjunta en PDF y también en su perfil de Zerg Back Office.\n\nGuárdela: es el comprobante de su remuneración.',
    },
    en: {
      subject: 'Your payslip for {{period}} — {{company}}',
      body: 'Hello {{name}},\n\n{{company}} sends you your payslip for {{period}}, digitally signed (Legislative Decree 1310). It is attached as a PDF and is also in your Zerg Back Office profile.\n\nKeep it: it is the record of your pay.',
    },
    fr: {
      subject: 'Votre bulletin de paie de {{period}} — {{company}}',
      body: 'Bonjour {{name}},\n\n{{company}} vous envoie votre bulletin de paie de {{period}}, signé numériquement (décret législatif 1310). Il est joint en PDF et se trouve aussi dans votre profil Zerg Back Office.\n\nConservez-le : il atteste votre rémunération.',
    },
    de: {
      subject: 'Ihre Lohnabrechnung für {{period}} — {{company}}',
      body: 'Hallo {{name}},\n\n{{company}} sendet Ihnen Ihre Lohnabrechnung für {{period}}, digital signiert (Gesetzesdekret 1310). Sie ist als PDF angehängt und steht auch in Ihrem Zerg Back Office Profil.\n\nBewahren Sie sie auf: Sie belegt Ihr Entgelt.',
    },
    pt: {
      subject: 'Seu contracheque de {{period}} — {{company}}',
      body: 'Olá {{name}},\n\n{{company}} envia seu contracheque de {{period}}, assinado digitalmente (Decreto Legislativo 1310). Ele está anexado em PDF e também no seu perfil do Zerg Back Office.\n\nGuarde-o: é o comprovante da sua remuneração.',
    },
  },
};
