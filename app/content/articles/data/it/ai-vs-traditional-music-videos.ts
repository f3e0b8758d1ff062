import { FREE_VIDEOS, planPrice } from "#app/content/plans.ts"
import type { Factor } from "../../types.ts"

// `winner` stays "AI", "Traditional" or "Tie": FactorTable keys its colours and its label on these values.
export const factors: Factor[] = [
  {
    factor: "Costo",
    description: "Quanto paghi per un video finito.",
    winner: "AI",
    details: `Una semplice ripresa indipendente costa spesso qualche migliaio di dollari, e da 10.000 a 50.000 dollari o più quando entrano in gioco location, luci, una troupe più numerosa e la color correction. Con Syncreel i primi ${FREE_VIDEOS} video sono gratuiti e i piani a pagamento vanno da ${planPrice("super", "monthly", "it")} a ${planPrice("hyper", "monthly", "it")} al mese.`,
  },
  {
    factor: "Tempo",
    description: "Dall'idea a un video pronto da pubblicare.",
    winner: "AI",
    details:
      "Un video tradizionale richiede di solito da due a otto settimane tra trattamento, pre-produzione, giorni di ripresa e montaggio. Una bozza con l'IA è pronta nella maggior parte dei casi in meno di cinque minuti, e una versione curata richiede di solito un pomeriggio di revisioni e correzioni.",
  },
  {
    factor: "Qualità",
    description: "Quanto sono convincenti le immagini da vicino.",
    winner: "Traditional",
    details:
      "Un buon regista, un direttore della fotografia e un colorist che lavorano con luce vera fissano ancora il tetto, soprattutto per mani, folle e azioni fisiche veloci. Il risultato dell'IA è in Full HD, a 10 bit e spesso sorprendente, ma le scene affollate possono mostrare artefatti che richiedono una rigenerazione o un'inquadratura diversa.",
  },
  {
    factor: "Performance autentica",
    description: "Mostrare l'artista, la band o il luogo reali.",
    winner: "Traditional",
    details:
      "Se il senso del video sei tu, la tua band o la tua città, la videocamera è lo strumento onesto. I performer generati con l'IA possono cantare il tuo testo con un lip-sync preciso, ma non sono una registrazione di te.",
  },
  {
    factor: "Flessibilità",
    description: "Quanto costa poco cambiare idea.",
    winner: "AI",
    details:
      "Dopo una ripresa, un nuovo concept significa girare di nuovo. Con l'IA puoi rigenerare una sezione, provare un altro stile o creare una seconda versione per un remix in pochi minuti, al costo di qualche token.",
  },
  {
    factor: "Controllo creativo",
    description: "Chi decide cosa finisce in ogni fotogramma.",
    winner: "Tie",
    details:
      "Sul set controlli ogni dettaglio fisico, se hai tempo e denaro. Con l'IA controlli i tempi con precisione grazie al montaggio fotogramma per fotogramma, ma guidi l'aspetto di ogni immagine generata invece di posizionare tu ogni oggetto.",
  },
  {
    factor: "Consegna in più formati",
    description: "Ottenere versioni verticali, orizzontali e quadrate.",
    winner: "AI",
    details:
      "Una ripresa deve prevedere inquadrature in più o ritagliare in seguito. Syncreel esporta 9:16 (1080x1920), 16:9 (1920x1080) e 1:1 (1080x1080) dallo stesso progetto.",
  },
]
