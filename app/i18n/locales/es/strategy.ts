import type { OptionValue } from "#domain/quiz/questions.ts";
import type { StageKey } from "#domain/quiz/stages.ts";
import type { Segment } from "#domain/strategy/segment.ts";

/** Two priorities for the next 90 days that follow from a main challenge. */
interface ChallengePriorities {
  first: string;
  second: string;
}

/**
 * The strategy draft the team inbox offers for a quiz lead, in the lead's
 * language (app/features/admin/strategy-draft.ts, docs/decisions/029): blocks
 * of text put together by rules, never generated. The answers' labels, the
 * stage's name and the services' reasons come from the quiz's translations.
 * Spanish is the source; every other language satisfies its type.
 */
export const strategy = {
  title: "Estrategia de crecimiento para {{company}}",
  titleNoCompany: "Tu estrategia de crecimiento",
  greeting: "Hola, {{name}}:",
  greetingNoName: "Hola:",
  intro:
    "Gracias por responder nuestro quiz de crecimiento. Con tus respuestas preparamos esta estrategia: dónde está hoy tu empresa, qué priorizar en los próximos 90 días y cómo podemos ayudarte.",
  headings: {
    stage: "Tu etapa: {{stage}}",
    answers: "Tus respuestas",
    priorities: "Prioridades para los próximos 90 días",
    services: "Servicios que te recomendamos",
    results: "Cuándo esperar resultados",
    nextStep: "Siguiente paso",
  },
  /** The stage in two sentences; `{{stage}}` is its name (quiz.stages). */
  stages: {
    foundation:
      "Tu empresa está en la etapa {{stage}}: el producto y los primeros clientes todavía están tomando forma. Lo que más rinde ahora es comprobar que resuelves un problema real antes de invertir en crecer.",
    acceleration:
      "Tu empresa está en la etapa {{stage}}: ya hay clientes que pagan y el negocio tiene tracción. El reto es convertir lo que funciona en un motor comercial repetible y ordenar la operación para crecer sin improvisar.",
    scaling:
      "Tu empresa está en la etapa {{stage}}: el modelo funciona y la demanda crece. El reto es escalar sin que la operación se rompa, con procesos, datos y tecnología al ritmo de las ventas.",
    maturity:
      "Tu empresa está en la etapa {{stage}}: es una empresa consolidada, con clientes y operación estables. El siguiente salto viene de la eficiencia, la transformación digital y decisiones directivas bien acompañadas.",
    enterprise:
      "Tu empresa está en la etapa {{stage}}: opera a gran escala y cada decisión pesa mucho. Su crecimiento depende de nuevos mercados, de un gobierno corporativo sólido y de transformar la operación sin frenar el negocio.",
  } satisfies Record<StageKey, string>,
  /** One answer: the question's short label (quiz.result.answerLabels) and the option as the visitor chose it. */
  answer: "{{question}}: {{answer}}",
  /** Three priorities: the main challenge's two, then the markets' one. */
  priorities: {
    challenge: {
      validate: {
        first:
          "Definir con precisión el problema que resuelves, para quién, y qué tendría que pasar para dar la idea por validada.",
        second:
          "Probar el producto o un prototipo con clientes reales y medir si están dispuestos a pagar por él.",
      },
      "first-customers": {
        first: "Definir a tu cliente ideal y un mensaje que le hable de su problema, no de tu producto.",
        second:
          "Elegir uno o dos canales de venta, probarlos con metas semanales y quedarte con el que traiga clientes.",
      },
      scale: {
        first:
          "Documentar lo que hoy funciona en ventas y en operación para que el equipo lo repita sin depender de unas cuantas personas.",
        second:
          "Definir los indicadores que revisarás cada semana y los procesos y sistemas que deben crecer antes que las ventas.",
      },
      optimize: {
        first:
          "Medir el margen por producto, cliente y canal para saber dónde se gana y dónde se pierde dinero.",
        second:
          "Elegir los dos o tres procesos que más cuestan y rediseñarlos con tecnología y automatización.",
      },
      expand: {
        first:
          "Elegir el nuevo mercado con datos: tamaño, competencia, requisitos para entrar y lo que cuesta hacerlo.",
        second:
          "Preparar el plan de entrada: oferta adaptada, canal de venta, equipo local y presupuesto para los primeros meses.",
      },
    } satisfies Record<OptionValue<"challenge">, ChallengePriorities>,
    markets: {
      local:
        "Preparar el salto fuera de tu ciudad: elegir la siguiente plaza y probar ahí tu oferta con pocos clientes.",
      regional:
        "Preparar la venta en el resto de México: qué regiones siguen, con qué canal y con qué equipo.",
      national:
        "Ordenar la venta nacional: qué regiones y clientes dejan más margen y dónde conviene invertir más.",
      multinational:
        "Revisar país por país qué mercados crecen y dejan margen, y concentrar los recursos en ellos.",
      global:
        "Alinear la operación entre países: gobierno corporativo, indicadores comunes y reglas claras para decidir.",
    } satisfies Record<OptionValue<"markets">, string>,
  },
  /** One recommended service: its name, its reason (quiz.reasons) and the link to its page. */
  service: "{{service}}. {{reason}} Más información: {{link}}",
  /** The segment's expected result window (docs/product.md, "Figures and sources"). */
  results: {
    foreignCompanies:
      "Para una empresa extranjera que entra a México, los resultados suelen verse en un plazo de 6 a 12 meses: tu operación establecida en México, vendiendo y con un equipo local propio.",
    familyBusinesses:
      "Para una empresa familiar o una pyme, los resultados suelen verse en unos 12 meses: una operación más eficiente y rentable, con indicadores claros y un equipo directivo que decide con datos.",
    startups:
      "Para una empresa en etapa temprana, los resultados suelen verse en un plazo de 3 a 6 meses: un canal de crecimiento probado y métricas que resisten la revisión de un inversionista.",
  } satisfies Record<Segment, string>,
  nextStep:
    "Agenda una llamada de 30 minutos para revisar juntos esta estrategia y acordar el plan de trabajo: {{link}}",
  closing: "Quedamos atentos a tus comentarios.",
};

export type StrategyResources = typeof strategy;
