/**
 * Aviso de privacidad integral under the Ley Federal de Protección de Datos
 * Personales en Posesión de los Particulares (DOF, 20 March 2025): docs/decisions/099.
 * The route (routes/privacy.tsx) lays it out and leaves out what does not apply to the
 * build: the domicilio and RFC come from the firm's profile, Google Analytics only with
 * SITE_GA_MEASUREMENT_ID. `{{legalName}}`, `{{email}}`, `{{address}}`, `{{city}}` and
 * `{{rfc}}` are filled in there. The firm's counsel signs the text off (docs/product.md).
 */
export const privacy = {
  h1: "Aviso de privacidad",
  lead: "Quién trata los datos personales que nos das en este sitio, cuáles, para qué, quién más los trata por encargo nuestro y cómo ejerces tus derechos.",
  tocTitle: "Contenido",
  updated: "Fecha de este aviso: 5 de diciembre de 2026.",
  controller: {
    title: "Responsable de tus datos",
    body: "{{legalName}} (“{{brand}}”) es responsable del tratamiento de los datos personales que nos das en este sitio.",
    /** Until the profile gives the legal name (razón social). */
    bodyBrand: "{{brand}} es responsable del tratamiento de los datos personales que nos das en este sitio.",
    rfc: "Su RFC es {{rfc}}.",
    domicile: "Su domicilio, también para recibir tus solicitudes sobre tus datos, es {{address}}.",
    city: "Tiene su sede en {{city}}.",
    contact: "Para cualquier asunto sobre tus datos personales escríbenos a {{email}}.",
    law: "Este aviso se emite conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, publicada en el Diario Oficial de la Federación el 20 de marzo de 2025 y en vigor desde el día siguiente.",
  },
  data: {
    title: "Qué datos recabamos",
    intro: "Solo los que escribes en los formularios del sitio y el contexto técnico de tu envío:",
    items: [
      "Si nos escribes por el formulario de contacto: tu nombre, tu correo, tu empresa (si la das) y tu mensaje.",
      "Si pides tu estrategia en el quiz de crecimiento: tu nombre, tu correo, tu empresa (si la das), tus cuatro respuestas (ingresos anuales, tamaño del equipo, reto principal y dónde vendes), la etapa y los servicios que resultan de ellas, si quieres agendar una llamada y, si las das, las respuestas opcionales sobre tu empresa: qué tipo de empresa es, su industria, lo que quieres lograr en los próximos 12 meses (con tus palabras) y, si es extranjera o un fondo, en qué punto está en México.",
      "Si agendas una llamada en el sitio: tu nombre, tu correo, tu empresa (si la das), el tema (si lo escribes), cómo quieres reunirte y, si eliges teléfono, tu número, el horario elegido y tu zona horaria. Los usamos para apartar el horario, enviarte la invitación a tu calendario, los recordatorios de 24 horas y 1 hora antes, y los enlaces para cambiarla o cancelarla; la persona del equipo que te atiende recibe la misma invitación.",
      "Con cada envío: el idioma de la página, la página por la que entraste al sitio, la página de la que venías, los parámetros de campaña (UTM) del enlace, la página donde abriste el quiz y el navegador que usas.",
    ],
    closing:
      "No te pedimos datos personales sensibles. Nuestro servidor no guarda tu dirección IP: solo la usa para limitar los envíos automatizados, durante un minuto, y para limitar los acuses de recibo que pide una misma dirección, durante una hora, siempre como una huella cifrada con una clave que no sale de nuestros sistemas y de la que no se puede recuperar la dirección (la del minuto se guarda en nuestra base de datos cuando el sitio corre en varios servidores).",
  },
  purposes: {
    title: "Para qué usamos tus datos",
    necessaryIntro: "Finalidades necesarias, sin las cuales no podemos atender lo que nos pides:",
    necessary: [
      "Responder tu mensaje o tu solicitud y darle seguimiento en la bandeja del equipo (quién la atiende, en qué estado va y sus notas internas).",
      "Preparar tu estrategia personalizada a partir de tus respuestas al quiz y enviártela por correo.",
      "Agendar y tener la llamada que pidas.",
      "Enviarte el acuse de recibo automático y avisar al equipo de tu solicitud.",
      "Atender tus solicitudes sobre tus datos y cumplir las obligaciones que nos impone la ley.",
    ],
    voluntaryIntro:
      "Finalidad voluntaria, a la que puedes negarte sin que eso cambie en nada la atención de tu solicitud:",
    analytics:
      "Medir con Google Analytics, de forma agregada, cómo se usa el sitio (páginas vistas y pasos del quiz) para mejorarlo.",
    optOut: "Para negarte, bloquea las cookies de Google Analytics en tu navegador o escríbenos a {{email}}.",
    noVoluntary:
      "No usamos tus datos para ninguna finalidad voluntaria: no te enviamos publicidad ni boletines. Si algún día quisiéramos hacerlo, te pediríamos antes tu consentimiento.",
  },
  processors: {
    title: "Quién más trata tus datos",
    intro:
      "Nos apoyamos en proveedores que tratan tus datos solo por encargo nuestro, para las finalidades de este aviso y con obligación de confidencialidad (encargados, en términos de la ley):",
    hosting:
      "El proveedor de alojamiento donde funcionan el sitio, su servidor y la base de datos en la que guardamos tu solicitud.",
    email:
      "El proveedor de envío de correo electrónico que entrega el acuse de recibo, tu estrategia, nuestras respuestas y los avisos al equipo.",
    crm: "Cuando la firma usa un sistema de gestión de clientes (CRM), el sitio le envía una copia de cada solicitud (tus datos de contacto, tu mensaje o tus respuestas al quiz, y el contexto técnico) para darle seguimiento ahí.",
    analytics:
      "Google, que con Google Analytics recibe datos de tu navegación en el sitio (páginas vistas, pasos del quiz e identificadores de sus cookies) y puede tratarlos fuera de México. Nunca le enviamos tu nombre, tu correo ni tu mensaje.",
    funnel:
      "El quiz cuenta de forma anónima, en nuestro propio servidor, cuántas veces se abre y cuántas personas llegan a cada pregunta, al resultado y a la solicitud, sin cookies, sin tu dirección IP y sin tu navegador. El identificador al azar de cada apertura se borra a los dos días; los conteos por día, que no identifican a nadie, se conservan.",
    transfers:
      "No transferimos tus datos personales a terceros para que los usen con fines propios, salvo en los casos en que la ley lo permite sin tu consentimiento, como el requerimiento fundado de una autoridad competente.",
    ownTerms:
      "Si agendas una llamada en nuestro calendario en línea o nos escribes por un servicio de mensajería, ese servicio trata tus datos conforme a su propio aviso de privacidad.",
  },
  retention: {
    title: "Cuánto tiempo guardamos tus datos",
    body: [
      "Guardamos tu solicitud y su seguimiento mientras te atendemos y mientras dure la relación que resulte de ella, o hasta que nos pidas cancelarlos.",
      "Al cancelar tus datos borramos tus solicitudes y mensajes, su historial, los correos pendientes de envío y las copias de correos que el sistema guarda como archivo, y queda solo la constancia de que hubo una cancelación, sin tus datos. Si la firma usa un CRM, borramos también ahí lo que recibió.",
      "Las copias de correos que el sistema guarda como archivo se borran solas después de un plazo fijo.",
    ],
  },
  rights: {
    title: "Tus derechos y cómo ejercerlos",
    intro:
      "Puedes acceder a tus datos, rectificarlos si son inexactos o están incompletos, cancelarlos u oponerte a su tratamiento (derechos ARCO). También puedes revocar el consentimiento que nos diste y pedirnos que limitemos el uso o la divulgación de tus datos.",
    howTo: "Para hacerlo, escríbenos a {{email}} con:",
    postal: "También puedes entregarnos tu solicitud por escrito en nuestro domicilio: {{address}}.",
    requirements: [
      "Tu nombre y el medio por el que quieres recibir la respuesta.",
      "Un documento que acredite tu identidad o, si te representa alguien, su identidad y su representación.",
      "La descripción clara de los datos y del derecho que quieres ejercer (para una rectificación, el cambio y el documento que lo respalde).",
      "Cualquier otro documento o dato que nos ayude a localizar tus datos.",
    ],
    response:
      "Te respondemos por correo en un plazo máximo de 20 días hábiles desde que recibimos tu solicitud y, si procede, hacemos efectivo tu derecho dentro de los 15 días hábiles siguientes a nuestra respuesta.",
    revocation:
      "La revocación sigue el mismo camino. En algunos casos no podremos atenderla de inmediato porque una obligación legal nos pide conservar ciertos datos, y revocar tu consentimiento para las finalidades necesarias significa que ya no podremos atender tu solicitud.",
    authority:
      "Si no recibes respuesta o no estás de acuerdo con ella, puedes presentar una solicitud de protección de datos ante la Secretaría Anticorrupción y Buen Gobierno, la autoridad en la materia, dentro de los 15 días siguientes a nuestra respuesta o, si no te respondimos, una vez vencido el plazo para hacerlo.",
  },
  cookies: {
    title: "Cookies y almacenamiento en tu navegador",
    storage:
      "El sitio guarda en tu navegador el idioma que eliges (en una cookie y en el almacenamiento local) y, mientras usas el quiz, tus respuestas en curso y la página por la que entraste (en el almacenamiento de la pestaña, que se borra al cerrarla).",
    noAnalytics: "No usamos cookies de analítica ni de publicidad.",
    analytics:
      "Google Analytics usa sus propias cookies para medir las visitas; puedes bloquearlas o borrarlas desde la configuración de tu navegador.",
  },
  changes: {
    title: "Cambios a este aviso",
    body: [
      "Cuando cambiemos este aviso publicaremos la nueva versión en esta misma página, con su fecha al inicio. Si un cambio requiere tu consentimiento, te lo pediremos antes de aplicarlo.",
      "Este aviso también está disponible en inglés; si las dos versiones difieren, rige la versión en español.",
    ],
  },
};
