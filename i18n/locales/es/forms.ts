import type { FieldErrorKey } from "#domain/forms/fields.ts";

type ErrorMessages = Record<FieldErrorKey extends `errors.${infer K}` ? K : never, string>;

/** Form labels, validation messages and submission outcomes. */
export const forms = {
  errors: {
    nameMin: "El nombre debe tener al menos 2 caracteres",
    nameMax: "El nombre es demasiado largo",
    nameInvalid: "El nombre contiene caracteres no permitidos",
    emailInvalid: "Correo electrónico no válido",
    emailMax: "El correo electrónico es demasiado largo",
    companyMax: "El nombre de la empresa es demasiado largo",
    companyInvalid: "El nombre de la empresa contiene caracteres no permitidos",
    messageMin: "El mensaje debe tener al menos 10 caracteres",
    messageMax: "El mensaje es demasiado largo (máximo 5,000 caracteres)",
    messageInvalid: "El mensaje contiene caracteres no permitidos",
    segmentInvalid: "Elige una de las opciones de la lista para describir tu empresa",
    industryInvalid: "Elige una de las industrias de la lista",
    mexicoStanceInvalid: "Elige una de las opciones de la lista sobre México",
    goalMax: "El objetivo es demasiado largo (máximo 500 caracteres)",
    goalInvalid: "El objetivo contiene caracteres no permitidos",
  } satisfies ErrorMessages,
  fields: {
    name: "Nombre completo",
    email: "Correo corporativo",
    company: "Empresa",
    companyOptional: "Empresa (opcional)",
    message: "Mensaje",
    requestCall: "Quiero agendar una llamada de 30 minutos",
    /** A fund: the funds page's 20 minutes. */
    requestCallFund: "Quiero agendar una llamada de 20 minutos",
    honeypot: "No llenes este campo",
  },
  sending: "Enviando…",
  /** The simplified privacy notice beside each form (docs/decisions/099); `{{legalName}}` from the firm's profile. */
  privacy: {
    label: "Aviso de privacidad simplificado.",
    contact:
      "{{legalName}} usa tus datos para responder tu mensaje y darle seguimiento, y no los usa para ningún otro fin sin tu consentimiento.",
    lead: "{{legalName}} usa tus datos y tus respuestas para preparar y enviarte tu estrategia, agendar la llamada si la pides y darle seguimiento, y no los usa para ningún otro fin sin tu consentimiento.",
    link: "Lee el aviso de privacidad completo",
  },
  contact: {
    title: "Envíanos un mensaje",
    submit: "Enviar mensaje",
    success:
      "¡Mensaje enviado! Te llegará un acuse de recibo automático por correo, y una persona del equipo te responderá pronto.",
    /** A message from an address that got a contact acknowledgement within the hour: no second one goes out (docs/decisions/095). */
    successAcknowledged:
      "¡Mensaje enviado! Hace menos de una hora te enviamos un acuse de recibo, así que esta vez no te llegará otro; una persona del equipo te responderá pronto.",
    /** Past the acknowledgements one client address may cause in an hour (docs/decisions/094): none goes out. */
    successUnacknowledged:
      "¡Mensaje enviado! Esta vez no te enviaremos acuse de recibo por correo; una persona del equipo te responderá pronto.",
    error: "Error al enviar el mensaje. Por favor intenta de nuevo.",
    unavailable:
      "No pudimos guardar tu mensaje en este momento. Tu texto sigue aquí: envíalo de nuevo en unos instantes.",
  },
  lead: {
    submit: "Quiero mi estrategia",
    successTitle: "¡Mensaje enviado!",
    successText: "Recibirás tu estrategia personalizada en menos de 24 horas.",
    errorTitle: "Error al enviar",
    errorText: "No pudimos enviar tu mensaje. Por favor intenta de nuevo.",
  },
};

export type FormsResources = typeof forms;
