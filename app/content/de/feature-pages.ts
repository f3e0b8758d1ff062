import type * as en from "#app/content/feature-pages.ts"
import { platformNotes as english } from "#app/content/feature-pages.ts"
import { formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const accuracy = formatShare(LIP_SYNC_ACCURACY, "de")

export const featurePageText: typeof en.featurePageText = {
  figuresLabel: "Kennzahlen",
  platformNotesTitle: "Hinweise zu den Plattformen",
  platformNotesIntro:
    "Die Upload-Grenzen der wichtigsten Plattformen, damit dein exportiertes Video angenommen wird. Es sind die Regeln der Plattformen selbst, und sie ändern sich von Zeit zu Zeit.",
  platformTableLabel: "Upload-Grenzen nach Plattform",
  platformTableHeadings: ["Plattform", "Videolänge", "Maximale Dateigröße", "Bestes Format"],
  moreFeatures: "Weitere Funktionen",
  learnMore: "Mehr erfahren",
  closingTitle: "Hören. Sehen. Teilen.",
  closingText: (videos) =>
    `Lade einen Track hoch und erhalte dein erstes Musikvideo in wenigen Minuten. ${plural(videos, "de", { one: "Das erste Video ist", other: `Die ersten ${formatNumber(videos, "de")} Videos sind` })} kostenlos, ganz ohne Kreditkarte.`,
  closingCta: "Jetzt loslegen",
}

const notes: Omit<(typeof english)[number], "maxSize">[] = [
  { platform: "TikTok und andere Kurzvideo-Apps", length: "15 Sekunden bis 3 Minuten", format: "Hochformat 9:16" },
  {
    platform: "YouTube",
    length: "Unbegrenzt (über 15 Minuten nur mit verifiziertem Konto)",
    format: "Querformat 16:9 (Shorts: 9:16)",
  },
  { platform: "Instagram-Beitrag", length: "3 bis 60 Sekunden", format: "Quadratisch 1:1 oder Hochformat 9:16" },
  { platform: "Facebook", length: "1 Sekunde bis 240 Minuten", format: "Jedes der drei Formate" },
]

export const platformNotes: typeof en.platformNotes = english.map((note, i) => ({ ...note, ...notes[i] }))

export const featurePages: typeof en.featurePages = {
  "lightning-fast": {
    title: "Blitzschnelle Musikvideo-Erstellung mit KI",
    headline: "Vom fertigen Track zum Musikvideo in unter 5 Minuten",
    intro:
      "Lade einen Song hoch und erhalte in den meisten Fällen in unter fünf Minuten ein komplettes, lippensynchrones Musikvideo. Gerendert wird rund um die Uhr – eine Idee in der Release-Nacht muss nicht bis zum Morgen warten.",
    description:
      "Syncreel macht aus deinem Track meist in unter 5 Minuten ein fertiges, lippensynchrones Musikvideo – gerendert rund um die Uhr, exportiert in unter 30 Sekunden.",
    figures: [
      { value: "< 5 Min.", label: "bis zum fertigen Video, in den meisten Fällen" },
      { value: `${roundTheClock("de")}`, label: "Verarbeitung, an jedem Tag des Jahres" },
      { value: "< 30 s", label: "für den Export der fertigen Datei" },
      { value: "30 s – 4 Min.", label: "empfohlene Tracklänge" },
    ],
    sections: [
      {
        title: "Warum Tempo deine Arbeitsweise verändert",
        paragraphs: [
          "Wenn ein Video Wochen dauert, machst du eins und hoffst, dass es ankommt. Wenn es Minuten dauert, kannst du eine düstere Nachtversion und eine helle Tagesversion ausprobieren, beide posten und die behalten, die dein Publikum bis zum Ende schaut.",
          "Schnelle Entwürfe machen auch das Prüfen leichter. Du schaust dir einen ersten Schnitt mit Ton an, notierst die zwei Stellen, die du ändern willst, und korrigierst sie, solange die Idee noch frisch ist.",
        ],
      },
      {
        title: "Was in diesen wenigen Minuten passiert",
        paragraphs: ["Der Generator verarbeitet deinen Track in einem Durchgang, niemand muss dazwischen etwas tun:"],
        points: [
          "Das Audio wird auf Tempo, Beats, Abschnitte und Leadgesang analysiert.",
          "Die Szenen werden so geplant, dass Schnitte und Kamerafahrten zur Musik passen.",
          "Der Performer wird animiert und lippensynchron zum Gesang bewegt.",
          "Das Video wird im gewählten Format gerendert – bereit für Vorschau und Export.",
        ],
      },
      {
        title: "So kommst du am schnellsten ans Ziel",
        paragraphs: [
          "Tracks zwischen 30 Sekunden und 4 Minuten bieten die beste Balance aus Tempo und Qualität. Bei einem längeren Song erstellst du das ganze Video für YouTube und einen kürzeren Schnitt mit dem stärksten Teil für Social Media.",
          "Auch ein kurzes, präzises Briefing für die Optik spart Zeit: Je klarer die Beschreibung, desto seltener musst du neu generieren.",
        ],
      },
    ],
  },
  "perfect-sync": {
    title: "Perfekte Synchronisation: Musikvideos im Takt geschnitten",
    headline: "Jeder Schnitt, jede Bewegung, jeder Effekt sitzt auf dem Beat",
    intro:
      "Syncreel hört zu, bevor es zeichnet. Die Szenen folgen Tempo und Aufbau deines Tracks: Das Video atmet mit der Strophe, hebt mit dem Refrain ab und trifft jeden Drop.",
    description:
      "Perfekte Synchronisation stimmt jede Szene auf deinen Track ab: Schnitte und Kamerafahrten sitzen auf dem Beat, mit 30 oder 60 FPS und Audio in 320 kbps.",
    figures: [
      { value: "30 / 60 FPS", label: "Bildraten passend zur Energie" },
      { value: "320 kbps", label: "MP3-Audio in der exportierten Datei" },
      { value: "Bild für Bild", label: "Kontrolle, um jeden Moment zu verschieben" },
      { value: "30 s – 4 Min.", label: "empfohlene Tracklänge" },
    ],
    sections: [
      {
        title: "Von der Musik aus gedacht",
        paragraphs: [
          "Die meisten Videotools behandeln den Soundtrack als etwas, das man am Ende hinzufügt. Hier ist der Track der Ausgangspunkt: Beats, Takte und Abschnitte bestimmen, wo Szenen wechseln und wie sich die Kamera bewegt.",
        ],
        points: [
          "Schnitte fallen auf Beats und Taktanfänge statt zufällig.",
          "Strophen, Refrains und Bridges werden sichtbar unterschiedlich inszeniert.",
          "Die Energie im Mix bestimmt das Tempo der Bewegung auf dem Bildschirm.",
          "Ruhige Passagen bekommen Raum zum Atmen statt hektischer Füllbilder.",
        ],
      },
      {
        title: "Wähle die richtige Bildrate",
        paragraphs: [
          "Exportiere mit 60 FPS für schnelle Dance-Tracks und rasante Kamerafahrten, bei denen flüssige Bewegung zählt. Nimm 30 FPS für Balladen und langsamere Songs, zu denen ein ruhigerer, filmischer Look passt.",
        ],
      },
      {
        title: "Einen Moment korrigieren, ohne neu anzufangen",
        paragraphs: [
          "Wenn ein Übergang einen Sekundenbruchteil zu früh kommt, brauchst du kein neues Video. Mit der Bild-für-Bild-Kontrolle verschiebst du einen Wechsel, ersetzt eine Einstellung oder generierst einen einzelnen Abschnitt neu, und die Echtzeit-Vorschau spielt ihn mit Ton ab, bevor du ihn übernimmst.",
        ],
      },
    ],
  },
  "lip-sync": {
    title: "KI-Lip-Sync für Musikvideos",
    headline: "Jedes Wort gesungen, jede Silbe synchron",
    intro: `Der Performer in deinem Video singt deinen Text – nicht bloß etwas Ähnliches. Die Mundbewegungen folgen dem Leadgesang Silbe für Silbe, in über ${formatNumber(LANGUAGES, "de")} Sprachen.`,
    description: `Das Lip-Sync von Syncreel passt den Mund des Performers mit ${accuracy} Genauigkeit an deinen Gesang an, in über ${formatNumber(LANGUAGES, "de")} Sprachen – für jedes Wort deines Songs.`,
    figures: [
      { value: accuracy, label: "Lip-Sync-Genauigkeit" },
      { value: `${atLeast(LANGUAGES, "de")}`, label: "unterstützte Sprachen" },
      { value: "30 / 60 FPS", label: "flüssige Mundbewegung" },
      { value: "< 5 Min.", label: "bis zum lippensynchronen Video, in den meisten Fällen" },
    ],
    sections: [
      {
        title: "Warum Lip-Sync über ein Musikvideo entscheidet",
        paragraphs: [
          "Einen stilisierten Hintergrund verzeiht das Publikum, einen Sänger mit asynchronem Mund nicht. Laute wie p, b und m schließen die Lippen, und das Auge bemerkt einen Fehler sofort. Erst präzises Lip-Sync macht aus einer generierten Figur einen echten Performer.",
          "Am wichtigsten ist es bei Songs aus KI-Musiktools, bei denen es keinen Künstler zum Filmen gibt. Der Gesang ist da – Lip-Sync gibt ihm ein Gesicht.",
        ],
      },
      {
        title: "So folgt es deinem Gesang",
        paragraphs: ["Der Leadgesang wird aus dem Mix isoliert und den Mundbewegungen zugeordnet, die jeden Laut erzeugen:"],
        points: [
          "Silben werden Mundformen zugeordnet, auch den Konsonanten mit geschlossenen Lippen, die Zuschauer zuerst bemerken.",
          "Gehaltene Töne lassen den Mund ruhig geöffnet, statt ihn flattern zu lassen.",
          "In Instrumentalpassagen kann der Performer pausieren, sich bewegen oder reagieren.",
          `Über ${formatNumber(LANGUAGES, "de")} Sprachen – ein Refrain auf Spanisch oder eine Strophe auf Japanisch klappt genauso gut.`,
        ],
      },
      {
        title: "So erzielst du das beste Ergebnis",
        paragraphs: [
          "Ein klarer, präsenter Leadgesang ergibt die genaueste Synchronisation. Schnelle Rap-Parts und stark bearbeitete Vocals solltest du dir in der Vorschau genau ansehen; jede Stelle, die Arbeit braucht, lässt sich Bild für Bild korrigieren.",
        ],
      },
    ],
  },
  "multiple-formats": {
    title: "Musikvideos in 9:16, 16:9 und 1:1",
    headline: "Hochkant, quer und quadratisch aus einem Projekt",
    intro:
      "Erstelle das Video einmal und exportiere es für jeden Bildschirm: 9:16 für TikTok, Reels und Shorts, 16:9 für YouTube und 1:1 für Feed-Beiträge – jeweils in voller Auflösung.",
    description:
      "Exportiere ein Projekt hochkant in 9:16 (1080x1920), quer in 16:9 (1920x1080) oder quadratisch in 1:1 (1080x1080), als MP4, MOV oder WebM, für jede Plattform.",
    figures: [
      { value: "1080x1920", label: "hochkant 9:16" },
      { value: "1920x1080", label: "quer 16:9" },
      { value: "1080x1080", label: "quadratisch 1:1" },
      { value: "MP4 · MOV · WebM", label: "Dateiformate" },
    ],
    sections: [
      {
        title: "Ein Song, jeder Feed",
        paragraphs: [
          "Ein Querformat-Video in einem Hochkant-Feed verschenkt den Großteil des Bildschirms, und ein Hochkant-Video auf YouTube steht zwischen schwarzen Balken. Für jede Plattform das passende Format zu exportieren, ist eine der einfachsten Arten, Aufmerksamkeit zu halten.",
        ],
        points: [
          "Hochkant 9:16 (1080x1920) für TikTok, Instagram Reels und YouTube Shorts.",
          "Quer 16:9 (1920x1080) für YouTube und Websites.",
          "Quadratisch 1:1 (1080x1080) für Feed-Beiträge auf Instagram und Facebook.",
        ],
      },
      {
        title: "Fürs Format inszeniert, nicht nur beschnitten",
        paragraphs: [
          "Hochkant-Versionen halten den Performer nah und mittig, Querformate haben Platz für Totalen und Landschaften. Wähle zu Beginn das Format, das dir am wichtigsten ist, und exportiere die anderen aus demselben Projekt.",
        ],
      },
      {
        title: "Die richtige Datei für jeden Zweck",
        paragraphs: [
          "MP4 läuft überall und ist der Standard für Uploads. MOV eignet sich für die Weiterbearbeitung in einem Desktop-Editor. WebM ist schlank und läuft in modernen Browsern – gut geeignet als Hintergrundvideo auf einer Künstler-Website.",
        ],
      },
    ],
  },
  "ai-enhancement": {
    title: "KI-Optimierung für Musikvideos",
    headline: "Kinoreifes Licht, Farbe und Detail in jedem Bild",
    intro:
      "Wähle einen Stil, und die KI übernimmt das Handwerk: Ausleuchtung, Color Grading und Hochskalierung über das ganze Video, geliefert in Full HD mit 10-Bit-Farbe. Danach feilst du Bild für Bild an jedem Moment.",
    description:
      "Die KI-Optimierung leuchtet jedes Bild deines Musikvideos aus und skaliert es hoch: Full HD, 10-Bit-Farbe, 15–25 Mbps, in Bezahl-Tarifen ohne Wasserzeichen.",
    figures: [
      { value: "10 Bit", label: "Farbtiefe" },
      { value: "15–25 Mbps", label: "Video-Bitrate" },
      { value: "Full HD", label: "Ausgabe, bis 1920x1080" },
      // A soft hyphen: the word breaks as "Wasser-zeichen" in a phone's half-width card.
      { value: "Kein Wasser\u00adzeichen", label: "in Bezahl-Tarifen" },
    ],
    sections: [
      {
        title: "Ein einheitlicher Look vom ersten bis zum letzten Bild",
        paragraphs: [
          "Generierte Szenen können auseinanderdriften: eine warme Einstellung neben einer kalten, ein scharfes Gesicht neben einem weichen. Die Optimierung gleicht das aus, sodass das ganze Video wirkt, als hätte es eine einzige Crew gedreht und gegradet.",
        ],
        points: [
          "Licht, das von Szene zu Szene stimmig bleibt.",
          "Ein Color Grading, das zur gewählten Stimmung passt.",
          "Hochskalierung, die Gesichter, Hände und Kanten scharf hält.",
          "Glättung des leichten Flackerns, zu dem generiertes Video neigt.",
        ],
      },
      {
        title: "Qualität, die die Kompression übersteht",
        paragraphs: [
          "Jede Plattform komprimiert deinen Upload neu. Wer mit 10-Bit-Farbe und 15 bis 25 Mbps startet, hat Reserven: Verläufe bleiben weich und dunkle Szenen sauber, auch nachdem TikTok oder YouTube die Datei verarbeitet hat.",
        ],
      },
      {
        title: "Das letzte Wort hast du",
        paragraphs: [
          "Die Optimierung ist ein Ausgangspunkt, keine Festlegung. Mit der Bild-für-Bild-Kontrolle generierst du eine Einstellung neu, änderst einen Übergang oder passt einen einzelnen Moment an – und prüfst das Ergebnis in der Echtzeit-Vorschau.",
        ],
      },
    ],
  },
  "instant-export": {
    title: "Sofort-Export für Musikvideos",
    headline: "Lade dein Video herunter, sobald es fertig ist",
    intro:
      "Keine Warteschlange nach dem Rendern. Exportiere eine Full-HD-Datei in unter 30 Sekunden, als MP4, MOV oder WebM, ohne Wasserzeichen in Bezahl-Tarifen.",
    description:
      "Exportiere dein Musikvideo in unter 30 s als MP4, MOV oder WebM: 320-kbps-Audio, 10-Bit-Video mit 15–25 Mbps, 30/60 FPS, in Bezahl-Tarifen ohne Wasserzeichen.",
    figures: [
      { value: "< 30 s", label: "bis zum Export" },
      { value: "320 kbps", label: "MP3-Audio" },
      { value: "15–25 Mbps", label: "10-Bit-Video" },
      { value: "30 / 60 FPS", label: "Bildraten" },
    ],
    sections: [
      {
        title: "Fertig zum Posten, nicht zum Nachbessern",
        paragraphs: [
          "Die Datei, die du herunterlädst, ist die Datei, die du veröffentlichst: im richtigen Format für die Plattform, mit Audio in voller Qualität und ohne Wasserzeichen in Bezahl-Tarifen. Es bleibt nichts neu zu kodieren oder zuzuschneiden.",
        ],
        points: [
          "MP4 für den Upload auf jede Plattform.",
          "MOV für die Weiterbearbeitung, Untertitel und Titel.",
          "WebM für Websites und die Wiedergabe im Browser.",
          "MP3-Audio mit 320 kbps, damit dein Master so klingt, wie du ihn gemischt hast.",
        ],
      },
      {
        title: "Mehrere Versionen in einer Minute",
        paragraphs: [
          "Weil der Export unter 30 Sekunden dauert, kostet dich eine Hochkant-, eine Quer- und eine quadratische Version desselben Videos fast nichts. Poste jede nativ auf ihrer Plattform, statt überall denselben Link zu teilen.",
        ],
      },
      {
        title: "Prüfe die Grenzen der Plattform",
        paragraphs: [
          "Jede Plattform hat eigene Regeln für Länge und Dateigröße. Die Tabelle unten fasst sie zusammen, damit du einen langen Song für Kurzvideo-Apps vor dem Export kürzen kannst.",
        ],
      },
    ],
  },
}
