import type { Language } from '@zerg/shared';

type Template = { subject: string; body: string };
type DocumentEvent =
  | 'vehicle_document.expiring'
  | 'vehicle_document.expired'
  | 'employee_document.expiring'
  | 'employee_document.expired'
  | 'signing_certificate.expiring'
  | 'signing_certificate.expired';

/**
 * The daily expiry reminders of vehicle documents and of workers' licences and certificates.
 * `{{document}}` is the document's Peruvian name (SOAT, revisión técnica, certificado MTC, licencia
 * de conducir, certificado), the same in every language, as on the paper itself; `{{detail}}` the
 * licence's number and class or the certificate's file name.
 */
export const DOCUMENT_MAIL_TEMPLATES: Record<DocumentEvent, Record<Language, Template>> = {
  'vehicle_document.expiring': {
    es: {
      subject: '{{plate}}: {{document}} vence el {{expiry}}',
      body: 'El documento {{document}} N.º {{number}} del vehículo {{plate}} vence el {{expiry}} (en {{days}} días).\n\nRenuévelo y registre el nuevo en Zerg Back Office › Configuración › Vehículos.',
    },
    en: {
      subject: '{{plate}}: {{document}} expires on {{expiry}}',
      body: 'The {{document}} no. {{number}} of vehicle {{plate}} expires on {{expiry}} (in {{days}} days).\n\nRenew it and register the new one in Zerg Back Office › Settings › Vehicles.',
    },
    fr: {
      subject: '{{plate}} : {{document}} expire le {{expiry}}',
      body: 'Le document {{document}} n° {{number}} du véhicule {{plate}} expire le {{expiry}} (dans {{days}} jours).\n\nRenouvelez-le et enregistrez le nouveau dans Zerg Back Office › Paramètres › Véhicules.',
    },
    de: {
      subject: '{{plate}}: {{document}} läuft am {{expiry}} ab',
      body: 'Das Dokument {{document}} Nr. {{number}} des Fahrzeugs {{plate}} läuft am {{expiry}} ab (in {{days}} Tagen).\n\nErneuern Sie es und erfassen Sie das neue in Zerg Back Office › Einstellungen › Fahrzeuge.',
    },
    pt: {
      subject: '{{plate}}: {{document}} vence em {{expiry}}',
      body: 'O documento {{document}} n.º {{number}} do veículo {{plate}} vence em {{expiry}} (em {{days}} dias).\n\nRenove-o e registre o novo no Zerg Back Office › Configurações › Veículos.',
    },
  },
  'vehicle_document.expired': {
    es: {
      subject: '{{plate}}: {{document}} vencido desde el {{expiry}}',
      body: 'El documento {{document}} N.º {{number}} del vehículo {{plate}} venció el {{expiry}}. El vehículo no puede despacharse hasta registrar uno vigente.\n\nRegístrelo en Zerg Back Office › Configuración › Vehículos.',
    },
    en: {
      subject: '{{plate}}: {{document}} expired on {{expiry}}',
      body: 'The {{document}} no. {{number}} of vehicle {{plate}} expired on {{expiry}}. The vehicle cannot be dispatched until a valid one is registered.\n\nRegister it in Zerg Back Office › Settings › Vehicles.',
    },
    fr: {
      subject: '{{plate}} : {{document}} expiré depuis le {{expiry}}',
      body: "Le document {{document}} n° {{number}} du véhicule {{plate}} a expiré le {{expiry}}. Le véhicule ne peut pas partir tant qu'un document valide n'est pas enregistré.\n\nEnregistrez-le dans Zerg Back Office › Paramètres › Véhicules.",
    },
    de: {
      subject: '{{plate}}: {{document}} seit {{expiry}} abgelaufen',
      body: 'Das Dokument {{document}} Nr. {{number}} des Fahrzeugs {{plate}} ist am {{expiry}} abgelaufen. Das Fahrzeug kann erst wieder disponiert werden, wenn ein gültiges erfasst ist.\n\nErfassen Sie es in Zerg Back Office › Einstellungen › Fahrzeuge.',
    },
    pt: {
      subject: '{{plate}}: {{document}} vencido desde {{expiry}}',
      body: 'O documento {{document}} n.º {{number}} do veículo {{plate}} venceu em {{expiry}}. O veículo não pode ser despachado até que um válido seja registrado.\n\nRegistre-o no Zerg Back Office › Configurações › Veículos.',
    },
  },
  'employee_document.expiring': {
    es: {
      subject: '{{employee}}: {{document}} vence el {{expiry}}',
      body: '{{document}} ({{detail}}) de {{employee}} vence el {{expiry}} (en {{days}} días).\n\nCuando se renueve, registre la nueva fecha en Zerg Back Office › RR. HH. › Empleados.',
    },
    en: {
      subject: '{{employee}}: {{document}} expires on {{expiry}}',
      body: 'The {{document}} ({{detail}}) of {{employee}} expires on {{expiry}} (in {{days}} days).\n\nOnce renewed, record the new date in Zerg Back Office › HR › Employees.',
    },
    fr: {
      subject: '{{employee}} : {{document}} expire le {{expiry}}',
      body: 'Le document {{document}} ({{detail}}) de {{employee}} expire le {{expiry}} (dans {{days}} jours).\n\nUne fois renouvelé, enregistrez la nouvelle date dans Zerg Back Office › RH › Employés.',
    },
    de: {
      subject: '{{employee}}: {{document}} läuft am {{expiry}} ab',
      body: 'Das Dokument {{document}} ({{detail}}) von {{employee}} läuft am {{expiry}} ab (in {{days}} Tagen).\n\nNach der Erneuerung erfassen Sie das neue Datum in Zerg Back Office › Personal › Mitarbeitende.',
    },
    pt: {
      subject: '{{employee}}: {{document}} vence em {{expiry}}',
      body: 'O documento {{document}} ({{detail}}) de {{employee}} vence em {{expiry}} (em {{days}} dias).\n\nQuando renovado, registre a nova data no Zerg Back Office › RH › Funcionários.',
    },
  },
  'employee_document.expired': {
    es: {
      subject: '{{employee}}: {{document}} vencido desde el {{expiry}}',
      body: '{{document}} ({{detail}}) de {{employee}} venció el {{expiry}}.\n\nRegistre el documento renovado en Zerg Back Office › RR. HH. › Empleados.',
    },
    en: {
      subject: '{{employee}}: {{document}} expired on {{expiry}}',
      body: 'The {{document}} ({{detail}}) of {{employee}} expired on {{expiry}}.\n\nRecord the renewed document in Zerg Back Office › HR › Employees.',
    },
    fr: {
      subject: '{{employee}} : {{document}} expiré depuis le {{expiry}}',
      body: 'Le document {{document}} ({{detail}}) de {{employee}} a expiré le {{expiry}}.\n\nEnregistrez le document renouvelé dans Zerg Back Office › RH › Employés.',
    },
    de: {
      subject: '{{employee}}: {{document}} seit {{expiry}} abgelaufen',
      body: 'Das Dokument {{document}} ({{detail}}) von {{employee}} ist am {{expiry}} abgelaufen.\n\nErfassen Sie das erneuerte Dokument in Zerg Back Office › Personal › Mitarbeitende.',
    },
    pt: {
      subject: '{{employee}}: {{document}} vencido desde {{expiry}}',
      body: 'O documento {{document}} ({{detail}}) de {{employee}} venceu em {{expiry}}.\n\nRegistre o documento renovado no Zerg Back Office › RH › Funcionários.',
    },
  },
  'signing_certificate.expiring': {
    es: {
      subject: '{{company}}: el certificado de firma vence el {{expiry}}',
      body: 'El certificado de firma digital de {{company}} vence el {{expiry}} (en {{days}} días). Sin él no se pueden firmar las boletas de pago ni los comprobantes electrónicos.\n\nSuba el certificado renovado en Zerg Back Office › Configuración › Empresas.',
    },
    en: {
      subject: '{{company}}: the signing certificate expires on {{expiry}}',
      body: 'The digital signing certificate of {{company}} expires on {{expiry}} (in {{days}} days). Without it no payslip or electronic document can be signed.\n\nUpload the renewed certificate in Zerg Back Office › Settings › Companies.',
    },
    fr: {
      subject: '{{company}} : le certificat de signature expire le {{expiry}}',
      body: 'Le certificat de signature numérique de {{company}} expire le {{expiry}} (dans {{days}} jours). Sans lui, aucun bulletin de paie ni document électronique ne peut être signé.\n\nTéléversez le certificat renouvelé dans Zerg Back Office › Paramètres › Entreprises.',
    },
    de: {
      subject: '{{company}}: das Signaturzertifikat läuft am {{expiry}} ab',
      body: 'Das digitale Signaturzertifikat von {{company}} läuft am {{expiry}} ab (in {{days}} Tagen). Ohne es kann keine Gehaltsabrechnung und kein elektronischer Beleg signiert werden.\n\nLaden Sie das erneuerte Zertifikat in Zerg Back Office › Einstellungen › Unternehmen hoch.',
    },
    pt: {
      subject: '{{company}}: o certificado de assinatura vence em {{expiry}}',
      body: 'O certificado de assinatura digital de {{company}} vence em {{expiry}} (em {{days}} dias). Sem ele nenhum holerite nem documento eletrônico pode ser assinado.\n\nEnvie o certificado renovado no Zerg Back Office › Configurações › Empresas.',
    },
  },
  'signing_certificate.expired': {
    es: {
      subject: '{{company}}: el certificado de firma venció el {{expiry}}',
      body: 'El certificado de firma digital de {{company}} venció el {{expiry}}. No se puede firmar ninguna boleta de pago ni comprobante electrónico hasta subir uno nuevo.\n\nSúbalo en Zerg Back Office › Configuración › Empresas.',
    },
    en: {
      subject: '{{company}}: the signing certificate expired on {{expiry}}',
      body: 'The digital signing certificate of {{company}} expired on {{expiry}}. No payslip or electronic document can be signed until a new one is uploaded.\n\nUpload it in Zerg Back Office › Settings › Companies.',
    },
    fr: {
      subject: '{{company}} : le certificat de signature a expiré le {{expiry}}',
      body: "Le certificat de signature numérique de {{company}} a expiré le {{expiry}}. Aucun bulletin de paie ni document électronique ne peut être signé avant d'en téléverser un nouveau.\n\nTéléversez-le dans Zerg Back Office › Paramètres › Entreprises.",
    },
    de: {
      subject: '{{company}}: das Signaturzertifikat ist am {{expiry}} abgelaufen',
      body: 'Das digitale Signaturzertifikat von {{company}} ist am {{expiry}} abgelaufen. Bis ein neues hochgeladen ist, kann keine Gehaltsabrechnung und kein elektronischer Beleg signiert werden.\n\nLaden Sie es in Zerg Back Office › Einstellungen › Unternehmen hoch.',
    },
    pt: {
      subject: '{{company}}: o certificado de assinatura venceu em {{expiry}}',
      body: 'O certificado de assinatura digital de {{company}} venceu em {{expiry}}. Nenhum holerite nem documento eletrônico pode ser assinado até que um novo seja enviado.\n\nEnvie-o no Zerg Back Office › Configurações › Empresas.',
    },
  },
};
