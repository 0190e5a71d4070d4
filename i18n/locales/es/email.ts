import type { QuizSource } from "#domain/quiz/funnel.ts";
import type { StageKey } from "#domain/quiz/stages.ts";

/**
 * The e-mails' words (server/email/templates.ts renders them). Spanish is the
 * source; every other language satisfies its type. Letters to a visitor address
 * them with "usted" (docs/decisions/096); the team's notifications with "tú". The acknowledgements repeat
 * nothing the visitor typed but a first name that reads as one (domain/letters/letter.ts,
 * docs/decisions/095); without one they greet without a name. The team's
 * notifications are written in the default language (the team's).
 */
export const email = {
  greeting: "Buen día:",
  /** The greeting with the visitor's first name. */
  greetingNamed: "Buen día, {{name}}:",
  signature: "El equipo de {{brand}}",
  leadAck: {
    subject: "{{brand}}: recibimos sus respuestas",
    thanks: "Gracias por completar el quiz de crecimiento.",
    stage: "Su etapa: {{stage}}.",
    services: "Servicios que le recomendamos: {{services}}.",
    promise: "Recibirá su estrategia personalizada en menos de 24 horas.",
    /** The promise with its deadline (domain/quiz/deadline-sentence.ts); at one o'clock Spanish says "a la 1". */
    deadline:
      "Le enviaremos su estrategia personalizada antes del {{weekday}} {{day}} de {{month}} a las {{time}}, hora de Ciudad de México.",
    deadlineOne:
      "Le enviaremos su estrategia personalizada antes del {{weekday}} {{day}} de {{month}} a la {{time}}, hora de Ciudad de México.",
    /** The stage in the letter's register (the quiz's own descriptions address a visitor with "tú"). */
    stages: {
      foundation:
        "Está construyendo las bases: validar que su producto resuelve un problema real y conseguir a sus primeros clientes antes de invertir en crecer.",
      acceleration:
        "Ya hay tracción. Ahora toca convertir lo que funciona en un motor comercial repetible y ordenar la operación para crecer sin improvisar.",
      scaling:
        "Su modelo funciona y la demanda crece. El reto es escalar sin que la operación se rompa: procesos, datos y tecnología al ritmo de las ventas.",
      maturity:
        "Su empresa está consolidada. El siguiente salto viene de la eficiencia, la transformación digital y decisiones directivas bien acompañadas.",
      enterprise:
        "Opera a gran escala. Su crecimiento depende de nuevos mercados, de gobernanza sólida y de transformar la operación sin frenar el negocio.",
    } satisfies Record<StageKey, string>,
    call: "Agende su llamada de 30 minutos aquí:",
  },
  contactAck: {
    subject: "{{brand}}: recibimos su mensaje",
    /** Rows queued before the reply's day was named. */
    body: "Gracias por escribirnos. Recibimos su mensaje; una persona del equipo lo leerá y le responderá pronto.",
    /** The next office day after the message (domain/letters/reply-by.ts). */
    bodyBy:
      "Gracias por escribirnos. Recibimos su mensaje; una persona del equipo lo leerá y le responderá a más tardar el {{weekday}} {{day}} de {{month}}.",
    automatic:
      "Este correo es un acuse de recibo automático. Si quiere agregar algo, responda a este mismo correo.",
  },
  /** The strategy a partner sends from the inbox (server/email/templates/strategy.ts), and a reply to a contact message. */
  strategy: {
    subject: "Su estrategia de crecimiento — {{company}} · {{brand}}",
    subjectNoCompany: "Su estrategia de crecimiento · {{brand}}",
    replySubject: "Respuesta a su mensaje · {{brand}}",
    /** Under the signature: the letter is also attached. */
    attached: "Esta estrategia va también adjunta en PDF.",
    /** The attachment's file name, before the brand: ASCII only. */
    fileName: "estrategia",
    firm: "{{brand}}, operadores de crecimiento",
    pdf: {
      title: "Estrategia de crecimiento",
      company: "Preparada para {{company}}",
      dateline: "Ciudad de México, {{date}}",
      preparedBy: "Preparada por",
      /** The partner's phone under the signature. */
      phone: "Tel. {{phone}}",
      page: "Página {{page}} de {{pages}}",
    },
  },
  digest: {
    callsHeading: "Llamadas de las próximas 24 horas ({{count}})",
    callLength: "{{minutes}} min",
    subject: "Resumen diario: {{new}} nuevos, {{waiting}} esperan estrategia ({{overdue}} vencidos)",
    heading: "Resumen del {{date}}",
    newHeading: "Nuevos desde el {{since}} ({{count}})",
    waitingHeading: "Esperan su estrategia, la más antigua primero ({{count}})",
    none: "Ninguno.",
    message: "mensaje de contacto",
    points: "{{score}} puntos",
    overdueBy: "vencido hace {{hours}} h",
    dueIn: "vence en {{hours}} h",
    compose: "Redactar",
    open: "Abrir la bandeja",
  },
  team: {
    callPrefix: "[LLAMADA]",
    none: "—",
    leadSubject: "Nuevo lead del quiz: {{stage}}, {{score}} puntos",
    leadHeading: "Nuevo lead del quiz de crecimiento",
    /** The day the contact acknowledgement promised a reply by (domain/letters/reply-by.ts). */
    replyBy: "{{weekday}} {{day}} de {{month}}",
    /** The deadline promised to the visitor (domain/quiz/deadline.ts), on Mexico City's clock. */
    deadline: "{{weekday}} {{day}} de {{month}}, {{time}}, hora de Ciudad de México",
    contactSubject: "Nuevo mensaje del formulario de contacto",
    contactHeading: "Nuevo mensaje del formulario de contacto",
    callRequested: "SÍ, agendar llamada de 30 minutos",
    callNotRequested: "No",
    labels: {
      call: "Llamada solicitada",
      deadline: "Estrategia prometida antes del",
      replyBy: "Respuesta prometida a más tardar el",
      /** The lead's or message's page in the team inbox. */
      link: "Abrir en la bandeja",
      stage: "Etapa",
      score: "Puntos",
      name: "Nombre",
      email: "Correo",
      company: "Empresa",
      language: "Idioma",
      services: "Servicios recomendados",
      message: "Mensaje",
      quizSource: "Origen del quiz",
      quizPage: "Página donde abrió el quiz",
      page: "Página de origen",
      referrer: "Sitio de procedencia",
      utm: "UTM",
      id: "ID",
    },
    /** Where the quiz was opened, by quiz source (domain/quiz/funnel.ts). */
    quizSources: {
      fab: "Botón flotante",
      home_cta: "Llamada a la acción: Inicio",
      services_cta: "Llamada a la acción: Servicios",
      solutions_stages: "Llamada a la acción: Soluciones (etapas)",
      solutions_foreign: "Llamada a la acción: Soluciones (empresas extranjeras)",
      page: "Página del quiz",
    } satisfies Record<QuizSource, string>,
  },
};

export type EmailResources = typeof email;
