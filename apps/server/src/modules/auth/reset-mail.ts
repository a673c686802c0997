import type { Language } from '@zerg/shared';

type Template = { subject: string; body: (name: string, link: string) => string };

/** The password-reset mail, in the user's language. */
export const RESET_MAIL: Record<Language, Template> = {
  es: {
    subject: 'Restablece tu contraseña de Zerg Back Office',
    body: (name, link) =>
      `Hola ${name}:\n\nPara elegir una nueva contraseña abre este enlace (válido 30 minutos, un solo uso):\n${link}\n\nSi no lo pediste, ignora este correo.`,
  },
  en: {
    subject: 'Reset your Zerg Back Office password',
    body: (name, link) =>
      `Hello ${name},\n\nTo choose a new password open this link (valid for 30 minutes, single use):\n${link}\n\nIf you did not ask for it, ignore this mail.`,
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe Zerg Back Office',
    body: (name, link) =>
      `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 30 minutes, usage unique) :\n${link}\n\nSi vous ne l'avez pas demandé, ignorez ce message.`,
  },
  de: {
    subject: 'Ihr Zerg Back Office Passwort zurücksetzen',
    body: (name, link) =>
      `Hallo ${name},\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link (30 Minuten gültig, einmalig):\n${link}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.`,
  },
  pt: {
    subject: 'Redefinir sua senha do Zerg Back Office',
    body: (name, link) =>
      `Olá ${name},\n\npara escolher uma nova senha abra este link (válido por 30 minutos, uso único):\n${link}\n\nSe você não pediu, ignore este e-mail.`,
  },
};
