/** Contact: the 30-minute call, the message form's place and the contact details. */
export const contact = {
  eyebrow: "Contacto",
  h1: "Hablemos de tu empresa",
  lead: "Agenda una llamada de 30 minutos sin compromiso o envíanos un mensaje. Al enviarlo te llega un acuse de recibo automático por correo; la respuesta te la escribe una persona del equipo.",
  scheduleButton: "Agendar llamada de 30 minutos",
  call: {
    title: "Qué pasa en la llamada",
    items: [
      "Nos cuentas dónde está tu empresa y a dónde quiere llegar",
      "Te decimos con franqueza si podemos ayudarte y cómo",
      "Terminas con una opinión clara sobre tus siguientes pasos, trabajes o no con nosotros",
    ],
  },
  info: {
    title: "Datos de contacto",
    emailLabel: "Correo electrónico",
    scheduleLabel: "Agenda directa",
    scheduleLink: "Elige un horario en nuestro calendario",
    hoursLabel: "Horario de atención",
    locationLabel: "Dónde estamos",
    locationNote: "Trabajamos con empresas de todo México y con compañías extranjeras que llegan al país.",
    languagesLabel: "Idiomas",
    languages: "Español e inglés",
  },
  request: {
    title: "Tu solicitud",
  },
};
