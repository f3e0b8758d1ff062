import { site } from "#app/config/site.ts"
import { type CookieCategory, type CookiePolicyPageText, lifetime, storedNames } from "#app/content/cookie-policy.ts"

// The cookie policy in Spanish. Names and lifetimes come from the English module (the code that
// sets them); this file only words them. A legal text: formal register (usted).

const b = site.brand

export const cookieCategories: CookieCategory[] = [
  {
    id: "essential",
    title: "Cookies esenciales",
    summary:
      "Siempre activas. Solo recuerdan la elección que usted hizo en el banner de cookies, para no preguntarle en cada página.",
    items: [
      {
        name: storedNames.consent,
        by: "Este sitio",
        purpose:
          "Su elección: la versión de la política a la que respondió, cuándo lo hizo y si se permiten la analítica y el marketing",
        lifetime: `${lifetime("consentMonths", "es")} (${lifetime("consentDays", "es")}); después volvemos a preguntarle`,
      },
    ],
  },
  {
    id: "analytics",
    title: "Cookies analíticas",
    summary:
      "Desactivadas salvo que usted las permita. Cuentan las visitas a las páginas y los clics en nuestras llamadas a la acción, para saber qué resulta útil a los visitantes. Los datos los trata PostHog en su nube de la Unión Europea.",
    items: [
      {
        name: storedNames.posthog,
        by: "PostHog",
        purpose: "Un identificador anónimo de visitante y la sesión, en una cookie y en el almacenamiento local",
        lifetime: lifetime("posthog", "es"),
      },
    ],
  },
  {
    id: "marketing",
    title: "Cookies de marketing",
    summary:
      "Desactivadas salvo que usted las permita. Nos indican qué anuncios atraen visitantes, mediante Google Tag Manager (con Google Analytics) y Meta Pixel, y transmiten a la app el anuncio del que usted procede cuando la abre.",
    items: [
      {
        name: storedNames.ga,
        by: "Google Analytics (a través de Tag Manager)",
        purpose: "Distingue unas visitas de otras",
        lifetime: lifetime("ga", "es"),
      },
      {
        name: storedNames.gclAu,
        by: "Google Ads (a través de Tag Manager)",
        purpose: "Vincula los clics en anuncios con las visitas",
        lifetime: lifetime("gclAu", "es"),
      },
      {
        name: storedNames.fbp,
        by: "Meta Pixel",
        purpose: "Distingue unos navegadores de otros para medir los anuncios",
        lifetime: lifetime("fbp", "es"),
      },
      {
        name: storedNames.fbc,
        by: "Este sitio y Meta Pixel",
        purpose: "El clic en el anuncio de Facebook o Instagram desde el que llegó (fb.1.<time>.<fbclid>)",
        lifetime: lifetime("fbc", "es"),
      },
      {
        name: storedNames.attribution,
        by: "Este sitio",
        purpose:
          "Se guardan al abrir la app, para que atribuya la visita al anuncio correcto: el identificador del clic en el anuncio, su navegador, un identificador del clic y su dirección IP",
        lifetime: lifetime("attribution", "es"),
      },
    ],
  },
]

export const cookiePolicyPage: CookiePolicyPageText = {
  title: "Política de cookies",
  description: `Qué cookies utiliza ${b}, qué guarda cada una y durante cuánto tiempo, y cómo modificar o retirar su consentimiento.`,
  intro: {
    before: `${b} solo guarda lo necesario para recordar su elección, salvo que usted permita más. Las cookies analíticas y de marketing solo se instalan después de que usted las acepte en el banner de cookies, y antes de eso no se envía ninguna solicitud a esos servicios. Cómo tratamos los datos personales en general se explica en nuestra `,
    link: "política de privacidad",
    after: ".",
  },
  newTab: " (se abre en una pestaña nueva)",
  tableLabel: (categoryTitle) => `Lista de ${categoryTitle.toLowerCase()}`,
  columns: { name: "Nombre", by: "Instalada por", purpose: "Qué guarda", lifetime: "Duración" },
  withdraw: {
    title: "Cambiar de opinión",
    before: `Puede permitir o retirar cada categoría en cualquier momento desde Preferencias de cookies, al pie de cada página o aquí mismo. Cuando retira su consentimiento, eliminamos las cookies de esa categoría y recargamos la página sin sus servicios. Volvemos a preguntarle pasados ${lifetime("consentMonths", "es")} y siempre que cambie esta política. También puede eliminar las cookies en la configuración de su navegador. Preguntas sobre sus datos: `,
    after: ".",
    button: "Abrir preferencias de cookies",
  },
}
