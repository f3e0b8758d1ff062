import type { Messages } from "./en.ts"

// "du", as everywhere in the site's marketing voice (docs/decisions/0018-six-languages.md); the legal
// pages use "Sie".
export const messages: Messages = {
  skipToContent: "Zum Inhalt springen",
  inEnglish: "(auf Englisch)",
  opensInNewTab: " (öffnet in einem neuen Tab)",
  language: {
    switcherLabel: "Sprache",
    current: "Deutsch",
    footerHeading: "Diese Seite auf",
  },
  suggestion: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    link: "Auf Deutsch lesen",
    dismiss: "Schließen",
  },
  header: {
    mainNav: "Hauptnavigation",
    sections: {
      features: "Funktionen",
      examples: "Beispiele",
      pricing: "Preise",
      testimonials: "Erfahrungen",
    },
    blog: "Blog",
    signIn: "Anmelden",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    logoHome: "Startseite",
  },
  footer: {
    tagline:
      "Mach aus jedem Track in wenigen Minuten ein lippensynchrones Musikvideo: hochkant, quer oder quadratisch, in Full HD und ohne Wasserzeichen.",
    socialLabel: "Soziale Medien",
    socialLink: "{brand} auf {network} (öffnet in einem neuen Tab)",
    featuredOn: "Vorgestellt auf",
    getTheApp: "Hol dir die App",
    storeBadges: { ios: "Laden im", android: "Jetzt bei" },
    lists: {
      pages: "Seiten",
      features: "Funktionen",
      resources: "Ressourcen",
    },
    links: {
      home: "Startseite",
      blog: "Blog",
      pricing: "Preise",
      affiliate: "Partnerprogramm",
      nanoBanana: "Nano-Banana-Integration",
      deleteAccount: "Konto löschen",
      terms: "AGB",
      howToCreate: "So erstellst du ein KI-Musikvideo",
      bestTools2025: "Die besten KI-Tools für Musikvideos 2025",
      sunoVsUdio: "Suno vs. Udio",
      sunoMusicVideo: "Musikvideos für Suno",
      udioMusicVideo: "Musikvideos für Udio",
    },
    featureTitles: {
      "lightning-fast": "Blitzschnell",
      "perfect-sync": "Perfekt synchron",
      "lip-sync": "Lippensynchron",
      "multiple-formats": "Alle Formate",
      "ai-enhancement": "KI-Optimierung",
      "instant-export": "Sofort-Export",
    },
    madeWithCare: "© {year} {brand}. Mit Sorgfalt gemacht für Musiker und Creator.",
    privacyPolicy: "Datenschutzerklärung",
    termsAndConditions: "AGB",
    cookiePolicy: "Cookie-Richtlinie",
    accessibility: "Barrierefreiheit",
  },
  consent: {
    notice: "Deine Privatsphäre, deine Entscheidung",
    preferences: "Cookie-Einstellungen",
    description:
      "Mit deiner Einwilligung nutzen wir Analyse-Cookies, um zu verstehen, wie die Website genutzt wird, und Marketing-Cookies, um unsere Werbung zu messen. Gespeichert wird erst, wenn du dich entscheidest, und du kannst deine Wahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern.",
    readPolicy: "Zur Cookie-Richtlinie",
    closePreferences: "Cookie-Einstellungen schließen",
    closeAndReject: "Schließen und alle Cookies ablehnen",
    saveChoices: "Auswahl speichern",
    customise: "Anpassen",
    rejectAll: "Alle ablehnen",
    acceptAll: "Alle akzeptieren",
    categories: {
      analytics: {
        title: "Analyse",
        description: "Zählt Besuche und Klicks, damit wir sehen, welche Seiten Menschen zu Syncreel führen (PostHog, EU-Cloud).",
      },
      marketing: {
        title: "Marketing",
        description:
          "Misst über den Google Tag Manager und das Meta-Pixel, welche unserer Anzeigen Besucher bringen, und merkt sich beim Öffnen der App, über welche Anzeige du gekommen bist.",
      },
    },
  },
  share: {
    share: "Teilen",
    sharePage: "Diese Seite teilen",
    options: "Optionen zum Teilen",
    shareOn: "Auf {network} teilen",
    copyLink: "Link kopieren",
    shared: "Erfolgreich geteilt!",
    sharedThanks: "Danke, dass du unsere Inhalte teilst",
    copied: "Link kopiert!",
    copiedText: "Der Link ist in deiner Zwischenablage.",
    copyFailed: "Kopieren fehlgeschlagen",
    copyFailedText: "Versuch es noch einmal oder kopiere den Link von Hand",
  },
  toast: {
    dismissNotification: "Benachrichtigung schließen",
  },
  dialog: {
    close: "Schließen",
  },
  notFound: {
    metaTitle: "Szene nicht gefunden | {brand}",
    metaDescription: "Diese Seite gibt es nicht. Zurück zur Startseite von {brand} oder zum Blog.",
    heading: "Szene nicht gefunden",
    text: "Diese Seite ist wohl im Schnitt gelandet. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.",
    requestedPath: "Angeforderter Pfad: ",
    backHome: "Zur Startseite",
    goBack: "Zurück",
  },
  error: {
    metaTitle: "Etwas ist schiefgelaufen | {brand}",
    status: "Fehler {status}",
    heading: "Unerwarteter Anwendungsfehler",
    text: "Entschuldige, beim Laden dieser Seite ist bei uns etwas schiefgelaufen. Versuch es gleich noch einmal.",
    backHome: "Zur Startseite",
    tryAgain: "Erneut versuchen",
  },
}
