/**
 * The booked call's e-mails (server/email/templates/booking.ts) and the texts of
 * their calendar invitations. The visitor's are in their language, addressed
 * with "usted" like every letter to a visitor (docs/decisions/096); the team member's and the team's
 * are written in the default language (the team's), but every language fills
 * them. Subjects hold the brand, the member's name and the moment: never text
 * a visitor typed.
 */
export const bookingMail = {
  /** The visitor's clock ("{{when}}") with Mexico City's beside it, when the two differ. */
  whenBeside: "{{when}} ({{mexico}}, hora de Ciudad de México)",
  duration: "{{minutes}} minutos",
  /** The invitation, the change of time or the cancellation, to the visitor. */
  visitor: {
    subject: {
      booked: "Su llamada con {{brand}} está confirmada: {{when}}",
      moved: "Su llamada con {{brand}} cambió de horario: {{when}}",
      cancelled: "Su llamada con {{brand}} del {{when}} quedó cancelada",
    },
    intro: {
      booked: "Su llamada con {{member}} está confirmada.",
      moved: "Su llamada con {{member}} cambió de horario. Este es el nuevo:",
      cancelled: "Su llamada con {{member}} quedó cancelada; ya no la tenemos agendada a esta hora:",
    },
    labels: {
      when: "Cuándo",
      duration: "Duración",
      with: "Con",
    },
    video: "Entre a la videollamada con este enlace:",
    phone: "Le llamaremos al {{number}}.",
    invitation: "Adjuntamos la invitación: ábrala para agregar la llamada a su calendario.",
    cancellation: "Adjuntamos la cancelación: ábrala para quitar la llamada de su calendario.",
    manage: "¿Necesita otro horario o ya no puede? Cambie o cancele su llamada aquí:",
    again: "Si quiere agendar otra llamada, responda a este correo.",
  },
  /** Before the call, to the visitor: a day before, and an hour before. */
  reminder: {
    subject: {
      day: "Recordatorio: su llamada con {{brand}} es mañana, {{when}}",
      hour: "Recordatorio: su llamada con {{brand}} empieza en una hora ({{time}})",
    },
    intro: {
      day: "Le recordamos su llamada de mañana con {{member}}.",
      hour: "Su llamada con {{member}} empieza en una hora.",
    },
  },
  /** The event in the visitor's calendar. */
  invitation: {
    summary: "Llamada con {{brand}} ({{member}})",
    with: "Con {{member}}, de {{brand}}.",
    video: "Videollamada: {{link}}",
    manage: "Cambiar o cancelar: {{url}}",
  },
  /** To the team member the call is with, and the notice to the team (in the team's language). */
  team: {
    /** Who the call was with, once their data was erased (the member's event is cancelled). */
    erased: "Persona cuyos datos se borraron",
    /** The member's invitation. */
    subject: {
      booked: "Llamada agendada contigo: {{when}}",
      moved: "Llamada contigo cambiada de horario: {{when}}",
      cancelled: "Llamada contigo cancelada: {{when}}",
    },
    heading: {
      booked: "Tienes una llamada nueva",
      moved: "Una llamada contigo cambió de horario",
      cancelled: "Se canceló una llamada contigo",
    },
    /** The team's notice. */
    noticeSubject: {
      booked: "Llamada agendada con {{member}}: {{when}}",
      moved: "Llamada con {{member}} cambiada de horario: {{when}}",
      cancelled: "Llamada con {{member}} cancelada: {{when}}",
    },
    noticeHeading: {
      booked: "Un visitante agendó una llamada con {{member}}",
      moved: "Un visitante cambió de horario su llamada con {{member}}",
      cancelled: "Se canceló la llamada de un visitante con {{member}}",
    },
    labels: {
      mexico: "Hora de Ciudad de México",
      visitor: "Hora del visitante ({{zone}})",
      duration: "Duración",
      member: "Con",
      topic: "Tema",
      video: "Videollamada",
      phone: "Llamar al",
      booking: "Reserva",
    },
    /** The event in the member's calendar. */
    summary: "Llamada con {{name}} ({{company}})",
    summaryNoCompany: "Llamada con {{name}}",
  },
};

export type BookingMailResources = typeof bookingMail;
