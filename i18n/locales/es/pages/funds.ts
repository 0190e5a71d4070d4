/** Investment funds page (docs/product.md, "Pages and languages"; cited figures: "Figures and sources"). */
export const funds = {
  eyebrow: "Para fondos de capital de riesgo",
  h1: "Operadores para las startups de tu portafolio",
  lead: "Nos integramos a los equipos fundadores que más lo necesitan para que lleguen a su siguiente ronda con métricas sólidas: diagnóstico en dos semanas, ejecución en 90 días.",
  actions: {
    schedule: "Agenda 20 minutos",
    checklist: "Descarga la lista de preparación para la Serie A (PDF)",
    snapshot: "Pide la radiografía de una startup",
  },
  whyNow: {
    eyebrow: "Por qué ahora",
    title: "Las rondas tardan más y la ejecución pesa más que nunca",
    intro:
      "El capital sigue llegando a la región, pero llegar a la siguiente ronda exige demostrar más, con menos margen de error.",
    sourcePrefix: "Fuente:",
    stats: {
      seriesB: {
        value: "25 meses",
        label:
          "tardaron en promedio las startups latinoamericanas en pasar de Serie A a Serie B en 2024, frente a 9 meses en 2021.",
        source: "Endeavor y Glisco Partners, vía El CEO",
      },
      seedToA: {
        value: "8%",
        label:
          "de las startups latinoamericanas que levantaron una ronda semilla en 2021 ya habían levantado una Serie A a junio de 2025.",
        source: "Datos de LAVCA del primer semestre de 2025, comentados por Diego Serebrisky",
      },
      mexico: {
        value: "US$437 M",
        label:
          "de capital de riesgo en México en el segundo trimestre de 2025, frente a US$350 M en Brasil: la primera vez en más de una década que México lo supera.",
        source: "Datos de LAVCA, vía Fintech Expert MX",
      },
      seedToAInterval: {
        value: "774 días",
        label:
          "fue la mediana entre la ronda semilla y la Serie A de las startups en Carta que levantaron su Serie A en el cuarto trimestre de 2024: 84% más que en el cuarto trimestre de 2021.",
        source: "Carta, datos de las startups de su plataforma",
      },
    },
  },
  whatWeDo: {
    eyebrow: "Qué hacemos por tus startups",
    title: "Diagnóstico, ejecución y preparación de ronda",
    intro:
      "Un mismo equipo de operadores acompaña a cada startup de principio a fin, con entregables que el fondo también puede leer.",
    deliverablesLabel: "Entregables",
    items: {
      diagnostic: {
        meta: "2 semanas",
        title: "Diagnóstico de dos semanas",
        body: "Entrevistas con fundadores y equipo, revisión de métricas, embudo comercial, economía unitaria y operación para encontrar los dos o tres cuellos de botella que frenan el crecimiento.",
        deliverables: ["Mapa de cuellos de botella priorizado", "Plan de 90 días con metas medibles"],
      },
      execution: {
        meta: "90 días",
        title: "Ejecución integrada de 90 días",
        body: "Trabajamos dentro del equipo en las iniciativas del plan: canales de adquisición, precios, procesos, contratación clave o automatización con IA. Ejecutamos, no supervisamos.",
        deliverables: ["Iniciativas implementadas y medidas", "Tablero de indicadores semanal"],
      },
      round: {
        meta: "Antes de la ronda",
        title: "Preparación de ronda",
        body: "Ordenamos métricas, modelo financiero y narrativa, armamos el cuarto de datos y ensayamos con el equipo fundador las preguntas difíciles antes de salir a levantar.",
        deliverables: ["Cuarto de datos completo", "Narrativa y modelo financiero revisados"],
      },
    },
  },
  impact: {
    eyebrow: "Impacto esperado",
    title: "Lo que cambia en cada etapa",
    items: {
      seed: {
        stage: "Pre-semilla y semilla",
        title: "Del producto a la tracción",
        points: [
          "Cliente ideal y propuesta de valor validados con datos",
          "Primer canal de adquisición repetible",
          "Métricas básicas de tracción listas para la Serie A",
        ],
      },
      seriesA: {
        stage: "Serie A",
        title: "De la tracción a un motor de crecimiento",
        points: [
          "Proceso comercial que no depende del fundador",
          "Economía unitaria medida por canal y por cohorte",
          "Operación y equipo preparados para duplicar el ritmo",
        ],
      },
      seriesB: {
        stage: "Serie B",
        title: "Del crecimiento a la escala eficiente",
        points: [
          "Procesos, datos y sistemas que escalan sin romperse",
          "Expansión a nuevos mercados o segmentos con método",
          "Gobierno corporativo, informes y equipo directivo de nivel institucional",
        ],
      },
    },
  },
  trust: {
    eyebrow: "Por qué operadores",
    title: "Por qué los fondos confían en operadores",
    intro:
      "La investigación sobre fondos y empresas apunta en la misma dirección: el acompañamiento cercano y práctico mejora los resultados. Abajo citamos la evidencia.",
    items: {
      handsOn: {
        title: "Ya estuvimos en la silla del fundador",
        body: "Hemos fundado y dirigido empresas, con sus operaciones, finanzas y crecimiento. Hablamos el idioma del fundador y el del comité de inversión.",
      },
      capacity: {
        title: "Capacidad, no solo consejo",
        body: "El equipo de plataforma de un fondo rara vez tiene horas para meterse en la operación diaria de cada startup. Nosotros sí.",
      },
      measurable: {
        title: "Metas medibles desde el día uno",
        body: "Cada intervención tiene línea base, indicadores y fecha. El fondo ve el avance sin pedirlo.",
      },
      local: {
        title: "Conocimiento de México",
        body: "Talento, proveedores, regulación y canales locales: lo que un fondo extranjero tarda años en conocer.",
      },
    },
  },
  useCases: {
    eyebrow: "Casos de uso",
    title: "Dónde más aportamos",
    intro:
      "Tres tipos de startup con retos típicos en los que un operador con experiencia acelera el camino. Son ejemplos de enfoque, no casos de clientes.",
    industryLabel: "Industria",
    focusLabel: "En qué nos enfocamos",
    items: {
      fintech: {
        industry: "Fintech",
        focus:
          "Adquisición con costo controlado, procesos de cumplimiento que no frenan el crecimiento y modelos de riesgo y cobranza que aguantan la escala.",
      },
      saas: {
        industry: "SaaS B2B",
        focus:
          "Pasar de ventas del fundador a un equipo comercial repetible, precios basados en valor, menos cancelaciones y expansión de cuentas.",
      },
      marketplaces: {
        industry: "Marketplaces",
        focus:
          "Equilibrio entre oferta y demanda, liquidez por ciudad o categoría, economía unitaria por transacción y operación que escale.",
      },
    },
  },
  engagement: {
    eyebrow: "Cómo funciona",
    title: "Una iguala por portafolio, trimestre a trimestre",
    intro:
      "Un solo acuerdo con el fondo cubre de 3 a 5 startups por trimestre. Tú eliges las compañías; nosotros hacemos el resto.",
    highlight: {
      value: "3 a 5",
      label: "startups por trimestre con una sola iguala",
    },
    steps: [
      {
        title: "Selección",
        body: "Elegimos con el fondo las startups donde un operador tendrá más impacto este trimestre.",
      },
      {
        title: "Diagnóstico",
        body: "Dos semanas por startup para acordar con cada equipo fundador un plan de 90 días.",
      },
      {
        title: "Ejecución",
        body: "90 días de trabajo integrado, con un reporte breve y periódico para el fondo.",
      },
      {
        title: "Revisión",
        body: "Cerramos el trimestre con resultados medidos y decidimos juntos qué startups siguen.",
      },
    ],
  },
  /** After what the fund gains: Soft Landing, for its companies entering Mexico. */
  mexicoEntry: {
    prompt:
      "¿Alguna de tus empresas de portafolio entra a México? Con Aterrizaje en México la dejamos operando y vendiendo aquí, con su estructura legal y un equipo local.",
    link: "Ver Aterrizaje en México",
  },
  gpValue: {
    eyebrow: "Para los socios del fondo",
    title: "Lo que gana tu fondo",
    items: {
      visibility: {
        title: "Visibilidad real del portafolio",
        body: "Una radiografía de cada startup, con los mismos indicadores, para comparar y priorizar.",
      },
      rounds: {
        title: "Startups listas para su siguiente ronda",
        body: "Métricas, narrativa y cuarto de datos preparados antes de salir a levantar.",
      },
      time: {
        title: "Tiempo de tu equipo",
        body: "Menos horas de los socios apagando incendios y más en originar y cerrar inversiones.",
      },
      predictable: {
        title: "Costo predecible",
        body: "Una iguala trimestral en lugar de contrataciones sueltas startup por startup.",
      },
    },
  },
  actionsBand: {
    title: "Platiquemos de tu portafolio",
    body: "Agenda 20 minutos, descarga la lista de preparación para la Serie A o pídenos la radiografía de una de tus startups.",
  },
  faq: {
    title: "Preguntas frecuentes de fondos",
    items: [
      {
        q: "¿Qué startups del portafolio son buenas candidatas?",
        a: "Las que ya tienen producto y algo de tracción, pero se atoraron en un punto concreto: adquisición, proceso comercial, operación o preparación de ronda. Con un equipo fundador dispuesto a trabajar con nosotros, el impacto llega rápido.",
      },
      {
        q: "¿Cómo funciona la iguala por portafolio?",
        a: "Es un acuerdo trimestral con el fondo que cubre de 3 a 5 startups. Cada una recibe un diagnóstico de dos semanas y hasta 90 días de ejecución integrada. Al cierre del trimestre revisamos resultados y definimos las siguientes.",
      },
      {
        q: "¿Qué información recibe el fondo?",
        a: "Una radiografía inicial de cada startup, el plan de 90 días acordado con el equipo fundador y un reporte periódico de avance contra los indicadores. Solo compartimos información sensible con la autorización del equipo fundador.",
      },
      {
        q: "¿Cómo manejan la confidencialidad?",
        a: "Firmamos acuerdos de confidencialidad con el fondo y con cada startup, y no compartimos información de una compañía con otra. Si detectamos un posible conflicto de interés, lo decimos antes de empezar.",
      },
      {
        q: "¿En qué se diferencia de una aceleradora o del equipo de plataforma?",
        a: "Una aceleradora trabaja con cohortes y contenidos generales; un equipo de plataforma conecta y aconseja. Nosotros nos sumamos a la operación de cada startup y ejecutamos con su equipo, con metas medibles y plazos definidos.",
      },
    ],
  },
  evidence: {
    eyebrow: "Evidencia",
    title: "Qué dice la investigación",
    intro:
      "Estudios sobre el acompañamiento práctico a empresas, de fondos de capital de riesgo a programas de consultoría y aceleración.",
    sourceLabel: "Leer la fuente",
    items: {
      monitoring: {
        description:
          "El seguimiento en persona que los fondos dan a sus empresas aumenta la innovación y la probabilidad de una salida exitosa: una nueva ruta aérea directa entre un fondo y una empresa de su portafolio trajo +3.1% de patentes y +5.8% de citas (alrededor de 23,000 startups).",
        source: "Bernstein, Giroud y Townsend, Journal of Finance, 2016",
      },
      puebla: {
        description:
          "En un experimento aleatorio con 432 pymes de Puebla, el acceso a consultoría de gestión elevó la productividad y el rendimiento sobre activos; cinco años después, esas empresas tenían cerca de 50% más empleados.",
        source: "Bruhn, Karlan y Schoar, Journal of Political Economy, 2018",
      },
      india: {
        description:
          "En grandes plantas textiles de la India, la consultoría de gestión gratuita elevó la productividad 17% en el primer año.",
        source: "Bloom et al., “Does Management Matter? Evidence from India”, QJE, 2013",
      },
      colombia: {
        description:
          "Una aceleradora en Colombia que dio capacitación, asesoría y visibilidad, sin aportar capital, detonó un alto crecimiento en empresas innovadoras.",
        source: "González-Uribe y Reyes, Journal of Financial Economics, 2021",
      },
      gali: {
        description:
          "Las empresas de programas de aceleración en México aumentaron sus ingresos, su personal de tiempo completo y su capital y deuda más que los solicitantes rechazados (más de 800 empresas mexicanas).",
        source: "GALI, Global Accelerator Learning Initiative",
      },
    },
  },
  checklist: {
    title: "Lista de preparación para la Serie A",
    subtitle:
      "Lo que un fondo de Serie A va a revisar, en una lista para trabajar con tu equipo fundador antes de salir a levantar.",
    howTo:
      "Marca cada punto solo cuando puedas mostrar la evidencia. Lo que quede sin marcar es tu plan de trabajo para los próximos 90 días.",
    sections: [
      {
        title: "1. Tracción y métricas",
        items: [
          "Ingresos mensuales de los últimos 12 a 18 meses, conciliados con la contabilidad",
          "Crecimiento mes a mes y explicación de cada cambio fuerte de tendencia",
          "Retención por cohorte de clientes y de ingresos",
          "Definición única y escrita de cada métrica que reportas",
        ],
      },
      {
        title: "2. Economía unitaria",
        items: [
          "Costo de adquisición de clientes (CAC) por canal, con todos los costos incluidos",
          "Valor de vida del cliente (LTV) calculado con datos reales, no supuestos",
          "Margen bruto por producto o línea de negocio",
          "Periodo de recuperación del CAC y su tendencia",
        ],
      },
      {
        title: "3. Go-to-market",
        items: [
          "Perfil de cliente ideal documentado y validado con ventas reales",
          "Al menos un canal de adquisición repetible que no dependa del fundador",
          "Embudo comercial con tasas de conversión por etapa",
          "Plan de uso de los fondos de la ronda para acelerar el crecimiento",
        ],
      },
      {
        title: "4. Equipo y organización",
        items: [
          "Organigrama actual y contrataciones clave de los próximos 18 meses",
          "Responsables claros de producto, ventas, operación y finanzas",
          "Plan de opciones para colaboradores (ESOP) definido",
        ],
      },
      {
        title: "5. Finanzas y gobierno",
        items: [
          "Modelo financiero a 24 o 36 meses con supuestos explícitos",
          "Estados financieros al día y, si aplica, auditados",
          "Tabla de capitalización limpia y actualizada",
          "Consejo o comité con reuniones y minutas periódicas",
        ],
      },
      {
        title: "6. Cuarto de datos y narrativa",
        items: [
          "Presentación para inversionistas con historia, tracción y uso de fondos",
          "Documentos corporativos, contratos clave y propiedad intelectual ordenados",
          "Respuestas preparadas a las diez preguntas más difíciles de tu negocio",
        ],
      },
    ],
    footer: "¿Quieres revisarlo con un operador? Agenda 20 minutos:",
  },
};
