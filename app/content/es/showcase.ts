import type * as en from "#app/content/showcase.ts"
import { translateScreenshots } from "#app/content/showcase.ts"

export const screenshots: typeof en.screenshots = translateScreenshots({
  "frame-by-frame-control": {
    title: "Control fotograma a fotograma",
    description: "Recorre cada fotograma en la línea de tiempo y cambia el prompt de cualquier escena sin tocar el resto.",
    alt: "La línea de tiempo del editor con miniaturas de las escenas, la forma de onda de la canción y un fotograma seleccionado listo para editar",
  },
  "real-time-preview": {
    title: "Vista previa en tiempo real",
    description:
      "Mira cómo el video se reproduce con tu canción mientras se renderiza y detecta un corte equivocado antes de exportar.",
    alt: "El reproductor de vista previa con una escena renderizada, los controles de reproducción y la pista de lip-sync debajo",
  },
  "smart-asset-library": {
    title: "Biblioteca inteligente",
    description: "Guarda cantantes, estilos y escenas en una sola biblioteca y reutilízalos en cada lanzamiento.",
    alt: "Una cuadrícula de personajes, estilos y escenas guardados en la biblioteca, con filtros a la izquierda",
  },
  "quick-video-generation": {
    title: "Generación rápida de videos",
    description: "Sube una canción, elige un estilo y un formato, y recibe un video terminado en menos de 5 minutos.",
    alt: "El formulario de nuevo video con una canción subida, un selector de estilo y los formatos 9:16, 16:9 y 1:1",
  },
})
