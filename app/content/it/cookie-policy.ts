import { site } from "#app/config/site.ts"
import { type CookieCategory, type CookiePolicyPageText, lifetime, storedNames } from "#app/content/cookie-policy.ts"

// The cookie policy in Italian. Names and lifetimes come from the English module (the code that
// sets them); this file only words them. A legal text: impersonal register.

const b = site.brand

export const cookieCategories: CookieCategory[] = [
  {
    id: "essential",
    title: "Cookie essenziali",
    summary:
      "Sempre attivi. Ricordano soltanto la scelta effettuata nel banner dei cookie, così da non doverla richiedere a ogni pagina.",
    items: [
      {
        name: storedNames.consent,
        by: "Questo sito",
        purpose:
          "La scelta effettuata: la versione dell'informativa a cui si è risposto, il momento della risposta e se analisi e marketing sono consentiti",
        lifetime: `${lifetime("consentMonths", "it")} (${lifetime("consentDays", "it")}), poi la scelta viene richiesta di nuovo`,
      },
    ],
  },
  {
    id: "analytics",
    title: "Cookie analitici",
    summary:
      "Disattivati salvo consenso. Contano le visualizzazioni delle pagine e i clic sui nostri inviti all'azione, per capire che cosa è utile ai visitatori. I dati sono trattati da PostHog nel suo cloud nell'Unione europea.",
    items: [
      {
        name: storedNames.posthog,
        by: "PostHog",
        purpose: "Un identificativo anonimo del visitatore e la sessione, in un cookie e nella memoria locale del browser",
        lifetime: lifetime("posthog", "it"),
      },
    ],
  },
  {
    id: "marketing",
    title: "Cookie di marketing",
    summary:
      "Disattivati salvo consenso. Indicano quali annunci portano visitatori, tramite Google Tag Manager (con Google Analytics) e il Meta Pixel, e all'apertura dell'app le trasmettono l'annuncio da cui proviene la visita.",
    items: [
      {
        name: storedNames.ga,
        by: "Google Analytics (tramite Tag Manager)",
        purpose: "Distingue le visite",
        lifetime: lifetime("ga", "it"),
      },
      {
        name: storedNames.gclAu,
        by: "Google Ads (tramite Tag Manager)",
        purpose: "Collega i clic sugli annunci alle visite",
        lifetime: lifetime("gclAu", "it"),
      },
      {
        name: storedNames.fbp,
        by: "Meta Pixel",
        purpose: "Distingue i browser per la misurazione degli annunci",
        lifetime: lifetime("fbp", "it"),
      },
      {
        name: storedNames.fbc,
        by: "Questo sito e Meta Pixel",
        purpose: "Il clic sull'annuncio di Facebook o Instagram da cui proviene la visita (fb.1.<time>.<fbclid>)",
        lifetime: lifetime("fbc", "it"),
      },
      {
        name: storedNames.attribution,
        by: "Questo sito",
        purpose:
          "Scritti all'apertura dell'app, perché possa attribuire la visita all'annuncio corretto: l'identificativo del clic sull'annuncio, il browser, un identificativo del clic e l'indirizzo IP",
        lifetime: lifetime("attribution", "it"),
      },
    ],
  },
]

export const cookiePolicyPage: CookiePolicyPageText = {
  title: "Informativa sui cookie",
  description: `Quali cookie utilizza ${b}, che cosa memorizza ciascuno e per quanto tempo, e come modificare o revocare il consenso.`,
  intro: {
    before: `${b} memorizza soltanto quanto necessario per ricordare la scelta effettuata, salvo consenso a ulteriori finalità. I cookie analitici e di marketing vengono impostati solo dopo il consenso espresso nel banner dei cookie, e prima di allora nessuna richiesta viene inviata a tali servizi. Il trattamento dei dati personali in generale è descritto nella nostra `,
    link: "informativa sulla privacy",
    after: ".",
  },
  newTab: " (si apre in una nuova scheda)",
  tableLabel: (categoryTitle) => `Elenco dei ${categoryTitle.toLowerCase()}`,
  columns: { name: "Nome", by: "Impostato da", purpose: "Che cosa memorizza", lifetime: "Durata" },
  withdraw: {
    title: "Modificare la propria scelta",
    before: `Ogni categoria può essere consentita o revocata in qualsiasi momento da Preferenze cookie, in fondo a ogni pagina o direttamente qui. Alla revoca del consenso, i cookie della categoria interessata vengono eliminati e la pagina viene ricaricata senza i relativi servizi. La scelta viene richiesta di nuovo dopo ${lifetime("consentMonths", "it")} e ogni volta che la presente informativa cambia. I cookie possono inoltre essere eliminati dalle impostazioni del browser. Per domande sui dati personali: `,
    after: ".",
    button: "Apri le preferenze cookie",
  },
}
