import { serviceNames } from "../../service-names.ts";
import { services } from "../services.ts";
import type { ServiceCopy } from "./service-copy.ts";

/** The Services page's four-step method; this page applies each step to the service. */
const method = services.process.steps;

export const softLanding: ServiceCopy = {
  h1: serviceNames.softLanding,
  lead: "Te ayudamos a entrar a México con la estructura correcta y a vender cuanto antes, con un equipo local que ya conoce el camino.",
  audience: "Para empresas extranjeras que quieren operar y vender en México.",
  crossLink: {
    prompt:
      "¿Eres un fondo con empresas de portafolio que entran a México? Las acompañamos a todas con una sola iguala trimestral.",
    link: "Ver el programa para fondos",
    to: "funds",
  },
  highlights: [
    { value: "Hasta 50%", label: "menos costo de entrada al mercado: nuestra meta" },
    { value: "6 a 12 meses", label: "para tener tu operación establecida y vendiendo: nuestra meta" },
  ],
  included: [
    {
      title: "Estructura legal y fiscal",
      body: "Elegimos contigo la figura adecuada, constituimos la empresa y dejamos en orden obligaciones fiscales y laborales.",
    },
    {
      title: "Trámites y puesta en marcha",
      body: "Cuentas bancarias, permisos, registros, proveedores y oficina, coordinados por un solo equipo.",
    },
    {
      title: "Estrategia de entrada",
      body: "Segmento inicial, precio y mensaje adaptados al comprador mexicano, validados antes de invertir fuerte.",
    },
    {
      title: "Primeros clientes",
      body: "Abrimos conversaciones con clientes y socios de nuestra red y acompañamos las primeras ventas.",
    },
    {
      title: "Equipo local",
      body: "Definimos perfiles, reclutamos y te ayudamos a integrar a tu primer equipo en México.",
    },
  ],
  results: [
    "Hasta 50% menos costo de entrada al mercado, frente a hacerlo por tu cuenta",
    "Una operación establecida y vendiendo en 6 a 12 meses",
    "Cumplimiento legal, fiscal y laboral desde el primer día",
    "Un equipo local propio, listo para sostener el crecimiento",
  ],
  process: [
    {
      title: method.diagnostic.title,
      body: "Mercado, competencia, estructura y presupuesto de entrada. Fijamos la línea base: cuánto costaría y cuánto tardaría entrar por tu cuenta.",
    },
    {
      title: method.strategy.title,
      body: "Estructura, segmento inicial, precio y canal, con un plan de hitos y un presupuesto de entrada.",
    },
    {
      title: method.execution.title,
      body: "Constitución, trámites, puesta en marcha de la operación y primeras ventas con clientes y socios locales.",
    },
    {
      title: method.optimization.title,
      body: "Ajustamos la oferta según la respuesta del mercado, consolidamos tu equipo propio y hacemos un traspaso ordenado de la operación.",
    },
  ],
  cases: [
    {
      title: "Empresa europea de software B2B",
      context:
        "Una empresa de software con clientes en Europa quiere atender a empresas mexicanas y no sabe qué estructura necesita.",
      approach:
        "Definimos la estructura legal y fiscal, validamos la propuesta con compradores locales y acompañamos las primeras ventas mientras contrata a su equipo.",
      outcome: "Operación establecida y con clientes en México dentro de la ventana de 6 a 12 meses.",
    },
    {
      title: "Marca de consumo de Estados Unidos",
      context:
        "Una marca de consumo quiere vender en México a través de distribuidores y comercio electrónico.",
      approach:
        "Resolvemos importación, etiquetado y distribución, y probamos canales antes de comprometer inventario.",
      outcome: "Una entrada con menor costo y riesgo, basada en canales que ya demostraron vender.",
    },
  ],
  faq: [
    {
      q: "¿Necesito constituir una empresa en México desde el inicio?",
      a: "No siempre. Según tu modelo puedes empezar a vender antes de constituir. Lo evaluamos contigo en la primera fase para no gastar de más.",
    },
    {
      q: "¿Cómo logran reducir el costo de entrada?",
      a: "Evitando errores caros: una estructura mal elegida, contrataciones prematuras o canales que no funcionan en México. Nuestra meta es reducir tu costo de entrada hasta en 50%.",
    },
    {
      q: "¿Trabajan con empresas de cualquier país?",
      a: "Sí. Trabajamos en español e inglés y coordinamos con tus asesores en tu país de origen.",
    },
    {
      q: "¿Qué pasa cuando termina el proyecto?",
      a: "Te quedas con una operación funcionando y un equipo propio. Si lo necesitas, podemos seguir con el Panel Ejecutivo Asesor.",
    },
  ],
  finalCta: {
    title: "Aterriza en México con un equipo local",
    body: "Agenda una llamada de 30 minutos y revisamos juntos tu plan de entrada a México.",
  },
};
