import type * as en from "#app/content/testimonials.ts"
import { translateTestimonials } from "#app/content/testimonials.ts"

export const testimonials: typeof en.testimonials = translateTestimonials({
  "Maya Chen": {
    role: "Artista independiente",
    content:
      "Tuve listo el video de mi sencillo la misma noche en que lo mastericé. El lip-sync es tan preciso que mis amigos me preguntaron qué estudio había contratado.",
  },
  "Jordan Reyes": {
    role: "Creador en Suno",
    content:
      "Hago un tema al día con Suno. Ahora cada uno sale con su propio video vertical, y mis reproducciones en TikTok se triplicaron en un mes.",
  },
  "Priya Nair": {
    role: "Social media manager, Loop Agency",
    content:
      "Editamos los teasers de nuestros clientes en 9:16, 16:9 y 1:1 a partir de un solo render. Sin marca de agua, en Full HD y con tiempos de entrega que alcanzan para un pedido del mismo día.",
  },
  "Lukas Weber": {
    role: "Productor y beatmaker",
    content:
      "Los cortes caen en el beat sin que yo toque un solo keyframe. Aun así, reviso fotograma a fotograma para cambiar una o dos escenas.",
  },
  "Sofia Marquez": {
    role: "Profesora de música",
    content:
      "Mis alumnos convierten sus canciones de Udio en videos musicales en una sola clase. Ver sus letras cantadas en pantalla los anima a seguir escribiendo.",
  },
  "Dev Patel": {
    role: "A&R, Northside Records",
    content:
      "Lo usamos para probar ideas visuales con los artistas que acabamos de firmar antes de agendar una filmación. Nos ahorró semanas y buena parte del presupuesto.",
  },
})
