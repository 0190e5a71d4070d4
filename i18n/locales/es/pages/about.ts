/** About: vision, figures and the four partners (docs/product.md, "Pages and languages"). */
export const about = {
  eyebrow: "Nosotros",
  h1: "Operadores que ya estuvieron en tu lugar",
  lead: "Somos un equipo de socios que ha dirigido, fundado y hecho crecer empresas. Ahora ponemos esa experiencia a trabajar dentro de la tuya.",
  vision: {
    eyebrow: "Nuestra visión",
    title: "Que más empresas en México crezcan con método",
    body: "Creemos que el crecimiento no es cuestión de suerte ni de un plan bonito: es el resultado de decisiones basadas en datos, ejecución disciplinada y equipos capaces de sostenerla. Queremos que eso esté al alcance de más empresas mexicanas y de las que llegan a México.",
    principles: {
      ownership: {
        title: "Nos hacemos responsables",
        body: "Respondemos por la ejecución, no solo por el diagnóstico.",
      },
      evidence: {
        title: "Decidimos con evidencia",
        body: "Línea base, indicadores y metas antes de cualquier cambio.",
      },
      transfer: {
        title: "Dejamos capacidad instalada",
        body: "Trabajamos para que los resultados se sostengan cuando ya no estemos.",
      },
    },
  },
  stats: {
    title: "{{brand}} en números",
    items: {
      experience: { value: "75+", label: "años de experiencia combinada" },
      projects: { value: "30+", label: "proyectos" },
      focus: { value: "100%", label: "enfoque en resultados medibles" },
    },
  },
  partners: {
    eyebrow: "Socios",
    title: "Cuatro socios, las cuatro áreas que definen el crecimiento",
    intro:
      "Cada proyecto lo lidera el socio cuya experiencia encaja mejor con tu reto, con el respaldo de los otros tres.",
    /** With the partners named in the firm's profile (app/content/firm-profile.ts). */
    namedTitle: "Los socios que trabajan contigo",
    namedIntro:
      "Cada proyecto lo lidera el socio cuya experiencia encaja mejor con tu reto, con el respaldo del resto del equipo.",
    linkedin: "{{name}} en LinkedIn",
    experienceLabel: "Experiencia",
    industriesLabel: "Industrias",
    items: {
      operations: {
        role: "Socio de Operaciones",
        experience: "Dirección de operaciones y cadena de suministro en empresas de alto crecimiento.",
        bio: "Ha diseñado y escalado operaciones de última milla, almacenes y servicio al cliente en mercados donde la demanda cambia cada semana. En {{brand}} lidera los proyectos de eficiencia operativa y de Transformación Digital.",
      },
      finance: {
        role: "Socio de Finanzas",
        experience: "Finanzas corporativas, planeación financiera y levantamiento de capital.",
        bio: "Ha construido áreas de finanzas desde cero, preparado rondas de inversión y acompañado a equipos directivos en decisiones de precio, margen y flujo. En {{brand}} lidera la preparación de rondas y el Panel Ejecutivo Asesor.",
      },
      growth: {
        role: "Socio de Crecimiento",
        experience: "Estrategia comercial, marketing de crecimiento y lanzamiento de productos.",
        bio: "Ha lanzado productos y abierto mercados en comercio electrónico, consumo y tecnología, con equipos comerciales que pasaron de depender del fundador a vender con proceso. En {{brand}} lidera la Estrategia Go-to-Market, la Validación de MVP y la Integración de IA.",
      },
      legal: {
        role: "Socio Legal",
        experience: "Derecho corporativo, regulación e inversión extranjera en México.",
        bio: "Ha acompañado la constitución, la estructuración y las rondas de inversión de empresas nacionales y extranjeras, con especial atención a sectores regulados como fintech. En {{brand}} lidera el Aterrizaje en México y los proyectos de gobierno corporativo.",
      },
    },
    industries: {
      mobility: "Movilidad y entregas a domicilio",
      ecommerce: "Comercio electrónico y logística",
      hospitality: "Hotelería y restaurantes",
      fintech: "Fintech",
      food: "Alimentos y bebidas",
      retail: "Consumo y comercio minorista",
      ai: "Inteligencia artificial",
    },
  },
  ourName: {
    title: "¿Por qué nos llamamos {{brand}}?",
    body: "Nuestro nombre viene de una vía de escalada sobre el mar en Mallorca, donde cada caída es una oportunidad de volver a intentarlo.",
    link: "Conoce la historia",
  },
  finalCta: {
    title: "Habla con un socio",
    body: "Agenda una llamada de 30 minutos y platica directamente con uno de nuestros socios.",
    /** Each named partner's own booking page, else their LinkedIn. */
    book: "Agenda con {{name}}",
    linkedin: "Escríbele a {{name}} en LinkedIn",
  },
};
