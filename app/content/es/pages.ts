import { site } from "#app/config/site.ts"
import type * as en from "#app/content/pages.ts"
import { mailtoLink } from "#app/content/pages.ts"
import { FREE_VIDEOS } from "#app/content/plans.ts"
import { AFFILIATES, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

const b = site.brand

export const nanoBanana: typeof en.nanoBanana = {
  title: "Integración con Nano Banana: personajes de IA coherentes para videos musicales",
  description:
    "Syncreel ya funciona con Nano Banana, el modelo Gemini 2.5 Flash Image de Google: diseña un personaje coherente y obtén un video con lip-sync en menos de 3 minutos.",
  eyebrow: "Novedad: integración con Nano Banana",
  headline: ["Nano Banana", "tus personajes ya cantan tus canciones"],
  intro:
    "Diseña un personaje con Nano Banana, el modelo Gemini 2.5 Flash Image de Google, y Syncreel lo convierte en un intérprete que canta tu tema, con el mismo aspecto de la primera estrofa al último estribillo. Tu videoclip está listo en menos de 3 minutos.",
  features: [
    {
      title: "La misma cara en cada escena",
      text: "Nano Banana mantiene coherentes la cara, el pelo y la ropa del personaje entre ediciones, así tu intérprete sigue siendo reconocible en cada plano.",
    },
    {
      title: "Edita con palabras",
      text: "Cambia la chaqueta, lleva la escena a una azotea de noche o añade lluvia con solo describirlo. Sin máscaras, capas ni prompts llenos de pesos.",
    },
    {
      title: "Sincronizado con tu voz",
      text: `Syncreel anima a tu personaje y sincroniza cada palabra de la voz principal con un ${formatShare(LIP_SYNC_ACCURACY, "es")} de precisión en el lip-sync, en más de ${formatNumber(LANGUAGES, "es")} idiomas.`,
    },
  ],
  steps: [
    {
      title: "Crea tu personaje",
      text: "Genera o sube un retrato y perfecciónalo con Nano Banana hasta que se parezca al artista que tienes en mente.",
    },
    {
      title: "Sube tu tema",
      text: "Añade tu canción, grabada en estudio o hecha con Suno o Udio, y elige formato vertical, horizontal o cuadrado.",
    },
    {
      title: "Recibe tu videoclip",
      text: "Syncreel crea escenas alrededor de tu personaje, las monta al ritmo y sincroniza los labios con la voz. El video está listo en menos de 3 minutos.",
    },
  ],
  heroCta: `Prueba Nano Banana en ${b}`,
  featuresTitle: "Lo que te ofrece la integración",
  stepsTitle: "Tres pasos hasta tu video",
  stepsLead: "De la idea de un personaje a un videoclip terminado y con lip-sync.",
  closingTitle: "Ponle cara a tu canción",
  closingText: `Crea un personaje con Nano Banana y míralo interpretar tu tema en menos de 3 minutos. Tus primeros ${FREE_VIDEOS} videos son gratis.`,
  closingCta: "Pruébalo ahora",
}

const deletionBody = [
  "Hola:",
  "",
  `Por favor, eliminen mi cuenta de ${b} y todos los datos personales asociados a ella.`,
  "",
  "La dirección de correo electrónico de mi cuenta es: [escribe aquí la dirección de correo de tu cuenta]",
  "",
  "Entiendo que la eliminación es definitiva y no se puede deshacer.",
  "",
  "Gracias.",
].join("\n")

export const deleteAccount: typeof en.deleteAccount = {
  title: "Elimina tu cuenta",
  description: `Cómo eliminar tu cuenta de ${b} y tus datos personales: desde los ajustes de la app o por correo. La cuenta se desactiva al momento y los datos se borran en 30 días.`,
  intro: `Puedes eliminar tu cuenta de ${b} cuando quieras, desde la app o enviándonos un correo electrónico. Esto es lo que ocurre y cuánto tarda.`,
  removed: [
    "Todos los videos que has generado",
    "Los ajustes y preferencias de tu cuenta",
    "Tu historial de uso",
    "Tus proyectos y borradores guardados",
  ],
  mailto: mailtoLink(site.email.privacy, "Solicitud de eliminación de cuenta", deletionBody),
  warningTitle: "La eliminación es definitiva",
  warningIntro: "Eliminar tu cuenta no se puede deshacer. Se borra lo siguiente:",
  warningNote: "Descarga los videos que quieras conservar antes de continuar.",
  howTitle: "Cómo eliminar tu cuenta",
  appOption: "Opción 1",
  appTitle: "En los ajustes de la app",
  appText: `Inicia sesión en ${b} en la web o en la app móvil, abre **Ajustes**, elige **Eliminar cuenta** y confirma.`,
  appCta: "Abrir la app",
  mailOption: "Opción 2",
  mailTitle: "Por correo electrónico",
  mailText:
    "Envía una solicitud a {email} desde cualquier dirección e indica la dirección de correo de la cuenta que quieres eliminar.",
  mailCta: "Enviar la solicitud por correo",
  timelineTitle: "Qué ocurre después",
  questions: "¿Tienes preguntas sobre tus datos? Escribe a {email} o lee nuestra {privacyPolicy}.",
  privacyPolicy: "Política de privacidad",
  timeline: [
    { when: "De inmediato", text: "Tu cuenta se desactiva y ya no puedes iniciar sesión." },
    { when: "En un plazo de 30 días", text: "Tus datos personales se borran definitivamente de nuestros sistemas." },
    { when: "Al terminar", text: "Te enviamos un correo de confirmación cuando la eliminación se ha completado." },
  ],
}

const applyBody = [
  "Hola:",
  "",
  `Me gustaría unirme al programa de afiliados de ${b}.`,
  "",
  "Nombre:",
  "Sitio web o redes sociales:",
  "Tamaño de la audiencia y plataforma principal:",
  `Cómo pienso promocionar ${b}:`,
  "",
  "Gracias.",
].join("\n")

export const affiliate: typeof en.affiliate = {
  title: "Programa de afiliados: gana un 30 % de comisión recurrente",
  description: `Únete al programa de afiliados de ${b}: comparte tu enlace de referido y gana un 30 % de comisión recurrente en cada pago de tus referidos durante sus primeros 12 meses.`,
  headline: "Gana un 30 % de comisión recurrente promocionando videos musicales con IA",
  intro: `Únete a los más de ${formatNumber(AFFILIATES, "es")} afiliados que recomiendan ${b} a músicos y creadores. Comparte tu enlace y gana el 30 % de cada pago de tus referidos durante sus primeros 12 meses.`,
  mailto: mailtoLink(site.email.affiliate, `Solicitud para el programa de afiliados de ${b}`, applyBody),
  applyCta: "Solicitar unirme",
  badge: `Más de ${formatNumber(AFFILIATES, "es")} afiliados ya están ganando`,
  stepsTitle: "Cómo funciona",
  benefitsTitle: "Por qué promocionarnos",
  closingTitle: "¿Listo para empezar a ganar?",
  closingText: "Solicítalo por correo: cuéntanos tus canales y tu audiencia, y te enviaremos tu enlace de referido.",
  steps: [
    {
      title: "Únete con el formulario",
      text: "Pulsa Solicitar unirme y rellena el breve formulario del borrador de correo: quién eres y dónde está tu audiencia.",
    },
    {
      title: "Comparte tu enlace",
      text: "Recibe tu enlace de referido personal y compártelo en videos, publicaciones, newsletters o tutoriales.",
    },
    {
      title: "Gana comisiones",
      text: "Cada vez que alguien a quien has referido paga un plan, ganas el 30 %, durante sus primeros 12 meses.",
    },
  ],
  benefits: [
    {
      title: "Comisión alta",
      text: "Un 30 % de comisión recurrente en cada pago de los primeros 12 meses de cada referido, no un pago único.",
    },
    {
      title: "Alta conversión",
      text: `Tu audiencia puede probarlo gratis: los primeros ${FREE_VIDEOS} videos no piden tarjeta de crédito, y el resultado se vende solo.`,
    },
    {
      title: "Fácil de promocionar",
      text: "Los videos musicales son visuales por naturaleza. Enseña un antes y un después y tu audiencia verá su valor en segundos.",
    },
  ],
}
