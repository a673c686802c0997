import type { Language } from '@zerg/shared';

type Template = { subject: string; body: string };
type DocumentEvent = 'vehicle_document.expiring' | 'vehicle_document.expired';

/**
 * The daily expiry reminders of vehicle documents. `{{document}}` is the document's Peruvian name
 * (SOAT, revisión técnica, certificado MTC), the same in every language, as on the paper itself.
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
};
