/** A booked call's page (app/routes/booked-call.tsx): the confirmation, move and cancel. */
export const bookedCall = {
  booked: "Tu llamada está agendada",
  moved: "Movimos tu llamada",
  h1: "Tu llamada",
  when: "Cuándo",
  /** Mexico City's time beside the visitor's, when they differ. */
  officeTime: "{{when}} en Ciudad de México",
  with: "Con",
  how: "Cómo",
  videoLink: "Videollamada: {{link}}",
  phoneCall: "Te llamamos al {{number}}",
  invitation: "Te enviamos la invitación por correo a {{email}}.",
  move: "Cambiar horario",
  cancel: "Cancelar la llamada",
  cancelHint: "Si cancelas, el horario queda libre y avisamos al equipo.",
  cancelled: "Cancelaste la llamada. El horario quedó libre.",
  bookAgain: "Agendar otra llamada",
  moving: "Elige el nuevo horario de tu llamada.",
};
