import type * as en from "#app/content/feature-pages.ts"
import { platformNotes as english } from "#app/content/feature-pages.ts"
import { formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const accuracy = formatShare(LIP_SYNC_ACCURACY, "es")

export const featurePageText: typeof en.featurePageText = {
  figuresLabel: "Cifras clave",
  platformNotesTitle: "Notas sobre las plataformas",
  platformNotesIntro:
    "Los límites de subida de las principales plataformas, para que el video que exportes sea aceptado. Son normas de las propias plataformas y cambian de vez en cuando.",
  platformTableLabel: "Límites de subida por plataforma",
  platformTableHeadings: ["Plataforma", "Duración del video", "Tamaño máximo del archivo", "Mejor formato"],
  moreFeatures: "Más funciones",
  learnMore: "Más información",
  closingTitle: "Escúchalo. Míralo. Compártelo.",
  closingText: (videos) =>
    `Sube una canción y consigue tu primer videoclip en minutos. ${plural(videos, "es", { one: "El primero es gratis", other: `Los primeros ${formatNumber(videos, "es")} son gratis` })}, sin tarjeta de crédito.`,
  closingCta: "Empieza a crear ahora",
}

const notes: Omit<(typeof english)[number], "maxSize">[] = [
  { platform: "TikTok y otras apps de videos cortos", length: "De 15 segundos a 3 minutos", format: "Vertical 9:16" },
  {
    platform: "YouTube",
    length: "Ilimitada (más de 15 minutos requiere una cuenta verificada)",
    format: "Horizontal 16:9 (Shorts: 9:16)",
  },
  { platform: "Publicación de Instagram", length: "De 3 a 60 segundos", format: "Cuadrado 1:1 o vertical 9:16" },
  { platform: "Facebook", length: "De 1 segundo a 240 minutos", format: "Cualquiera de los tres" },
]

export const platformNotes: typeof en.platformNotes = english.map((note, i) => ({ ...note, ...notes[i] }))

export const featurePages: typeof en.featurePages = {
  "lightning-fast": {
    title: "Generación ultrarrápida de videoclips con IA",
    headline: "De la canción terminada al videoclip en menos de 5 minutos",
    intro: `Sube una canción y, en la mayoría de los casos, recibe un videoclip completo y con lip-sync en menos de cinco minutos. El renderizado funciona ${roundTheClock("es")}, así que una idea de la noche del lanzamiento no tiene que esperar a la mañana.`,
    description: `Syncreel convierte tu canción en un videoclip terminado y con lip-sync en menos de 5 minutos casi siempre, con renderizado ${roundTheClock("es")} y exportación en 30 s.`,
    figures: [
      { value: "< 5 min", label: "hasta el video terminado, en la mayoría de los casos" },
      { value: `${roundTheClock("es")}`, label: "procesamiento, todos los días del año" },
      { value: "< 30 s", label: "para exportar el archivo final" },
      { value: "30 s – 4 min", label: "duración recomendada de la canción" },
    ],
    sections: [
      {
        title: "Por qué la velocidad cambia tu forma de trabajar",
        paragraphs: [
          "Cuando un video lleva semanas, haces uno y esperas que funcione. Cuando lleva minutos, puedes probar una versión nocturna y melancólica y otra luminosa y diurna, publicar las dos y quedarte con la que tu público ve hasta el final.",
          "Los borradores rápidos también facilitan la revisión. Ves un primer montaje con sonido, apuntas los dos momentos que quieres cambiar y los corriges mientras la idea sigue fresca.",
        ],
      },
      {
        title: "Qué pasa en esos pocos minutos",
        paragraphs: ["El generador procesa tu canción de una sola vez, sin esperar a ninguna persona:"],
        points: [
          "Se analiza el audio: tempo, beats, secciones y voz principal.",
          "Se planifican las escenas para que los cortes y movimientos de cámara caigan con la música.",
          "Se anima al intérprete y se sincroniza con la voz.",
          "Se renderiza el video en el formato elegido, listo para previsualizar y exportar.",
        ],
      },
      {
        title: "Cómo conseguir los resultados más rápidos",
        paragraphs: [
          "Las canciones de entre 30 segundos y 4 minutos ofrecen el mejor equilibrio entre velocidad y calidad. Si tu tema es más largo, crea el video completo para YouTube y un corte más breve con la mejor parte para redes sociales.",
          "Un briefing visual corto y concreto también ahorra tiempo: cuanto más clara sea la descripción, menos veces tendrás que regenerar.",
        ],
      },
    ],
  },
  "perfect-sync": {
    title: "Sincronía perfecta: videoclips montados al ritmo",
    headline: "Cada corte, movimiento y efecto cae en el beat",
    intro:
      "Syncreel escucha antes de dibujar. Las escenas siguen el tempo y la estructura de tu canción: el video respira con la estrofa, se eleva con el estribillo y golpea en cada drop.",
    description:
      "Sincronía perfecta ajusta cada escena a tu canción: cortes y movimientos de cámara caen en el beat y siguen su estructura, a 30 o 60 FPS y con audio a 320 kbps.",
    figures: [
      { value: "30 / 60 FPS", label: "tasas de fotogramas según la energía" },
      { value: "320 kbps", label: "audio MP3 en el archivo exportado" },
      { value: "Foto\u00adgrama a foto\u00adgrama", label: "control para mover cualquier momento" },
      { value: "30 s – 4 min", label: "duración recomendada de la canción" },
    ],
    sections: [
      {
        title: "Construido a partir de la música",
        paragraphs: [
          "La mayoría de las herramientas de video tratan la banda sonora como algo que se añade al final. Aquí la canción es el punto de partida: sus beats, compases y secciones deciden dónde cambian las escenas y cómo se mueve la cámara.",
        ],
        points: [
          "Los cortes caen en los beats y en los tiempos fuertes, no al azar.",
          "Estrofas, estribillos y puentes reciben un tratamiento visual distinto.",
          "La energía de la mezcla marca el ritmo del movimiento en pantalla.",
          "Los pasajes tranquilos tienen espacio para respirar, sin relleno innecesario.",
        ],
      },
      {
        title: "Elige la tasa de fotogramas adecuada",
        paragraphs: [
          "Exporta a 60 FPS para temas de baile rápidos y movimientos de cámara veloces, donde importa la fluidez. Elige 30 FPS para baladas y canciones lentas, donde un aire más tranquilo y cinematográfico encaja con la música.",
        ],
      },
      {
        title: "Corrige un momento sin empezar de cero",
        paragraphs: [
          "Si una transición llega una fracción de segundo antes, no necesitas un video nuevo. El control fotograma a fotograma te permite mover un cambio, sustituir un plano o regenerar una sola sección, y la vista previa en tiempo real la reproduce con el audio antes de confirmar.",
        ],
      },
    ],
  },
  "lip-sync": {
    title: "Lip-sync con IA para videoclips",
    headline: "Cada palabra cantada, cada sílaba sincronizada",
    intro: `El intérprete de tu video canta tu letra, no una aproximación. Los movimientos de la boca siguen la voz principal sílaba a sílaba, en más de ${formatNumber(LANGUAGES, "es")} idiomas.`,
    description: `El lip-sync de Syncreel ajusta la boca del intérprete a tu voz con una precisión del ${accuracy} en más de ${formatNumber(LANGUAGES, "es")} idiomas, para que los cantantes IA canten cada palabra.`,
    figures: [
      { value: accuracy, label: "de precisión en el lip-sync" },
      { value: `${atLeast(LANGUAGES, "es")}`, label: "idiomas compatibles" },
      { value: "30 / 60 FPS", label: "movimiento fluido de la boca" },
      { value: "< 5 min", label: "hasta un video con lip-sync, en la mayoría de los casos" },
    ],
    sections: [
      {
        title: "Por qué el lip-sync decide un videoclip",
        paragraphs: [
          "El público perdona un fondo estilizado, pero no a un cantante con la boca desincronizada. Sonidos como p, b y m cierran los labios, y el ojo detecta el fallo al instante. Un lip-sync preciso es lo que convierte a un personaje generado en un intérprete.",
          "Importa sobre todo en las canciones creadas con herramientas de música con IA, donde no hay un artista al que grabar. La voz ya existe; el lip-sync le pone cara.",
        ],
      },
      {
        title: "Cómo sigue tu voz",
        paragraphs: ["La voz principal se aísla de la mezcla y se asigna a los movimientos de boca que producen cada sonido:"],
        points: [
          "Las sílabas se asignan a formas de la boca, incluidas las consonantes con labios cerrados que el público nota primero.",
          "Las notas largas mantienen la boca abierta y estable, sin aleteos.",
          "En los pasajes instrumentales el intérprete descansa, se mueve o reacciona.",
          `Más de ${formatNumber(LANGUAGES, "es")} idiomas: un estribillo en español o una estrofa en japonés suenan igual de bien.`,
        ],
      },
      {
        title: "Cómo conseguir el mejor resultado",
        paragraphs: [
          "Una voz principal clara y en primer plano ofrece la sincronía más precisa. Conviene revisar con atención en la vista previa los versos de rap rápidos y las voces muy procesadas; cualquier momento que lo necesite se corrige fotograma a fotograma.",
        ],
      },
    ],
  },
  "multiple-formats": {
    title: "Videoclips en 9:16, 16:9 y 1:1",
    headline: "Vertical, horizontal y cuadrado desde un solo proyecto",
    intro:
      "Crea el video una vez y expórtalo para cada pantalla: 9:16 para TikTok, Reels y Shorts, 16:9 para YouTube y 1:1 para publicaciones en el feed, siempre a resolución completa.",
    description:
      "Exporta un proyecto en vertical 9:16 (1080x1920), horizontal 16:9 (1920x1080) o cuadrado 1:1 (1080x1080), en MP4, MOV o WebM, para cada plataforma.",
    figures: [
      { value: "1080x1920", label: "vertical 9:16" },
      { value: "1920x1080", label: "horizontal 16:9" },
      { value: "1080x1080", label: "cuadrado 1:1" },
      { value: "MP4 · MOV · WebM", label: "formatos de archivo" },
    ],
    sections: [
      {
        title: "Una canción, todos los feeds",
        paragraphs: [
          "Un video horizontal en un feed vertical desperdicia casi toda la pantalla, y uno vertical en YouTube queda entre franjas negras. Exportar la forma adecuada para cada plataforma es una de las maneras más sencillas de retener la atención.",
        ],
        points: [
          "Vertical 9:16 (1080x1920) para TikTok, Instagram Reels y YouTube Shorts.",
          "Horizontal 16:9 (1920x1080) para YouTube y sitios web.",
          "Cuadrado 1:1 (1080x1080) para publicaciones en el feed de Instagram y Facebook.",
        ],
      },
      {
        title: "Encuadrado para cada forma, no solo recortado",
        paragraphs: [
          "Las versiones verticales mantienen al intérprete cerca y centrado; las horizontales dejan espacio para planos abiertos y paisajes. Elige al empezar el formato que más te importa y exporta los demás desde el mismo proyecto.",
        ],
      },
      {
        title: "El archivo adecuado para cada uso",
        paragraphs: [
          "MP4 se reproduce en todas partes y es el formato por defecto para subir videos. MOV sirve para seguir editando en un programa de escritorio. WebM es ligero y se reproduce en los navegadores modernos, lo que lo hace ideal como video de fondo en la web de un artista.",
        ],
      },
    ],
  },
  "ai-enhancement": {
    title: "Mejora con IA para videoclips",
    headline: "Luz, color y detalle de cine en cada fotograma",
    intro:
      "Elige un estilo y la IA se ocupa del oficio: iluminación, etalonaje y escalado en todo el video, entregado en Full HD con color de 10 bits. Después, ajusta cualquier momento fotograma a fotograma.",
    description:
      "La mejora con IA ilumina, etalona y escala cada fotograma de tu videoclip: Full HD, color de 10 bits, 15–25 Mbps y sin marca de agua en planes de pago.",
    figures: [
      { value: "10 bits", label: "de profundidad de color" },
      { value: "15–25 Mbps", label: "tasa de bits del video" },
      { value: "Full HD", label: "salida, hasta 1920x1080" },
      { value: "Sin marca de agua", label: "en los planes de pago" },
    ],
    sections: [
      {
        title: "Un estilo coherente del primer al último fotograma",
        paragraphs: [
          "Las escenas generadas pueden desviarse: un plano cálido junto a uno frío, una cara nítida junto a otra difusa. La mejora lo iguala todo para que el video parezca rodado y etalonado por un mismo equipo.",
        ],
        points: [
          "Una iluminación que se mantiene coherente entre escenas.",
          "Un etalonaje acorde con el ambiente que elegiste.",
          "Un escalado que mantiene nítidos caras, manos y contornos.",
          "La suavización de los pequeños parpadeos típicos del video generado.",
        ],
      },
      {
        title: "Una calidad que resiste la compresión",
        paragraphs: [
          "Todas las plataformas recomprimen lo que subes. Partir de color de 10 bits y de una tasa de 15 a 25 Mbps deja margen: los degradados siguen suaves y las escenas oscuras limpias después de que TikTok o YouTube procesen el archivo.",
        ],
      },
      {
        title: "La última palabra es tuya",
        paragraphs: [
          "La mejora es un punto de partida, no algo cerrado. Con el control fotograma a fotograma puedes regenerar un plano, cambiar una transición o ajustar un momento concreto, y comprobar el resultado en la vista previa en tiempo real.",
        ],
      },
    ],
  },
  "instant-export": {
    title: "Exportación instantánea de videoclips",
    headline: "Descarga tu video en cuanto esté listo",
    intro:
      "Sin colas después del renderizado. Exporta un archivo Full HD en menos de 30 segundos, en MP4, MOV o WebM, sin marca de agua en los planes de pago.",
    description:
      "Exporta tu videoclip en menos de 30 s en MP4, MOV o WebM: audio a 320 kbps, video de 10 bits a 15–25 Mbps, 30 o 60 FPS y sin marca de agua en planes de pago.",
    figures: [
      { value: "< 30 s", label: "para exportar" },
      { value: "320 kbps", label: "audio MP3" },
      { value: "15–25 Mbps", label: "video de 10 bits" },
      { value: "30 / 60 FPS", label: "tasas de fotogramas" },
    ],
    sections: [
      {
        title: "Listo para publicar, no para retocar",
        paragraphs: [
          "El archivo que descargas es el que publicas: con la forma adecuada para la plataforma, el audio a máxima calidad y sin marca de agua en los planes de pago. No queda nada que recodificar ni recortar.",
        ],
        points: [
          "MP4 para subirlo a cualquier plataforma.",
          "MOV para seguir editando, con subtítulos y títulos.",
          "WebM para webs y reproducción en el navegador.",
          "Audio MP3 a 320 kbps, para que tu máster suene tal como lo mezclaste.",
        ],
      },
      {
        title: "Varias versiones en un minuto",
        paragraphs: [
          "Como la exportación tarda menos de 30 segundos, sacar una versión vertical, una horizontal y una cuadrada del mismo video casi no cuesta nada. Publica cada una de forma nativa en su plataforma en lugar de compartir el mismo enlace en todas partes.",
        ],
      },
      {
        title: "Revisa los límites de cada plataforma",
        paragraphs: [
          "Cada plataforma tiene sus propias normas de duración y tamaño de archivo. La tabla de abajo las resume para que puedas recortar una canción larga para las apps de videos cortos antes de exportar.",
        ],
      },
    ],
  },
}
