import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { ServiceCopy } from "./service-copy.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const executiveAdvisoryPanel: ServiceCopy = {
  h1: serviceNames.executiveAdvisoryPanel,
  lead: "Socios con experiencia en operaciones, finanzas, crecimiento y asuntos jurídicos se sientan contigo a tomar las decisiones que más pesan, sin el costo de un equipo directivo completo.",
  audience: "Para direcciones generales, fundadores y consejos que enfrentan decisiones de alto impacto.",
  highlights: [],
  included: [
    {
      title: "Sesiones periódicas con los socios",
      body: "Reuniones de trabajo con los socios cuya experiencia encaja con tus retos del momento.",
    },
    {
      title: "Revisión de estrategia e indicadores",
      body: "Presupuesto, plan anual y tablero directivo revisados por operadores que ya estuvieron en tu lugar.",
    },
    {
      title: "Decisiones críticas acompañadas",
      body: "Rondas de inversión, alianzas, expansión, reestructuras y contrataciones clave.",
    },
    {
      title: "Red estratégica",
      body: "Acceso a nuestra red de inversionistas, proveedores, talento y socios en México.",
    },
    {
      title: "Preparación de consejo",
      body: "Te ayudamos a preparar y conducir consejos y comités con información clara y acuerdos con seguimiento.",
    },
  ],
  results: [
    "Cada decisión crítica tomada en el plazo acordado, con su información lista antes de la sesión",
    "Las prioridades del año por escrito, cada una con responsable e indicador, revisadas en cada sesión",
    "Cada acuerdo con responsable y fecha, y su cumplimiento medido sesión a sesión",
    "Un consejo o comité con calendario, información previa, minutas y seguimiento de acuerdos",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Conocemos tu empresa, tu equipo y las decisiones que tienes por delante, y medimos la línea base de cómo se decide hoy: cuánto tarda una decisión clave, qué información la respalda y cuántos acuerdos se cumplen.",
    },
    {
      title: method.strategy.title,
      body: "Elegimos a los socios que más aportan a tus retos y acordamos la agenda, la frecuencia y las metas del panel.",
    },
    {
      title: method.execution.title,
      body: "Sesiones de trabajo en las que revisamos indicadores, preparamos decisiones y damos seguimiento a cada acuerdo, con responsable y fecha.",
    },
    {
      title: method.optimization.title,
      body: "Cada trimestre medimos el valor del panel contra la línea base y ajustamos su composición cuando cambian tus retos.",
    },
  ],
  cases: [
    {
      title: "Fundador ante su primera gran ronda",
      context:
        "Una scaleup prepara una ronda que multiplicará su tamaño y su fundador nunca ha negociado con un fondo institucional.",
      approach:
        "El panel revisa el modelo financiero, prepara al equipo para las preguntas de los inversionistas y acompaña la negociación de términos.",
      outcome:
        "Una ronda negociada con información sólida y un equipo directivo preparado para lo que sigue.",
    },
    {
      title: "Empresa familiar en transición generacional",
      context: "La segunda generación asume la dirección de una empresa con décadas de historia.",
      approach:
        "El panel acompaña la definición de roles, instala un consejo con reglas claras y revisa las primeras grandes decisiones.",
      outcome: "Una transición ordenada, con gobierno corporativo y una dirección que gana confianza rápido.",
    },
  ],
  faq: [
    {
      q: "¿Es lo mismo que un consejo de administración?",
      a: "No. El panel asesora y no sustituye a los órganos de gobierno de tu empresa. Puede, eso sí, ayudarte a formar o profesionalizar tu consejo.",
    },
    {
      q: "¿Con qué frecuencia nos reunimos?",
      a: "La acordamos contigo según tus retos: lo habitual es una sesión de trabajo al mes, más apoyo puntual cuando llega una decisión crítica.",
    },
    {
      q: "¿Los socios también ejecutan?",
      a: "Si una decisión requiere ejecución, podemos sumarla con otro de nuestros servicios. El panel, por sí mismo, se enfoca en las decisiones.",
    },
    {
      q: "¿Cómo manejan la confidencialidad?",
      a: "Firmamos un acuerdo de confidencialidad antes de recibir cualquier información de tu empresa.",
    },
  ],
  finalCta: {
    title: "Suma experiencia a tu consejo y a tu dirección",
    body: "Platiquemos 30 minutos sobre las decisiones que tienes por delante y cómo puede ayudarte el panel.",
  },
};
