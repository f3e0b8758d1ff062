import { site } from "#app/config/site.ts"
import type { AccessibilityPageText } from "#app/content/accessibility.ts"

// The accessibility statement in Spanish; the review date, the mail and AgID's address stay in the
// English module (formatReviewDate and barrierReportMailto take the locale). Register: tú.

const b = site.brand
const host = new URL(site.siteUrl).host

export const accessibilityPage: AccessibilityPageText = {
  title: "Declaración de accesibilidad",
  description: `Cómo de accesible es el sitio web de ${b}: nuestro objetivo WCAG 2.2 AA y cómo lo comprobamos, las limitaciones que conocemos y cómo informar de una barrera.`,
  backHome: "Volver al inicio",
  lastReviewed: "Última revisión:",
  callout: { lead: "¿Has encontrado una barrera?", text: (email) => `Cuéntanoslo en ${email} y lo revisaremos.` },
  reportButton: "Informar de una barrera",
  writeTo: (email) => `Escribe a ${email}`,
  agidLink: "Sitio web de AgID",
  newTab: " (se abre en una pestaña nueva)",
  sections: [
    {
      id: "scope",
      title: "Qué abarca esta declaración",
      paragraphs: [
        `${b} quiere que todo el mundo pueda usar este sitio web, también las personas que usan un lector de pantalla, solo el teclado, la ampliación de pantalla o el control por voz. Esta declaración abarca el sitio web ${host}: la página de inicio y las páginas de destino, las páginas de funciones, los precios, las páginas de ayuda y el blog.`,
        `La app de creación que abren los botones del sitio y las apps móviles son servicios independientes: esta declaración no los abarca.`,
      ],
    },
    {
      id: "conformance",
      title: "Estado de conformidad",
      paragraphs: [
        `Nuestro objetivo son las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, el nivel al que remite la norma europea EN 301 549. El sitio web es parcialmente conforme con las WCAG 2.2 AA: la mayor parte cumple el objetivo, y las excepciones se enumeran más abajo, en "Limitaciones conocidas".`,
      ],
    },
    {
      id: "measured",
      title: "Cómo lo comprobamos",
      paragraphs: [
        `El conjunto de pruebas automáticas del sitio ejecuta estas comprobaciones en Chromium. Las herramientas automáticas detectan muchas barreras, pero no todas, así que superarlas es un indicio, no una prueba.`,
      ],
      list: [
        "axe-core, con sus reglas WCAG 2.2 A y AA y su comprobación de que cada región (landmark) tenga un nombre único, en una página de cada tipo en cada idioma (las páginas del mismo tipo comparten su marcado) y en cada artículo cuyo texto contiene elementos que los demás no tienen, con el ancho de un móvil (390 px) y de un ordenador (1280 px), y con el menú móvil, el panel para compartir y los diálogos abiertos.",
        "Pruebas de teclado: el recorrido principal (enlace para saltar al contenido, navegación, precios, el diálogo de un video de ejemplo, el panel para compartir) se completa solo con el teclado, y cada parada muestra un indicador de foco visible.",
        "Lighthouse: una puntuación de accesibilidad de 100 en una página de cada tipo.",
        "html-validate: el primer HTML de cada página es HTML válido, ya que las tecnologías de apoyo dependen de él.",
        "La calculadora de precios, el formulario del sitio, se prueba con y sin JavaScript, incluido el mensaje que recibe cada dato incorrecto.",
      ],
    },
    {
      id: "features",
      title: "Qué puedes esperar",
      paragraphs: [],
      list: [
        "El contenido de cada página está en su primer HTML: se puede leer sin JavaScript, y la calculadora de precios funciona sin él.",
        "Un enlace para saltar al contenido principal y regiones con nombres únicos para moverte por cada página.",
        "Todos los videos del sitio tienen subtítulos. El video de fondo de la parte superior de la página de inicio es decorativo y no tiene sonido, no se reproduce cuando tu dispositivo pide reducir el movimiento, y un botón abajo a la izquierda de la cabecera lo pone en pausa.",
        "Los textos y los controles cumplen las relaciones de contraste de las WCAG, y el foco siempre es visible.",
      ],
    },
    {
      id: "limitations",
      title: "Limitaciones conocidas",
      paragraphs: [],
      list: [
        "Los videos de ejemplo de la página de inicio son avances breves de los videoclips completos, no las canciones enteras.",
        "Algunos artículos del blog insertan videos de YouTube. Su reproductor y sus controles son de YouTube, y no podemos cambiarlos.",
        "Las comprobaciones automáticas cubren cada página fija y una muestra de los artículos del blog, no cada artículo: uno publicado más tarde no se comprueba antes de aparecer.",
      ],
    },
    {
      id: "report",
      title: "Informar de una barrera",
      paragraphs: [
        `Si algo de este sitio web te resulta difícil o imposible de usar, cuéntanoslo: escribe a ${site.email.support}. Indica la página, qué intentabas hacer y qué falló y, si quieres, qué navegador y qué tecnología de apoyo usas. Leemos todos los avisos y respondemos por correo electrónico.`,
      ],
    },
    {
      id: "enforcement",
      title: "Procedimiento de aplicación",
      paragraphs: [
        `Si no estás satisfecho con nuestra respuesta, o no recibes ninguna, puedes comunicarlo a través de su sitio web a AgID (Agenzia per l'Italia Digitale), la autoridad italiana que supervisa la accesibilidad de productos y servicios conforme a la Ley Europea de Accesibilidad (Decreto Legislativo italiano 82/2022).`,
      ],
    },
    {
      id: "preparation",
      title: "Cómo se elaboró esta declaración",
      paragraphs: [
        `El equipo que desarrolla el sitio web elaboró esta declaración mediante una autoevaluación, a partir de las comprobaciones anteriores. Se revisó por última vez en la fecha que figura al principio de esta página.`,
      ],
    },
  ],
}
