import type { SectionAnchor } from "#domain/site/pages.ts";

export interface PageCopy {
  h1: string;
  lead: string;
  sections: { title: string; body: string; anchor?: SectionAnchor }[];
}

export type PageKey =
  | "home"
  | "solutions"
  | "funds"
  | "services"
  | "growthTransformation"
  | "executiveAdvisoryPanel"
  | "softLanding"
  | "digitalTransformation"
  | "aiIntegration"
  | "goToMarket"
  | "mvpValidation"
  | "about"
  | "ourName"
  | "contact"
  | "quiz"
  | "privacy"
  | "notFound";

export const pages: Record<PageKey, PageCopy> = {
  home: {
    h1: "Operadores de crecimiento para empresas en México",
    lead: "No entregamos un reporte y nos vamos: trabajamos con tu equipo y ejecutamos contigo hasta que los resultados se ven en los números. Agenda una llamada gratuita de 30 minutos.",
    sections: [
      {
        title: "Operadores, no consultores",
        body: "Los consultores recomiendan; nosotros operamos. Trabajamos dentro de tu empresa, con tu equipo y tus datos, y respondemos por la ejecución, no solo por el diagnóstico.",
      },
      {
        title: "Lo que nos hace diferentes",
        body: "Ejecución directa: hacemos el trabajo, no solo lo señalamos. Más de 15 años de experiencia operando y haciendo crecer empresas, resultados medibles con metas claras desde el primer día y una red estratégica de socios, inversionistas y proveedores en México.",
      },
      {
        title: "A quién ayudamos",
        body: "Empresas extranjeras que quieren entrar a México sin perder tiempo ni dinero, empresas familiares y pymes listas para profesionalizarse y crecer, y startups y scaleups que necesitan tracción antes de su siguiente ronda.",
      },
      {
        title: "¿En qué etapa de crecimiento está tu empresa?",
        body: "Responde cuatro preguntas en dos minutos y conoce la etapa de tu empresa, los indicadores que la definen y los servicios que más te convienen hoy.",
      },
      {
        title: "Hablemos de tu siguiente paso",
        body: "Agenda una llamada de 30 minutos sin compromiso. Te diremos con franqueza dónde podemos ayudarte y dónde no.",
      },
    ],
  },

  solutions: {
    h1: "Soluciones para cada etapa de tu empresa",
    lead: "Entrar a un mercado nuevo, profesionalizar una empresa familiar o escalar una startup son retos distintos. Por eso adaptamos el equipo, el plan y los plazos a tu situación.",
    sections: [
      {
        title: "Empresas extranjeras",
        body: "Te ayudamos a entrar a México con la estructura legal, fiscal y comercial correcta, y a conseguir tus primeros clientes. Resultado esperado: operación establecida y vendiendo en 6 a 12 meses. Servicios clave: soft landing, estrategia go-to-market y panel ejecutivo asesor.",
      },
      {
        title: "Empresas familiares y pymes",
        body: "Ordenamos procesos, finanzas y gobierno corporativo para que la empresa crezca sin depender de una sola persona. Resultado esperado: una operación más eficiente y rentable en 12 meses. Servicios clave: transformación del crecimiento, transformación digital e integración de IA.",
      },
      {
        title: "Startups y scaleups",
        body: "Validamos, ajustamos y escalamos tu modelo junto con el equipo fundador, con la mira puesta en la siguiente ronda. Resultado esperado: tracción demostrable en 3 a 6 meses. Servicios clave: validación de MVP, estrategia go-to-market e integración de IA.",
      },
      {
        anchor: "stages",
        title: "Etapas de crecimiento",
        body: "Cada empresa pasa por etapas distintas, desde validar la idea hasta consolidarse y expandirse. Saber en cuál estás define qué hacer primero, y nuestro quiz de cuatro preguntas te lo dice en dos minutos.",
      },
      {
        title: "Encuentra tu solución",
        body: "Cuéntanos dónde estás y a dónde quieres llegar. En una llamada de 30 minutos te proponemos un primer plan de acción.",
      },
    ],
  },

  funds: {
    h1: "Operadores para las startups de tu portafolio",
    lead: "Ayudamos a los fondos de venture capital a que sus startups lleguen a la siguiente ronda con métricas sólidas, trabajando dentro de cada equipo y no desde fuera.",
    sections: [
      {
        title: "Por qué ahora",
        body: "En 2024 las startups latinoamericanas tardaron en promedio 25 meses en pasar de Serie A a Serie B, frente a 9 meses en 2021 (Endeavor y Glisco Partners, vía El CEO), y solo 8% de las que levantaron una ronda semilla en 2021 había cerrado una Serie A a junio de 2025 (datos de LAVCA). Al mismo tiempo, en el segundo trimestre de 2025 México superó a Brasil en capital de riesgo, con US$437 M frente a US$350 M (LAVCA, vía Fintech Expert MX). Y aunque 38% de las empresas mexicanas usa IA, solo 3% ha llegado a su etapa más transformadora (AWS y Strand Partners, vía El Economista).",
      },
      {
        title: "Qué hacemos por tus startups",
        body: "Empezamos con un diagnóstico de dos semanas para encontrar los cuellos de botella que frenan el crecimiento. Después, 90 días de ejecución integrada con el equipo fundador y, cuando toca, la preparación de la siguiente ronda: métricas, narrativa y data room.",
      },
      {
        title: "Impacto esperado",
        body: "En pre-semilla y semilla, un modelo validado y las primeras métricas de tracción. En Serie A, canales de adquisición repetibles y unit economics bajo control. En Serie B, una operación y un equipo listos para escalar sin perder eficiencia.",
      },
      {
        title: "Por qué los fondos confían en operadores",
        body: "La evidencia apunta en la misma dirección: el involucramiento presencial de los fondos aumenta la innovación y la probabilidad de una salida exitosa (Bernstein, Giroud y Townsend, Journal of Finance, 2016), y el acceso a consultoría de gestión elevó la productividad de pymes en Puebla (Bruhn, Karlan y Schoar, Journal of Political Economy, 2018). Nosotros aportamos ese involucramiento con horas de operación, no con reportes.",
      },
      {
        title: "Cómo funciona",
        body: "Un retainer de portafolio cubre de 3 a 5 startups por trimestre. Tú eliges las compañías, acordamos objetivos medibles con cada equipo fundador y te compartimos el avance de cada una.",
      },
      {
        title: "Preguntas frecuentes",
        body: "Respondemos las dudas más comunes de los socios de fondos: qué startups son buenas candidatas, cómo se mide el avance y cómo se coordina el trabajo con el fondo. Si lo prefieres, agenda 20 minutos y lo platicamos.",
      },
    ],
  },

  services: {
    h1: "Servicios para crecer con método",
    lead: "Siete servicios, un mismo equipo de operadores y un proceso de cuatro pasos que empieza por entender tu empresa y termina en resultados medibles.",
    sections: [
      {
        title: "Crecimiento y dirección",
        body: "Transformación del crecimiento, para ordenar y acelerar tu empresa; panel ejecutivo asesor, con operadores experimentados a tu lado en las decisiones clave; y soft landing, para establecer tu empresa en México de forma rápida y segura.",
      },
      {
        title: "Tecnología y mercado",
        body: "Transformación digital de procesos y sistemas; integración de inteligencia artificial en tu operación; estrategia go-to-market para llevar tu producto al mercado correcto; y validación de MVP para probar tu idea con clientes reales antes de invertir de más.",
      },
      {
        title: "Nuestro proceso en cuatro pasos",
        body: "Diagnóstico, para entender tu empresa, tus números y tu mercado; estrategia, para definir prioridades y metas medibles; ejecución, para hacer el trabajo junto con tu equipo; y optimización, para medir, ajustar y escalar lo que funciona.",
      },
      {
        title: "Empieza por una llamada",
        body: "Agenda una llamada de 30 minutos y te decimos qué servicio puede tener más impacto en tu empresa hoy.",
      },
    ],
  },

  growthTransformation: {
    h1: "Transformación del crecimiento",
    lead: "Para empresas que ya venden pero sienten que crecer cuesta cada vez más. Encontramos dónde se atora el crecimiento y lo destrabamos junto con tu equipo.",
    sections: [
      {
        title: "Qué incluye",
        body: "Diagnóstico integral de ventas, operación y finanzas; rediseño de procesos comerciales y operativos; tableros de indicadores y rutinas de gestión; y acompañamiento en la ejecución de las iniciativas prioritarias.",
      },
      {
        title: "Resultados esperados",
        body: "Un plan de crecimiento con metas medibles, responsables claros y un seguimiento que no depende de una sola persona. Cada iniciativa se mide contra una línea base definida en el diagnóstico.",
      },
      {
        title: "Cómo trabajamos",
        body: "Hacemos un diagnóstico, priorizamos las palancas de mayor impacto, ejecutamos con tu equipo en ciclos cortos y optimizamos con base en los resultados.",
      },
      {
        title: "Caso de uso ilustrativo",
        body: "Ejemplo ilustrativo: una empresa familiar de distribución con ventas estancadas y todas las decisiones en manos del fundador. Ordenamos su embudo comercial, definimos indicadores semanales y formamos mandos medios capaces de decidir sin escalarlo todo.",
      },
      {
        title: "¿Listo para destrabar tu crecimiento?",
        body: "Agenda una llamada de 30 minutos y revisamos juntos dónde está el mayor potencial de tu empresa.",
      },
    ],
  },

  executiveAdvisoryPanel: {
    h1: "Panel ejecutivo asesor",
    lead: "Operadores con experiencia en operaciones, finanzas, crecimiento y legal se suman a tus decisiones clave, sin el costo de contratar a un equipo directivo completo.",
    sections: [
      {
        title: "Qué incluye",
        body: "Sesiones periódicas con los socios que mejor encajan con tus retos; revisión de estrategia, presupuesto e indicadores; acceso a nuestra red estratégica; y apoyo en decisiones críticas como rondas de inversión, alianzas o contrataciones clave.",
      },
      {
        title: "Resultados esperados",
        body: "Decisiones más rápidas y mejor informadas, prioridades claras para el equipo directivo y menos errores costosos en los momentos que más importan.",
      },
      {
        title: "Cómo trabajamos",
        body: "Un diagnóstico inicial define la agenda del panel. Después, cada sesión tiene objetivos concretos y damos seguimiento entre sesiones hasta que los acuerdos se cumplen.",
      },
      {
        title: "Caso de uso ilustrativo",
        body: "Ejemplo ilustrativo: una scaleup que crece rápido sin un director financiero de tiempo completo. El panel estructura su modelo financiero, prepara al equipo para hablar con inversionistas y acompaña la contratación de su primer CFO.",
      },
      {
        title: "Suma experiencia a tu mesa directiva",
        body: "Platiquemos 30 minutos sobre las decisiones que tienes por delante y cómo puede ayudarte el panel.",
      },
    ],
  },

  softLanding: {
    h1: "Soft landing y establecimiento de empresas en México",
    lead: "Te ayudamos a entrar a México con la estructura correcta y a vender cuanto antes, con un equipo local que ya conoce el camino.",
    sections: [
      {
        title: "Qué incluye",
        body: "Constitución de la empresa y diseño de su estructura legal y fiscal; apertura de cuentas, permisos y trámites; análisis de mercado y estrategia de entrada; y contratación de tu primer equipo local.",
      },
      {
        title: "Resultados esperados",
        body: "Nuestra meta es reducir en 50% tu costo de entrada al mercado y que tu operación esté establecida y vendiendo en un plazo de 6 a 12 meses.",
      },
      {
        title: "Fases",
        body: "Evaluación del mercado y de la estructura adecuada; constitución y puesta en marcha; primeras ventas y alianzas locales; y consolidación de la operación con un equipo propio.",
      },
      {
        title: "Caso de uso ilustrativo",
        body: "Ejemplo ilustrativo: una empresa europea de software que quiere atender a clientes mexicanos. Definimos su estructura legal, validamos la propuesta con compradores locales y acompañamos sus primeras ventas mientras contrata a su equipo en México.",
      },
      {
        title: "Aterriza en México con un equipo local",
        body: "Agenda una llamada de 30 minutos y revisamos juntos tu plan de entrada a México.",
      },
    ],
  },

  digitalTransformation: {
    h1: "Transformación digital",
    lead: "Digitalizamos los procesos que más pesan en tu operación para que tu equipo dedique su tiempo a lo que genera valor. Los primeros resultados se ven en 3 a 6 meses.",
    sections: [
      {
        title: "Qué incluye",
        body: "Diagnóstico de procesos y sistemas; selección e implementación de herramientas como ERP, CRM y automatizaciones; integración de datos y tableros de indicadores; y capacitación para que tu equipo adopte los cambios.",
      },
      {
        title: "Resultados esperados",
        body: "Buscamos un aumento de 25% en la productividad y ahorros operativos de hasta 30%, con resultados visibles en 3 a 6 meses.",
      },
      {
        title: "Proceso",
        body: "Mapeamos tus procesos actuales, priorizamos los de mayor impacto, implementamos por etapas junto con tu equipo y medimos el resultado de cada cambio.",
      },
      {
        title: "Caso de uso ilustrativo",
        body: "Ejemplo ilustrativo: una empresa manufacturera que controla pedidos e inventario en hojas de cálculo. Implementamos un sistema integrado, automatizamos los reportes y el equipo recupera las horas que antes dedicaba a capturar datos.",
      },
      {
        title: "Digitaliza lo que importa",
        body: "Agenda una llamada de 30 minutos y te decimos por dónde empezar.",
      },
    ],
  },

  aiIntegration: {
    h1: "Integración de inteligencia artificial",
    lead: "Llevamos la IA de la prueba piloto a la operación diaria, con casos de uso que se miden en tiempo, costo o ventas.",
    sections: [
      {
        title: "Qué incluye",
        body: "Identificación y priorización de casos de uso; implementación de asistentes, automatizaciones y análisis de datos con IA; integración con tus sistemas actuales; y capacitación y reglas de uso para tu equipo.",
      },
      {
        title: "Resultados esperados",
        body: "Procesos repetitivos automatizados, respuestas más rápidas a tus clientes y decisiones apoyadas en datos. Cada caso de uso se mide contra una línea base antes de escalarlo.",
      },
      {
        title: "Proceso",
        body: "Diagnóstico de oportunidades, piloto acotado con métricas claras, integración en la operación y escalamiento de lo que funciona.",
      },
      {
        title: "Caso de uso ilustrativo",
        body: "Ejemplo ilustrativo: una empresa de comercio electrónico con un equipo de atención saturado. Implementamos un asistente de IA para las preguntas frecuentes y el equipo se enfoca en los casos que de verdad lo necesitan.",
      },
      {
        title: "Pon la IA a trabajar en tu empresa",
        body: "Agenda una llamada de 30 minutos y exploramos juntos los casos de uso con más potencial.",
      },
    ],
  },

  goToMarket: {
    h1: "Estrategia go-to-market",
    lead: "Definimos a quién venderle, con qué mensaje y por qué canal, y lo ejecutamos contigo hasta que el crecimiento se vuelve repetible.",
    sections: [
      {
        title: "Qué incluye",
        body: "Definición del cliente ideal y de la propuesta de valor; estrategia de precios y posicionamiento; diseño y prueba de canales de adquisición; y construcción del proceso comercial y sus indicadores.",
      },
      {
        title: "Resultados esperados",
        body: "Un plan comercial claro, canales de adquisición probados con datos y un embudo de ventas medible que tu equipo puede operar y escalar.",
      },
      {
        title: "Proceso",
        body: "Investigamos el mercado y a tus clientes, definimos la estrategia, lanzamos pruebas rápidas en los canales elegidos y redoblamos la inversión en lo que funciona.",
      },
      {
        title: "Caso de uso ilustrativo",
        body: "Ejemplo ilustrativo: una startup B2B con un buen producto pero con ventas que dependen de la red del fundador. Definimos su cliente ideal, probamos dos canales de prospección y documentamos un proceso comercial que el equipo puede repetir.",
      },
      {
        title: "Lleva tu producto al mercado correcto",
        body: "Agenda una llamada de 30 minutos y revisamos tu estrategia comercial.",
      },
    ],
  },

  mvpValidation: {
    h1: "Validación de MVP",
    lead: "Antes de invertir meses y capital, probamos tu idea con clientes reales. En promedio, la validación toma de 4 a 8 semanas.",
    sections: [
      {
        title: "Qué incluye",
        body: "Definición de hipótesis y métricas de éxito; diseño y construcción de un producto mínimo viable o prototipo; pruebas con clientes potenciales; y análisis de resultados con recomendaciones claras.",
      },
      {
        title: "Resultados esperados",
        body: "En 4 a 8 semanas en promedio, evidencia concreta para decidir si avanzar, ajustar o descartar la idea, y datos sólidos para tus conversaciones con inversionistas.",
      },
      {
        title: "Proceso",
        body: "Definimos las hipótesis críticas, construimos lo mínimo necesario para probarlas, lo ponemos frente a clientes reales y medimos su respuesta.",
      },
      {
        title: "Caso de uso ilustrativo",
        body: "Ejemplo ilustrativo: un equipo fundador con la idea de una plataforma para restaurantes. Antes de desarrollar el producto completo, probamos la propuesta con un prototipo y preventas, y ajustamos el modelo según lo que los clientes estaban dispuestos a pagar.",
      },
      {
        title: "Valida tu idea antes de escalarla",
        body: "Agenda una llamada de 30 minutos y diseñamos juntos el primer experimento.",
      },
    ],
  },

  about: {
    h1: "Somos operadores de crecimiento",
    lead: "Un equipo de socios que ha dirigido, fundado y hecho crecer empresas, y que ahora pone esa experiencia a trabajar dentro de la tuya.",
    sections: [
      {
        title: "Nuestra visión",
        body: "Queremos que más empresas en México crezcan con método: decisiones basadas en datos, ejecución disciplinada y equipos capaces de sostener el crecimiento.",
      },
      {
        title: "En números",
        body: "Más de 75 años de experiencia combinada, más de 30 proyectos y un enfoque 100% en resultados medibles.",
      },
      {
        title: "Nuestros socios",
        body: "Cuatro socios cubren las áreas que definen el crecimiento: operaciones, finanzas, crecimiento y legal. Su experiencia abarca movilidad y delivery, ecommerce y logística, hospitalidad, fintech, alimentos y bebidas, consumo y retail, e inteligencia artificial.",
      },
      {
        title: "Cómo trabajamos",
        body: "Nos integramos a tu equipo, nos comprometemos con metas medibles y trabajamos para que los resultados se sostengan cuando ya no estemos.",
      },
      {
        title: "Por qué nos llamamos {{brand}}",
        body: "Nuestro nombre viene de una vía de escalada sobre el mar en Mallorca, donde cada caída es una oportunidad de volver a intentarlo.",
      },
      {
        title: "Conoce al equipo",
        body: "Agenda una llamada de 30 minutos y platica directamente con uno de nuestros socios.",
      },
    ],
  },

  ourName: {
    h1: "Por qué nos llamamos {{brand}}",
    lead: "Nuestro nombre viene de una vía de escalada sobre el mar en Mallorca y de la manera en que se conquistó: intento tras intento.",
    sections: [
      {
        title: "Una vía sobre el mar",
        body: "Es Pontàs es un arco de piedra caliza sobre el mar en Santanyí, Mallorca. Su vía de 20 metros se escala en solo integral sobre agua profunda, el llamado psicobloc: sin cuerdas y con el mar como única protección.",
      },
      {
        title: "El primer ascenso",
        body: "Chris Sharma la encadenó el 26 de septiembre de 2006, con un grado de 9a+ (5.15a), un año después de resolver una variante más fácil con salida hacia el mar. El paso clave es un salto dinámico de un lado al otro del arco, y la hazaña se hizo famosa con la película King Lines (2007).",
      },
      {
        title: "Caer al mar",
        body: "Cada caída termina en el agua, así que cada fallo se puede sobrevivir. Sharma volvió a intentarlo una y otra vez hasta lograrlo, y pasaron diez años hasta la segunda ascensión, de Jernej Kruder en 2016.",
      },
      {
        title: "El paralelo con quienes emprenden",
        body: "Fundar y hacer crecer una empresa se parece: una línea difícil elegida a propósito, muchos intentos y un salto que solo da quien está comprometido. Nuestro trabajo es ser el mar: un lugar seguro para caer, aprender y volver a intentarlo.",
      },
      {
        title: "¿Cuál es tu próxima línea?",
        body: "Si tienes enfrente un reto difícil, platiquemos. Agenda una llamada de 30 minutos sin compromiso.",
      },
    ],
  },

  contact: {
    h1: "Hablemos de tu empresa",
    lead: "Agenda una llamada de 30 minutos sin compromiso o envíanos un mensaje. Te responde una persona, no un sistema automático.",
    sections: [
      {
        title: "Una llamada de 30 minutos, sin compromiso",
        body: "Cuéntanos dónde está tu empresa y a dónde quiere llegar. Terminarás la llamada con una opinión clara sobre tus siguientes pasos, trabajes o no con nosotros.",
      },
      {
        title: "Envíanos un mensaje",
        body: "Si prefieres escribirnos, deja tus datos y una breve descripción de tu reto en el formulario. Te contactaremos para dar seguimiento.",
      },
      {
        title: "Datos de contacto",
        body: "Escríbenos por correo electrónico o agenda directamente en nuestro calendario a la hora que mejor te funcione. Atendemos a empresas de todo México y a compañías extranjeras que quieren entrar al país.",
      },
    ],
  },

  quiz: {
    h1: "¿En qué etapa de crecimiento está tu empresa?",
    lead: "Cuatro preguntas, dos minutos. Descubre la etapa de crecimiento de tu empresa y qué hacer a continuación.",
    sections: [
      {
        title: "Cómo funciona",
        body: "Respondes cuatro preguntas sobre tu empresa, una a la vez. Cada respuesta suma puntos y, al final, el resultado ubica a tu empresa en una etapa de crecimiento.",
      },
      {
        title: "Qué obtienes",
        body: "Una descripción de tu etapa, los indicadores que la caracterizan y los servicios que te recomendamos para avanzar a la siguiente.",
      },
      {
        title: "Tu estrategia en 24 horas",
        body: "Si quieres ir más lejos, deja tus datos y te enviamos una estrategia personalizada en menos de 24 horas. También puedes pedir una llamada de 30 minutos para revisarla juntos.",
      },
    ],
  },

  privacy: {
    h1: "Aviso de privacidad",
    lead: "Este aviso explica cómo tratamos tus datos personales, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.",
    sections: [
      {
        title: "Responsable del tratamiento",
        body: "{{brand}} es responsable del tratamiento de los datos personales que nos proporcionas a través de este sitio.",
      },
      {
        title: "Datos que recabamos",
        body: "Tu nombre, correo electrónico y empresa, el contenido de los mensajes que nos envías y tus respuestas al quiz de crecimiento. También recabamos datos de uso del sitio mediante herramientas de analítica.",
      },
      {
        title: "Finalidades",
        body: "Usamos tus datos para responder tus mensajes, agendar llamadas, enviarte la estrategia que solicitaste y dar seguimiento a tu solicitud. De forma secundaria, los usamos para medir y mejorar el sitio; puedes oponerte a estas finalidades secundarias en cualquier momento.",
      },
      {
        title: "Derechos ARCO",
        body: "Tienes derecho a acceder a tus datos personales, rectificarlos, cancelarlos u oponerte a su tratamiento, así como a revocar tu consentimiento. Para ejercer estos derechos, envíanos una solicitud al correo electrónico de contacto publicado en este sitio.",
      },
      {
        title: "Cambios a este aviso",
        body: "Podemos actualizar este aviso para reflejar cambios legales o en nuestros servicios. Publicaremos cualquier modificación en esta página.",
      },
    ],
  },

  notFound: {
    h1: "Página no encontrada",
    lead: "La página que buscas no existe o cambió de dirección. Usa los enlaces de abajo para volver al inicio o conocer nuestras soluciones y servicios.",
    sections: [],
  },
};
