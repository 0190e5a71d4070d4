/**
 * Privacy notice (aviso de privacidad integral) under Mexico's federal law on
 * personal data held by private parties. `{{legalName}}`, `{{legalAddress}}`
 * and `{{email}}` come from the site settings.
 */
export const privacy = {
  h1: "Aviso de privacidad",
  lead: "Este aviso explica quién trata tus datos personales, cuáles, para qué y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.",
  tocTitle: "Contenido",
  sections: [
    {
      title: "Responsable del tratamiento",
      body: [
        "{{legalName}} (“{{brand}}”), con domicilio en {{legalAddress}}, es responsable del tratamiento de los datos personales que nos proporcionas a través de este sitio.",
        "Para cualquier asunto relacionado con tus datos personales puedes escribirnos a {{email}}.",
      ],
      list: [],
    },
    {
      title: "Datos personales que recabamos",
      body: ["Recabamos los datos que nos das directamente al usar los formularios del sitio:"],
      list: [
        "Formulario de contacto: nombre, correo electrónico, empresa y el contenido de tu mensaje.",
        "Quiz de crecimiento: nombre, correo electrónico, empresa (opcional), tus respuestas al quiz y si pides una llamada.",
        "Datos técnicos: idioma, página de origen y parámetros de campaña (UTM) con los que llegaste, y el tipo de navegador.",
      ],
    },
    {
      title: "Finalidades del tratamiento",
      body: [
        "Usamos tus datos para las siguientes finalidades primarias, necesarias para atender tu solicitud: responder tus mensajes, agendar las llamadas que pidas, enviarte la estrategia o el material que solicitaste y dar seguimiento a tu solicitud.",
        "De forma secundaria, y solo si no te opones, usamos datos agregados de uso del sitio para medirlo y mejorarlo. Puedes oponerte a esta finalidad secundaria en cualquier momento escribiendo a {{email}}; tu negativa no afecta la atención de tu solicitud.",
        "No recabamos datos personales sensibles ni vendemos tus datos.",
      ],
      list: [],
    },
    {
      title: "Transferencias",
      body: [
        "No transferimos tus datos personales a terceros sin tu consentimiento, salvo en los casos que permite la ley. Los proveedores que nos prestan servicios de alojamiento, correo electrónico o agenda tratan los datos por cuenta nuestra y con obligaciones de confidencialidad.",
      ],
      list: [],
    },
    {
      title: "Derechos ARCO y revocación del consentimiento",
      body: [
        "Tienes derecho a acceder a tus datos personales, rectificarlos si son inexactos, cancelarlos u oponerte a su tratamiento (derechos ARCO), así como a revocar tu consentimiento. Para ejercerlos, envía una solicitud a {{email}} que incluya:",
      ],
      list: [
        "Tu nombre y un medio para comunicarte contigo.",
        "Un documento que acredite tu identidad o, en su caso, la de tu representante.",
        "La descripción clara de los datos y del derecho que quieres ejercer.",
        "Cualquier documento que ayude a localizar tus datos.",
      ],
    },
    {
      title: "Respuesta a tu solicitud",
      body: [
        "Te responderemos por correo electrónico dentro de los plazos que establece la ley y, si procede, haremos efectivo tu derecho dentro de esos mismos plazos. Si consideras que tu solicitud no fue atendida correctamente, puedes acudir a la autoridad competente en materia de protección de datos personales.",
      ],
      list: [],
    },
    {
      title: "Cookies y tecnologías similares",
      body: [
        "El sitio guarda tu preferencia de idioma en tu navegador. Si activamos herramientas de analítica, usarán cookies para medir visitas de forma agregada; puedes deshabilitarlas desde la configuración de tu navegador.",
      ],
      list: [],
    },
    {
      title: "Cambios a este aviso",
      body: [
        "Podemos actualizar este aviso por cambios legales o en nuestros servicios. Publicaremos cualquier cambio en esta misma página, con la fecha de la última actualización.",
      ],
      list: [],
    },
  ],
  updated: "Última actualización: 22 de noviembre de 2026.",
};
