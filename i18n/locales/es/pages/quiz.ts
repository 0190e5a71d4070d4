/** The full-page growth quiz (the quiz itself is the quiz feature's; this is its page copy). */
export const quiz = {
  h1: "¿En qué etapa de crecimiento está tu empresa?",
  lead: "Cuatro preguntas, dos minutos. Descubre la etapa de crecimiento de tu empresa y qué hacer a continuación.",
  sections: [
    {
      title: "Cómo funciona",
      body: "Respondes cuatro preguntas sobre tu empresa, una a la vez. Cada respuesta suma puntos y, al final, el resultado ubica a tu empresa en una etapa de crecimiento.",
    },
    {
      title: "Qué obtienes",
      body: "Una descripción de tu etapa, cómo la calculamos con tus cuatro respuestas juntas y los servicios que te recomendamos para avanzar a la siguiente.",
    },
    {
      title: "Tu estrategia en 24 horas",
      body: "Si quieres ir más lejos, deja tus datos y te enviamos una estrategia personalizada en menos de 24 horas. También puedes pedir una llamada de 30 minutos para revisarla juntos.",
    },
  ],
};
