/** Our name: the Es Pontàs story (cited, app/content/sources.ts) and its parallel to founders. */
export const ourName = {
  eyebrow: "Nuestro nombre",
  h1: "Por qué nos llamamos {{brand}}",
  lead: "Nuestro nombre viene de una vía de escalada sobre el mar en Mallorca, y de la manera en que se conquistó: intento tras intento, con el mar como red.",
  story: {
    title: "Una vía sobre el mar",
    paragraphs: [
      "Es Pontàs es un arco de roca caliza que se levanta sobre el mar en Santanyí, al sureste de Mallorca. Sobre el arco corre una vía de 20 metros que se escala en solo integral sobre agua profunda, el psicobloc: sin cuerdas ni arnés, con el mar como única protección.",
      "Chris Sharma la encadenó el 26 de septiembre de 2006 y la graduó 9a+ (5.15a). Antes, en noviembre de 2005, había resuelto una variante más fácil con salida hacia el mar, Pontax (8c). El paso clave de Es Pontàs es un salto dinámico de un lado al otro del arco: o lo das con todo o caes.",
      "Cada caída termina en el agua, así que cada fallo se puede sobrevivir. Sharma volvió una y otra vez hasta lograrlo. La película King Lines (2007) la hizo famosa, y pasaron diez años antes de que alguien la repitiera.",
    ],
  },
  facts: {
    title: "La vía en datos",
    items: [
      { value: "20 m", label: "de vía sobre el arco" },
      { value: "9a+", label: "grado (5.15a)" },
      { value: "2006", label: "primer ascenso, de Chris Sharma" },
      { value: "2016", label: "segundo ascenso, de Jernej Kruder" },
    ],
  },
  timeline: {
    title: "Cronología",
    items: [
      { date: "1978", text: "Miquel Riera empieza el psicobloc en Mallorca, en Porto Pi." },
      {
        date: "Noviembre de 2005",
        text: "Chris Sharma encadena Pontax (8c), la variante con salida hacia el mar.",
      },
      { date: "26 de septiembre de 2006", text: "Sharma completa Es Pontàs, 9a+ (5.15a)." },
      { date: "2007", text: "La película King Lines lleva la vía a todo el mundo." },
      { date: "Noviembre de 2016", text: "Jernej Kruder logra el segundo ascenso." },
      { date: "5 de octubre de 2018", text: "Jan Hojer logra el tercero." },
    ],
  },
  parallel: {
    eyebrow: "El paralelo con quienes emprenden",
    title: "Fundar una empresa se parece mucho a escalar Es Pontàs",
    items: {
      line: {
        title: "Una línea difícil, elegida a propósito",
        body: "Nadie escala Es Pontàs por accidente. Fundar y hacer crecer una empresa también es una decisión consciente de intentar algo difícil.",
      },
      fall: {
        title: "Un lugar seguro para caer",
        body: "El mar convierte cada caída en aprendizaje. Nuestro trabajo es parecido: que puedas probar, fallar barato y volver a intentarlo.",
      },
      attempts: {
        title: "Muchos intentos",
        body: "Ningún gran resultado sale al primer intento. Sale de medir, ajustar y volver a la pared con más información.",
      },
      leap: {
        title: "El salto que solo da el compromiso",
        body: "En el paso clave no hay medias tintas. En una empresa tampoco: llega un momento en que hay que saltar con todo.",
      },
    },
  },
  sources: {
    title: "Fuentes",
    wikipedia: "Wikipedia, “Es Pontàs (climb)”",
    secondAscent: "UKClimbing, “2nd Ascent of Es Pontas for Jernej Kruder”",
    history: "UKClimbing, “A History of Mallorca Deep Water Soloing”",
  },
  finalCta: {
    title: "¿Cuál es tu próxima línea?",
    body: "Si tienes enfrente un reto difícil, platiquemos. Agenda una llamada de 30 minutos sin compromiso.",
  },
};
