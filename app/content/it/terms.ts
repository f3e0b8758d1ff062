import { site } from "#app/config/site.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { type TermsPageText, type TermsSection, termsUpdated as englishUpdated } from "#app/content/terms.ts"
import { formatLongDate, plural } from "#app/i18n/format.ts"

// The Italian terms (issue 19). Italian law governs them, and the law section says the Italian
// version prevails over the English one: keep the two in step, section by section, same ids.

export const termsUpdated: typeof englishUpdated = {
  iso: englishUpdated.iso,
  label: formatLongDate(englishUpdated.iso, "it"),
}

const b = site.brand
const freeVideos = `${formatNumber(FREE_VIDEOS, "it")} ${plural(FREE_VIDEOS, "it", { one: "video", other: "video" })}`

export const termsPage: TermsPageText = {
  title: "Termini e condizioni",
  description: `Le condizioni di utilizzo di ${b}: account, piani e token, prova gratuita, rimborsi, licenze sui contenuti, contenuti vietati, cessazione e legge applicabile.`,
  backHome: "Torna alla home",
  lastUpdated: "Ultimo aggiornamento:",
  contents: "Indice",
}

export const termsSections: TermsSection[] = [
  {
    id: "acceptance",
    title: "Accettazione dei presenti termini",
    body: [
      `I presenti Termini e condizioni disciplinano l'utilizzo di ${b}, compresi questo sito web, l'app web e le app per dispositivi mobili (congiuntamente, il "Servizio"). La creazione di un account o l'utilizzo del Servizio comportano l'accettazione dei presenti termini. Chi non li accetta non deve utilizzare il Servizio.`,
      `Chi utilizza il Servizio per conto di una società o di un'altra organizzazione dichiara di essere autorizzato ad accettare i presenti termini in suo nome.`,
    ],
  },
  {
    id: "service",
    title: "Il servizio",
    body: [
      `${b} è un servizio di intelligenza artificiale che trasforma un brano musicale in un videoclip, con sincronizzazione labiale, diversi formati (verticale 9:16, orizzontale 16:9 e quadrato 1:1) ed esportazione in Full HD. La generazione richiede di norma meno di 3 minuti; si tratta di un'indicazione, non di un tempo di elaborazione garantito.`,
      `I contenuti prodotti dall'intelligenza artificiale sono generati automaticamente e possono contenere errori o artefatti. Spetta all'utente verificare ogni video prima di pubblicarlo o utilizzarlo. Ci riserviamo di aggiungere, modificare o rimuovere funzionalità del Servizio in qualsiasi momento.`,
    ],
  },
  {
    id: "accounts",
    title: "Account",
    body: [
      "Per generare video è necessario un account. L'utente si impegna a:",
      {
        list: [
          "fornire informazioni corrette al momento della registrazione e mantenerle aggiornate;",
          "mantenere riservate le proprie credenziali di accesso e non condividere il proprio account;",
          "informarci tempestivamente, all'indirizzo di assistenza indicato di seguito, di qualsiasi sospetto utilizzo non autorizzato;",
          "avere almeno 16 anni o, se superiore, l'età del consenso digitale prevista nel proprio paese di residenza.",
        ],
      },
      "L'utente è responsabile di tutto ciò che avviene tramite il proprio account. L'account può essere eliminato in qualsiasi momento secondo le modalità descritte nella nostra pagina Elimina account.",
    ],
  },
  {
    id: "plans",
    title: "Piani, token e pagamenti",
    body: [
      "Il Servizio è offerto con un piano Basic gratuito e con piani in abbonamento a pagamento, con fatturazione mensile o annuale. La generazione di video consuma token: ogni piano comprende un certo numero di token per periodo di fatturazione, e ulteriori token possono essere acquistati nel negozio di token. I piani, i prezzi e le dotazioni di token in vigore sono indicati nella nostra pagina dei prezzi e nell'app.",
      "Gli abbonamenti si rinnovano automaticamente alla fine di ogni periodo di fatturazione fino alla disdetta. L'abbonamento può essere disdetto in qualsiasi momento dalle impostazioni dell'app; la disdetta ha effetto alla fine del periodo in corso, fino al quale l'utente conserva l'accesso al proprio piano. I token non utilizzati non vengono riportati al periodo successivo, salvo che il piano disponga diversamente.",
      "I prezzi possono variare. Qualsiasi variazione del prezzo dell'abbonamento sarà comunicata in anticipo e si applicherà a partire dal periodo di fatturazione successivo.",
    ],
  },
  {
    id: "free-trial",
    title: "Prova gratuita",
    body: [
      `I nuovi utenti possono creare gratuitamente i primi ${freeVideos}, senza fornire una carta di credito. La prova gratuita è destinata alla valutazione personale ed è limitata a una per persona; non è consentito creare più account per ottenere altri video gratuiti.`,
    ],
  },
  {
    id: "refunds",
    title: "Rimborsi",
    body: [
      "Poiché ogni generazione impiega risorse di calcolo nel momento stesso in cui viene eseguita, i pagamenti non sono rimborsabili. In particolare, non sono previsti rimborsi per:",
      {
        list: [
          "generazioni completate;",
          "crediti o token acquistati, utilizzati o meno;",
          "periodi di abbonamento già iniziati.",
        ],
      },
      `Se una generazione non va a buon fine o il Servizio non funziona come dovrebbe a causa di un problema tecnico, è possibile scrivere a ${site.email.support} e verificheremo la situazione. Restano salvi i diritti riconosciuti al consumatore dalle norme inderogabili di legge.`,
    ],
  },
  {
    id: "watermarks",
    title: "Filigrane",
    body: [
      "I video esportati con un piano a pagamento non recano alcuna filigrana. I video creati con il piano gratuito o durante la prova gratuita possono recare una filigrana.",
    ],
  },
  {
    id: "your-content",
    title: "Contenuti dell'utente e video generati",
    body: [
      `L'utente conserva i diritti di cui è titolare sulla musica, sulle immagini, sui testi e sugli altri materiali caricati (i "Contenuti caricati"). L'utente dichiara di essere titolare dei Contenuti caricati o di disporre di tutte le autorizzazioni necessarie per utilizzarli con il Servizio, compresi i diritti su qualsiasi musica creata con altri strumenti di intelligenza artificiale secondo i rispettivi termini.`,
      `Nel rispetto dei presenti termini e dei diritti di terzi sui Contenuti caricati, l'utente può utilizzare i video generati (i "Risultati") per scopi personali e commerciali. Poiché i modelli di intelligenza artificiale possono produrre risultati simili per utenti diversi, non garantiamo l'unicità dei Risultati.`,
    ],
  },
  {
    id: "licence",
    title: "Licenza concessa a noi",
    body: [
      `L'utente concede a ${b} una licenza mondiale, non esclusiva e gratuita per ospitare, conservare, elaborare e riprodurre i Contenuti caricati e i Risultati nella misura necessaria a fornirgli il Servizio.`,
      `L'utente concede inoltre a ${b} una licenza non esclusiva per utilizzare i Risultati per finalità interne, quali il controllo qualità, la risoluzione dei problemi e il miglioramento del Servizio, salvo opposizione comunicata per iscritto via e-mail a ${site.email.privacy}. Non pubblicheremo i Risultati nelle nostre comunicazioni di marketing senza l'autorizzazione dell'utente.`,
    ],
  },
  {
    id: "prohibited",
    title: "Contenuti e usi vietati",
    body: [
      "È vietato utilizzare il Servizio per creare, caricare o condividere contenuti che siano:",
      {
        list: [
          "illeciti, o che promuovano attività illecite;",
          "osceni, pornografici o comunque inadatti a un contesto lavorativo (NSFW);",
          "lesivi del diritto d'autore, dei marchi, della riservatezza o di altri diritti di terzi;",
          "tali da ritrarre o imitare una persona reale e identificabile senza il suo consenso scritto;",
          "d'odio, molesti, minacciosi o discriminatori.",
        ],
      },
      "È inoltre vietato tentare di decodificare, sovraccaricare o compromettere il Servizio, aggirarne i limiti di utilizzo o accedervi con mezzi automatizzati diversi da quelli da noi messi a disposizione.",
    ],
  },
  {
    id: "our-rights",
    title: "La nostra proprietà intellettuale",
    body: [
      `Il Servizio, compresi il software, i modelli, il design, il marchio e i contenuti diversi dai Contenuti caricati e dai Risultati, appartiene a ${b} o ai suoi licenzianti ed è tutelato dalla legge. I presenti termini non conferiscono all'utente alcun diritto su di esso oltre all'utilizzo del Servizio come qui descritto.`,
    ],
  },
  {
    id: "termination",
    title: "Sospensione e cessazione",
    body: [
      "Possiamo sospendere o interrompere l'accesso al Servizio, senza preavviso, in caso di violazione dei presenti termini o della legge applicabile, o qualora l'utilizzo metta a rischio il Servizio o gli altri utenti. In tali casi non è dovuto alcun rimborso.",
      "L'utente può smettere di utilizzare il Servizio ed eliminare il proprio account in qualsiasi momento. Le sezioni relative alle licenze sui contenuti, alla proprietà intellettuale, alla responsabilità e alla legge applicabile continuano ad applicarsi anche dopo la cessazione.",
    ],
  },
  {
    id: "disclaimer",
    title: "Esclusioni di garanzia e limitazione di responsabilità",
    body: [
      'Il Servizio è fornito "così com\'è" e "come disponibile". Non garantiamo che sia ininterrotto o privo di errori, né che i risultati soddisfino le aspettative dell\'utente o siano idonei a uno scopo particolare.',
      "Nei limiti consentiti dalla legge, la nostra responsabilità complessiva per qualsiasi pretesa relativa al Servizio è limitata all'importo pagato dall'utente nei 12 mesi precedenti il fatto da cui la pretesa trae origine. Nessuna disposizione dei presenti termini limita la responsabilità che non può essere limitata per legge, come quella per dolo o colpa grave.",
    ],
  },
  {
    id: "changes",
    title: "Modifiche ai presenti termini",
    body: [
      "Possiamo aggiornare periodicamente i presenti termini. La data in cima a questa pagina indica quando sono stati modificati l'ultima volta. In caso di modifiche rilevanti, ne daremo comunicazione via e-mail o nell'app prima che entrino in vigore; la prosecuzione dell'utilizzo del Servizio dopo tale data comporta l'accettazione dei nuovi termini.",
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    body: [
      "Le modalità con cui raccogliamo e utilizziamo i dati personali sono illustrate nella nostra Informativa sulla privacy, accessibile dal piè di pagina di ogni pagina.",
    ],
  },
  {
    id: "law",
    title: "Legge applicabile e foro competente",
    body: [
      "I presenti termini sono regolati dalla legge italiana. Qualsiasi controversia derivante dai presenti termini o dal Servizio, o comunque ad essi relativa, è devoluta alla competenza esclusiva del Foro di Milano, fermi restando i diritti inderogabili del consumatore di agire dinanzi al giudice del proprio luogo di residenza.",
      "I presenti termini sono pubblicati in italiano e in inglese. In caso di difformità tra le due versioni, prevale la versione italiana, in quanto i presenti termini sono regolati dalla legge italiana.",
    ],
  },
  {
    id: "contact",
    title: "Contatti",
    body: [`Per domande sui presenti termini è possibile scrivere a ${site.email.support}.`],
  },
]
