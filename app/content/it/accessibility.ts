import { site } from "#app/config/site.ts"
import type { AccessibilityPageText } from "#app/content/accessibility.ts"

// The accessibility statement in Italian; the review date, the mail and AgID's address stay in the
// English module (formatReviewDate and barrierReportMailto take the locale). Register: tu.

const b = site.brand
const host = new URL(site.siteUrl).host

export const accessibilityPage: AccessibilityPageText = {
  title: "Dichiarazione di accessibilità",
  description: `Quanto è accessibile il sito di ${b}: il nostro obiettivo WCAG 2.2 AA e come lo verifichiamo, i limiti che conosciamo e come segnalare una barriera.`,
  backHome: "Torna alla home",
  lastReviewed: "Ultima revisione:",
  callout: { lead: "Hai trovato una barriera?", text: (email) => `Scrivici a ${email} e la esamineremo.` },
  reportButton: "Segnala una barriera",
  writeTo: (email) => `Scrivi a ${email}`,
  agidLink: "Il sito di AgID",
  newTab: " (si apre in una nuova scheda)",
  sections: [
    {
      id: "scope",
      title: "Ambito della dichiarazione",
      paragraphs: [
        `${b} vuole che chiunque possa usare questo sito, comprese le persone che usano un lettore di schermo, solo la tastiera, l'ingrandimento dello schermo o il controllo vocale. Questa dichiarazione riguarda il sito ${host}: la home page e le landing page, le pagine delle funzionalità, i prezzi, le pagine di aiuto e il blog.`,
        `L'app di creazione aperta dai pulsanti del sito e le app per dispositivi mobili sono servizi distinti: questa dichiarazione non li riguarda.`,
      ],
    },
    {
      id: "conformance",
      title: "Stato di conformità",
      paragraphs: [
        `Il nostro obiettivo sono le Linee guida per l'accessibilità dei contenuti web (WCAG) 2.2 al livello AA, il livello a cui rimanda la norma europea EN 301 549. Il sito è parzialmente conforme alle WCAG 2.2 AA: la maggior parte raggiunge l'obiettivo, e le eccezioni sono elencate più avanti in "Limiti noti".`,
      ],
    },
    {
      id: "measured",
      title: "Come lo verifichiamo",
      paragraphs: [
        `La suite di test automatici del sito esegue questi controlli in Chromium. Gli strumenti automatici trovano molte barriere, ma non tutte: un esito positivo è un indizio, non una prova.`,
      ],
      list: [
        "axe-core, con le sue regole WCAG 2.2 A e AA e il controllo che ogni landmark abbia un nome univoco, su una pagina di ogni tipo in ogni lingua (le pagine dello stesso tipo condividono il markup) e su ogni articolo il cui testo contiene elementi che gli altri non hanno, alla larghezza di uno smartphone (390 px) e di un desktop (1280 px), e con il menu mobile, il pannello di condivisione e le finestre di dialogo aperti.",
        "Test da tastiera: il percorso principale (link per saltare al contenuto, navigazione, prezzi, la finestra di un video di esempio, il pannello di condivisione) si completa con la sola tastiera, e ogni elemento mostra un indicatore di focus visibile.",
        "Lighthouse: un punteggio di accessibilità di 100 su una pagina di ogni tipo.",
        "html-validate: il primo HTML di ogni pagina è HTML valido, su cui le tecnologie assistive fanno affidamento.",
        "Il calcolatore dei prezzi, il modulo del sito, è testato con e senza JavaScript, compreso il messaggio che riceve ogni valore errato.",
      ],
    },
    {
      id: "features",
      title: "Che cosa puoi aspettarti",
      paragraphs: [],
      list: [
        "Il contenuto di ogni pagina è nel suo primo HTML: si può leggere senza JavaScript, e il calcolatore dei prezzi funziona anche senza.",
        "Un link per saltare al contenuto principale e landmark con nomi univoci per muoversi in ogni pagina.",
        "Tutti i video del sito hanno i sottotitoli. Il video di sfondo in cima alla home page è decorativo e muto, non parte se il dispositivo chiede di ridurre il movimento, e un pulsante in basso a sinistra della sezione iniziale lo mette in pausa.",
        "Testi e controlli rispettano i rapporti di contrasto delle WCAG, e il focus è sempre visibile.",
      ],
    },
    {
      id: "limitations",
      title: "Limiti noti",
      paragraphs: [],
      list: [
        "I video di esempio nella home page sono brevi anteprime dei videoclip completi, non le canzoni intere.",
        "Alcuni articoli del blog incorporano video di YouTube. Il lettore e i suoi controlli sono di YouTube e non possiamo modificarli.",
        "I controlli automatici coprono ogni pagina fissa e un campione degli articoli del blog, non ciascun articolo: uno pubblicato in seguito non viene verificato prima di comparire.",
      ],
    },
    {
      id: "report",
      title: "Segnala una barriera",
      paragraphs: [
        `Se qualcosa su questo sito è difficile o impossibile da usare, diccelo: scrivi a ${site.email.support}. Indica la pagina, che cosa stavi cercando di fare e che cosa non ha funzionato e, se vuoi, quale browser e quale tecnologia assistiva usi. Leggiamo ogni segnalazione e rispondiamo via e-mail.`,
      ],
    },
    {
      id: "enforcement",
      title: "Procedura di attuazione",
      paragraphs: [
        `Se la nostra risposta non ti soddisfa, o non ricevi risposta, puoi rivolgerti, tramite il suo sito, ad AgID (Agenzia per l'Italia Digitale), l'autorità italiana che vigila sull'accessibilità di prodotti e servizi ai sensi dello European Accessibility Act (decreto legislativo 82/2022).`,
      ],
    },
    {
      id: "preparation",
      title: "Come è stata redatta questa dichiarazione",
      paragraphs: [
        `Il team che sviluppa il sito ha redatto questa dichiarazione mediante autovalutazione, sulla base dei controlli descritti sopra. L'ultima revisione risale alla data indicata in cima a questa pagina.`,
      ],
    },
  ],
}
