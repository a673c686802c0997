import type { Language, MailEvent } from '@zerg/shared';
import { DOCUMENT_MAIL_TEMPLATES } from './mail-templates-documents.ts';
import { PAYSLIP_MAIL_TEMPLATES } from './mail-templates-payslips.ts';

type Template = { subject: string; body: string };

/**
 * Each event's mail in the five languages; `{{fact}}` is replaced by the fact of that name. Plain text,
 * so a fact can never inject markup.
 */
export const MAIL_TEMPLATES: Record<MailEvent, Record<Language, Template>> = {
  'password.reset': {
    es: {
      subject: 'Restablezca su contraseña de Zerg Back Office',
      body: 'Hola {{name}}:\n\nPara elegir una nueva contraseña abra este enlace (válido 30 minutos, un solo uso):\n{{link}}\n\nSi no lo pidió, ignore este correo.',
    },
    en: {
      subject: 'Reset your Zerg Back Office password',
      body: 'Hello {{name}},\n\nTo choose a new password open this link (valid for 30 minutes, single use):\n{{link}}\n\nIf you did not ask for it, ignore this mail.',
    },
    fr: {
      subject: 'Réinitialiser votre mot de passe Zerg Back Office',
      body: "Bonjour {{name}},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 30 minutes, usage unique) :\n{{link}}\n\nSi vous ne l'avez pas demandé, ignorez ce message.",
    },
    de: {
      subject: 'Ihr Zerg Back Office Passwort zurücksetzen',
      body: 'Hallo {{name}},\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link (30 Minuten gültig, einmalig):\n{{link}}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
    },
    pt: {
      subject: 'Redefinir sua senha do Zerg Back Office',
      body: 'Olá {{name}},\n\npara escolher uma nova senha abra este link (válido por 30 minutos, uso único):\n{{link}}\n\nSe você não pediu, ignore este e-mail.',
    },
  },
  'justification.submitted': {
    es: {
      subject: 'Nueva justificación de {{employee}}',
      body: '{{employee}} presentó una justificación para el {{date}}.\nMotivo: {{reason}}\n\nRevísela en Zerg Back Office › RR. HH.',
    },
    en: {
      subject: 'New justification from {{employee}}',
      body: '{{employee}} submitted a justification for {{date}}.\nReason: {{reason}}\n\nReview it in Zerg Back Office › HR.',
    },
    fr: {
      subject: 'Nouvelle justification de {{employee}}',
      body: '{{employee}} a présenté une justification pour le {{date}}.\nMotif : {{reason}}\n\nConsultez-la dans Zerg Back Office › RH.',
    },
    de: {
      subject: 'Neue Begründung von {{employee}}',
      body: '{{employee}} hat eine Begründung für den {{date}} eingereicht.\nGrund: {{reason}}\n\nPrüfen Sie sie in Zerg Back Office › Personal.',
    },
    pt: {
      subject: 'Nova justificativa de {{employee}}',
      body: '{{employee}} apresentou uma justificativa para {{date}}.\nMotivo: {{reason}}\n\nVeja no Zerg Back Office › RH.',
    },
  },
  'justification.decided': {
    es: {
      subject: 'Justificación de {{employee}}: {{decision}}',
      body: 'La justificación de {{employee}} del {{date}} fue {{decision}}.',
    },
    en: {
      subject: 'Justification of {{employee}}: {{decision}}',
      body: 'The justification of {{employee}} for {{date}} was {{decision}}.',
    },
    fr: {
      subject: 'Justification de {{employee}} : {{decision}}',
      body: 'La justification de {{employee}} du {{date}} a été {{decision}}.',
    },
    de: {
      subject: 'Begründung von {{employee}}: {{decision}}',
      body: 'Die Begründung von {{employee}} für den {{date}} wurde {{decision}}.',
    },
    pt: {
      subject: 'Justificativa de {{employee}}: {{decision}}',
      body: 'A justificativa de {{employee}} de {{date}} foi {{decision}}.',
    },
  },
  'viatic.requested': {
    es: {
      subject: 'Solicitud de viáticos: {{employee}} a {{destination}}',
      body: '{{employee}} solicitó viáticos por {{amount}} para su viaje a {{destination}}.\n\nApruébelos en Zerg Back Office › Tesorería.',
    },
    en: {
      subject: 'Travel allowance request: {{employee}} to {{destination}}',
      body: '{{employee}} requested a travel allowance of {{amount}} for the trip to {{destination}}.\n\nApprove it in Zerg Back Office › Treasury.',
    },
    fr: {
      subject: 'Demande de frais de mission : {{employee}} vers {{destination}}',
      body: '{{employee}} a demandé {{amount}} de frais de mission pour le voyage à {{destination}}.\n\nApprouvez-la dans Zerg Back Office › Trésorerie.',
    },
    de: {
      subject: 'Spesenantrag: {{employee}} nach {{destination}}',
      body: '{{employee}} hat {{amount}} Reisespesen für die Reise nach {{destination}} beantragt.\n\nGenehmigen Sie ihn in Zerg Back Office › Finanzen.',
    },
    pt: {
      subject: 'Pedido de diárias: {{employee}} para {{destination}}',
      body: '{{employee}} pediu diárias de {{amount}} para a viagem a {{destination}}.\n\nAprove no Zerg Back Office › Tesouraria.',
    },
  },
  'viatic.approved': {
    es: {
      subject: 'Viáticos aprobados: {{employee}} a {{destination}}',
      body: 'Se aprobaron viáticos por {{amount}} para {{employee}} (viaje a {{destination}}).',
    },
    en: {
      subject: 'Travel allowance approved: {{employee}} to {{destination}}',
      body: 'A travel allowance of {{amount}} was approved for {{employee}} (trip to {{destination}}).',
    },
    fr: {
      subject: 'Frais de mission approuvés : {{employee}} vers {{destination}}',
      body: 'Des frais de mission de {{amount}} ont été approuvés pour {{employee}} (voyage à {{destination}}).',
    },
    de: {
      subject: 'Spesen genehmigt: {{employee}} nach {{destination}}',
      body: 'Reisespesen von {{amount}} wurden für {{employee}} genehmigt (Reise nach {{destination}}).',
    },
    pt: {
      subject: 'Diárias aprovadas: {{employee}} para {{destination}}',
      body: 'Foram aprovadas diárias de {{amount}} para {{employee}} (viagem a {{destination}}).',
    },
  },
  'salary_increase.submitted': {
    es: {
      subject: 'Solicitud de aumento de sueldo: {{employee}}',
      body: 'Se solicitó un aumento de sueldo a {{amount}} para {{employee}}.',
    },
    en: {
      subject: 'Salary increase request: {{employee}}',
      body: 'A salary increase to {{amount}} was requested for {{employee}}.',
    },
    fr: {
      subject: "Demande d'augmentation de salaire : {{employee}}",
      body: 'Une augmentation de salaire à {{amount}} a été demandée pour {{employee}}.',
    },
    de: {
      subject: 'Antrag auf Gehaltserhöhung: {{employee}}',
      body: 'Für {{employee}} wurde eine Gehaltserhöhung auf {{amount}} beantragt.',
    },
    pt: {
      subject: 'Pedido de aumento salarial: {{employee}}',
      body: 'Foi pedido um aumento salarial para {{amount}} para {{employee}}.',
    },
  },
  'salary_increase.decided': {
    es: {
      subject: 'Aumento de sueldo de {{employee}}: {{decision}}',
      body: 'La solicitud de aumento a {{amount}} para {{employee}} fue {{decision}}.',
    },
    en: {
      subject: 'Salary increase for {{employee}}: {{decision}}',
      body: 'The request to raise the salary of {{employee}} to {{amount}} was {{decision}}.',
    },
    fr: {
      subject: 'Augmentation de salaire de {{employee}} : {{decision}}',
      body: "La demande d'augmentation à {{amount}} pour {{employee}} a été {{decision}}.",
    },
    de: {
      subject: 'Gehaltserhöhung für {{employee}}: {{decision}}',
      body: 'Der Antrag auf Erhöhung auf {{amount}} für {{employee}} wurde {{decision}}.',
    },
    pt: {
      subject: 'Aumento salarial de {{employee}}: {{decision}}',
      body: 'O pedido de aumento para {{amount}} para {{employee}} foi {{decision}}.',
    },
  },
  'additional_work.submitted': {
    es: {
      subject: 'Trabajo adicional de {{employee}}',
      body: '{{employee}} registró {{hours}} horas de trabajo adicional el {{date}}.',
    },
    en: {
      subject: 'Additional work by {{employee}}',
      body: '{{employee}} recorded {{hours}} hours of additional work on {{date}}.',
    },
    fr: {
      subject: 'Travail supplémentaire de {{employee}}',
      body: '{{employee}} a déclaré {{hours}} heures de travail supplémentaire le {{date}}.',
    },
    de: {
      subject: 'Zusatzarbeit von {{employee}}',
      body: '{{employee}} hat am {{date}} {{hours}} Stunden Zusatzarbeit erfasst.',
    },
    pt: {
      subject: 'Trabalho adicional de {{employee}}',
      body: '{{employee}} registrou {{hours}} horas de trabalho adicional em {{date}}.',
    },
  },
  'additional_work.decided': {
    es: {
      subject: 'Trabajo adicional de {{employee}}: {{decision}}',
      body: 'El trabajo adicional de {{employee}} del {{date}} fue {{decision}}.',
    },
    en: {
      subject: 'Additional work by {{employee}}: {{decision}}',
      body: 'The additional work of {{employee}} on {{date}} was {{decision}}.',
    },
    fr: {
      subject: 'Travail supplémentaire de {{employee}} : {{decision}}',
      body: 'Le travail supplémentaire de {{employee}} du {{date}} a été {{decision}}.',
    },
    de: {
      subject: 'Zusatzarbeit von {{employee}}: {{decision}}',
      body: 'Die Zusatzarbeit von {{employee}} am {{date}} wurde {{decision}}.',
    },
    pt: {
      subject: 'Trabalho adicional de {{employee}}: {{decision}}',
      body: 'O trabalho adicional de {{employee}} em {{date}} foi {{decision}}.',
    },
  },
  'payroll.approved': {
    es: {
      subject: 'Planilla {{period}} aprobada',
      body: 'La planilla de {{period}} de {{company}} fue aprobada y está lista para el pago.',
    },
    en: {
      subject: 'Payroll {{period}} approved',
      body: 'The {{period}} payroll of {{company}} was approved and is ready to be paid.',
    },
    fr: {
      subject: 'Paie {{period}} approuvée',
      body: 'La paie de {{period}} de {{company}} a été approuvée et peut être versée.',
    },
    de: {
      subject: 'Gehaltsabrechnung {{period}} genehmigt',
      body: 'Die Gehaltsabrechnung {{period}} von {{company}} wurde genehmigt und kann ausgezahlt werden.',
    },
    pt: {
      subject: 'Folha {{period}} aprovada',
      body: 'A folha de pagamento de {{period}} de {{company}} foi aprovada e está pronta para pagamento.',
    },
  },
  'liquidacion.documents': {
    es: {
      subject: 'Su liquidación y certificado de trabajo · {{company}}',
      body: 'Hola {{name}}: le enviamos adjuntos su hoja de liquidación de beneficios sociales, su certificado de trabajo y su certificado de rentas y retenciones de quinta categoría del año, de {{company}}.',
    },
    en: {
      subject: 'Your final settlement and work certificate · {{company}}',
      body: 'Hello {{name}}: attached are your final settlement of social benefits, your work certificate and your certificate of fifth-category income and withholdings of the year, from {{company}}.',
    },
    fr: {
      subject: 'Votre solde de tout compte et certificat de travail · {{company}}',
      body: 'Bonjour {{name}} : vous trouverez ci-joint votre solde de tout compte, votre certificat de travail et votre certificat des revenus et retenues de cinquième catégorie de l’année, de {{company}}.',
    },
    de: {
      subject: 'Ihre Endabrechnung und Ihr Arbeitszeugnis · {{company}}',
      body: 'Hallo {{name}}, anbei erhalten Sie Ihre Endabrechnung der Sozialleistungen, Ihr Arbeitszeugnis und Ihre Bescheinigung über Einkünfte und Einbehaltungen der fünften Kategorie des Jahres von {{company}}.',
    },
    pt: {
      subject: 'Sua liquidação e certificado de trabalho · {{company}}',
      body: 'Olá {{name}}: enviamos em anexo a sua folha de liquidação de benefícios sociais, o seu certificado de trabalho e o seu certificado de rendimentos e retenções de quinta categoria do ano, de {{company}}.',
    },
  },
  'travel_order.state_changed': {
    es: {
      subject: 'Orden de viaje {{order}}: {{state}}',
      body: 'La orden de viaje {{order}} ({{route}}) del conductor {{driver}} pasó a estado «{{state}}».',
    },
    en: {
      subject: 'Travel order {{order}}: {{state}}',
      body: 'Travel order {{order}} ({{route}}) of driver {{driver}} is now "{{state}}".',
    },
    fr: {
      subject: 'Ordre de voyage {{order}} : {{state}}',
      body: "L'ordre de voyage {{order}} ({{route}}) du conducteur {{driver}} est passé à l'état « {{state}} ».",
    },
    de: {
      subject: 'Fahrauftrag {{order}}: {{state}}',
      body: 'Der Fahrauftrag {{order}} ({{route}}) von Fahrer {{driver}} hat jetzt den Status „{{state}}“.',
    },
    pt: {
      subject: 'Ordem de viagem {{order}}: {{state}}',
      body: 'A ordem de viagem {{order}} ({{route}}) do motorista {{driver}} passou ao estado "{{state}}".',
    },
  },
  'driver.comment': {
    es: {
      subject: 'Comentario del conductor {{driver}} ({{order}})',
      body: '{{driver}} dejó un comentario en la orden {{order}}:\n\n{{comment}}',
    },
    en: {
      subject: 'Comment from driver {{driver}} ({{order}})',
      body: '{{driver}} left a comment on order {{order}}:\n\n{{comment}}',
    },
    fr: {
      subject: 'Commentaire du chauffeur {{driver}} ({{order}})',
      body: "{{driver}} a laissé un commentaire sur l'ordre {{order}} :\n\n{{comment}}",
    },
    de: {
      subject: 'Kommentar von Fahrer {{driver}} ({{order}})',
      body: '{{driver}} hat zum Auftrag {{order}} einen Kommentar hinterlassen:\n\n{{comment}}',
    },
    pt: {
      subject: 'Comentário do motorista {{driver}} ({{order}})',
      body: '{{driver}} deixou um comentário na ordem {{order}}:\n\n{{comment}}',
    },
  },
  ...PAYSLIP_MAIL_TEMPLATES,
  ...DOCUMENT_MAIL_TEMPLATES,
};
