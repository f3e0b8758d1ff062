import { site } from "#app/config/site.ts"
import type * as en from "#app/content/pages.ts"
import { mailtoLink } from "#app/content/pages.ts"
import { FREE_VIDEOS } from "#app/content/plans.ts"
import { AFFILIATES, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

const b = site.brand

export const nanoBanana: typeof en.nanoBanana = {
  title: "Integrazione Nano Banana: personaggi IA coerenti per i tuoi video musicali",
  description:
    "Syncreel ora funziona con Nano Banana, il modello Gemini 2.5 Flash Image di Google: crea un personaggio coerente e ottieni un video in lip-sync in meno di 3 minuti.",
  eyebrow: "Novità: integrazione con Nano Banana",
  headline: ["Nano Banana", "i tuoi personaggi ora cantano le tue canzoni"],
  intro:
    "Crea un personaggio con Nano Banana, il modello Gemini 2.5 Flash Image di Google, e Syncreel lo trasforma in un interprete che canta il tuo brano, con lo stesso aspetto dalla prima strofa all'ultimo ritornello. Il tuo video musicale è pronto in meno di 3 minuti.",
  features: [
    {
      title: "Lo stesso volto in ogni scena",
      text: "Nano Banana mantiene coerenti volto, capelli e abiti del personaggio da una modifica all'altra, così il tuo interprete resta riconoscibile in ogni inquadratura.",
    },
    {
      title: "Modifiche a parole",
      text: "Cambia la giacca, sposta la scena su un tetto di notte o aggiungi la pioggia, semplicemente descrivendolo. Niente maschere, livelli o prompt pieni di pesi.",
    },
    {
      title: "In lip-sync con la tua voce",
      text: `Syncreel anima il tuo personaggio e sincronizza ogni parola della voce principale con una precisione del lip-sync del ${formatShare(LIP_SYNC_ACCURACY, "it")}, in oltre ${formatNumber(LANGUAGES, "it")} lingue.`,
    },
  ],
  steps: [
    {
      title: "Crea il tuo personaggio",
      text: "Genera o carica un ritratto, poi perfezionalo con Nano Banana finché non somiglia all'artista che hai in mente.",
    },
    {
      title: "Carica il tuo brano",
      text: "Aggiungi la tua canzone, registrata in studio o creata con Suno o Udio, e scegli il formato verticale, orizzontale o quadrato.",
    },
    {
      title: "Ricevi il tuo video musicale",
      text: "Syncreel costruisce le scene attorno al tuo personaggio, le monta a tempo di musica e sincronizza il labiale con la voce. Il video è pronto in meno di 3 minuti.",
    },
  ],
  heroCta: `Prova Nano Banana su ${b}`,
  featuresTitle: "Cosa ti offre l'integrazione",
  stepsTitle: "Tre passaggi per il tuo video",
  stepsLead: "Dall'idea di un personaggio a un video musicale finito, in lip-sync.",
  closingTitle: "Dai un volto alla tua canzone",
  closingText: `Crea un personaggio con Nano Banana e guardalo interpretare il tuo brano in meno di 3 minuti. I primi ${FREE_VIDEOS} video sono gratis.`,
  closingCta: "Provalo ora",
}

const deletionBody = [
  "Buongiorno,",
  "",
  `vi chiedo di eliminare il mio account ${b} e tutti i dati personali a esso associati.`,
  "",
  "L'indirizzo e-mail del mio account è: [scrivi qui l'indirizzo e-mail del tuo account]",
  "",
  "Sono consapevole che l'eliminazione è definitiva e non può essere annullata.",
  "",
  "Grazie.",
].join("\n")

export const deleteAccount: typeof en.deleteAccount = {
  title: "Elimina il tuo account",
  description: `Come eliminare il tuo account ${b} e i tuoi dati personali: dalle impostazioni dell'app o via e-mail. L'account viene disattivato subito e i dati eliminati entro 30 giorni.`,
  intro: `Puoi eliminare il tuo account ${b} in qualsiasi momento, dall'app o inviandoci un'e-mail. Ecco cosa succede e quanto tempo serve.`,
  removed: [
    "Tutti i video che hai generato",
    "Le impostazioni e le preferenze del tuo account",
    "La cronologia di utilizzo",
    "I progetti e le bozze salvati",
  ],
  mailto: mailtoLink(site.email.privacy, "Richiesta di eliminazione dell'account", deletionBody),
  warningTitle: "L'eliminazione è definitiva",
  warningIntro: "L'eliminazione dell'account non può essere annullata. Vengono rimossi:",
  warningNote: "Prima di continuare, scarica i video che vuoi conservare.",
  howTitle: "Come eliminare il tuo account",
  appOption: "Opzione 1",
  appTitle: "Dalle impostazioni dell'app",
  appText: `Accedi a ${b} dal web o dall'app mobile, apri **Impostazioni**, scegli **Elimina account** e conferma.`,
  appCta: "Apri l'app",
  mailOption: "Opzione 2",
  mailTitle: "Via e-mail",
  mailText: "Invia una richiesta a {email} da qualsiasi indirizzo, indicando l'indirizzo e-mail dell'account da eliminare.",
  mailCta: "Invia la richiesta via e-mail",
  timelineTitle: "Cosa succede dopo",
  questions: "Domande sui tuoi dati? Scrivi a {email} o leggi la nostra {privacyPolicy}.",
  privacyPolicy: "Informativa sulla privacy",
  timeline: [
    { when: "Subito", text: "Il tuo account viene disattivato e non puoi più accedere." },
    { when: "Entro 30 giorni", text: "I tuoi dati personali vengono eliminati definitivamente dai nostri sistemi." },
    { when: "A eliminazione completata", text: "Ti inviamo un'e-mail di conferma quando l'eliminazione è completa." },
  ],
}

const applyBody = [
  "Buongiorno,",
  "",
  `vorrei aderire al programma di affiliazione di ${b}.`,
  "",
  "Nome:",
  "Sito web o canali social:",
  "Dimensione del pubblico e piattaforma principale:",
  `Come intendo promuovere ${b}:`,
  "",
  "Grazie.",
].join("\n")

export const affiliate: typeof en.affiliate = {
  title: "Programma di affiliazione: guadagna il 30% di commissioni ricorrenti",
  description: `Entra nel programma di affiliazione di ${b}: condividi il tuo link e guadagna il 30% di commissione ricorrente su ogni pagamento dei primi 12 mesi dei tuoi referral.`,
  headline: "Guadagna il 30% di commissioni ricorrenti promuovendo video musicali con l'IA",
  intro: `Unisciti agli oltre ${formatNumber(AFFILIATES, "it")} affiliati che consigliano ${b} a musicisti e creator. Condividi il tuo link e guadagna il 30% di ogni pagamento dei tuoi referral per i loro primi 12 mesi.`,
  mailto: mailtoLink(site.email.affiliate, `Candidatura al programma di affiliazione di ${b}`, applyBody),
  applyCta: "Candidati ora",
  badge: `Oltre ${formatNumber(AFFILIATES, "it")} affiliati guadagnano già`,
  stepsTitle: "Come funziona",
  benefitsTitle: "Perché promuoverci",
  closingTitle: "Pronto a guadagnare?",
  closingText: "Candidati via e-mail: raccontaci dei tuoi canali e del tuo pubblico e ti invieremo il tuo link di referral.",
  steps: [
    {
      title: "Candidati con il modulo",
      text: "Premi Candidati ora e compila il breve modulo nella bozza dell'e-mail: chi sei e dove si trova il tuo pubblico.",
    },
    {
      title: "Condividi il tuo link",
      text: "Ricevi il tuo link di referral personale e condividilo in video, post, newsletter o tutorial.",
    },
    {
      title: "Guadagna le commissioni",
      text: "Ogni volta che una persona che hai invitato paga un piano, guadagni il 30%, per i suoi primi 12 mesi.",
    },
  ],
  benefits: [
    {
      title: "Commissioni alte",
      text: "30% di commissione ricorrente su ogni pagamento dei primi 12 mesi di ogni referral, non un premio una tantum.",
    },
    {
      title: "Alta conversione",
      text: `Il tuo pubblico può provarlo gratis: i primi ${FREE_VIDEOS} video non richiedono carta di credito, e il risultato si vende da solo.`,
    },
    {
      title: "Facile da promuovere",
      text: "I video musicali sono visivi per natura. Mostra un prima e dopo e il tuo pubblico ne coglie il valore in pochi secondi.",
    },
  ],
}
