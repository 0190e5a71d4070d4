import { quizCopy } from "#domain/quiz/copy.ts";

/** The quiz: questions and stages (domain/quiz/copy.ts) plus the quiz's own UI strings. */
export const quiz = {
  ...quizCopy.es,
  fab: {
    label: "Quiz de Crecimiento",
    tooltip: "¿En qué etapa está tu empresa? Descúbrelo en 2 minutos.",
  },
  dialogTitle: "Quiz de crecimiento",
  dialogDescription: "Cuatro preguntas para conocer la etapa de crecimiento de tu empresa.",
  close: "Cerrar",
  progress: "Pregunta {{n}} de {{total}}",
  back: "Atrás",
  result: {
    eyebrow: "Tu etapa de crecimiento",
    indicators: "Indicadores",
    services: "Servicios recomendados",
    getStrategy: "Obtener mi estrategia",
    score: "Puntaje: {{score}} de 20",
  },
  lead: {
    title: "Recibe tu estrategia personalizada",
    intro: "Déjanos tus datos y te enviamos una estrategia para la etapa {{stage}} en menos de 24 horas.",
    message: "Resultado del quiz de crecimiento: etapa {{stage}} ({{score}} de 20 puntos).",
  },
  confirmation: {
    title: "¡Listo! Tu estrategia va en camino",
    text: "Te enviaremos tu estrategia personalizada en menos de 24 horas. Mientras tanto, conoce los servicios para tu etapa.",
    viewServices: "Ver servicios",
    close: "Cerrar",
  },
};

export type QuizResources = typeof quiz;
