import type * as en from "#app/content/examples.ts"
import { examples as english, secondsInWords } from "#app/content/examples.ts"

// Titles are the songs' names and stay as they are; the cues keep the English timings.
const words: Record<en.ExampleVideo["slug"], Pick<en.ExampleVideo, "description" | "style" | "genre"> & { captions: string[] }> =
  {
    "neon-nights": {
      description:
        "Um hino synthwave transformado em um passeio noturno de carro por uma cidade de letreiros de neon, com cada corte no tempo da caixa.",
      style: "Cyberpunk",
      genre: "Synthwave",
      captions: ["[Música synthwave: um baixo pulsante, acordes quentes de sintetizador e uma batida de bateria constante]"],
    },
    "golden-hour-ballad": {
      description: "Uma balada acústica lenta em um campo ao pôr do sol, com um cantor em lip-sync e uma luz suave e quente.",
      style: "Cinematográfico",
      genre: "Pop acústico",
      captions: ["[Balada acústica lenta: acordes suaves e uma pulsação delicada]"],
    },
    "lo-fi-study-session": {
      description: "Um loop de janela com chuva para um beat tranquilo, feito também em vídeo vertical para TikTok e Reels.",
      style: "Anime",
      genre: "Lo-Fi Hip Hop",
      captions: ["[Hip hop lo-fi: acordes suaves sobre uma batida relaxada]"],
    },
    "festival-drop": {
      description:
        "Lasers, multidões e luzes estroboscópicas que explodem a cada drop de uma faixa EDM, em versões quadrada e widescreen.",
      style: "Show",
      genre: "EDM",
      captions: ["[EDM: bumbo em todos os tempos, acordes brilhantes e chimbal aberto]"],
    },
  }

export const examples: typeof en.examples = english.map((example) => {
  const { captions, ...text } = words[example.slug]
  return { ...example, ...text, captions: example.captions.map((cue, i) => ({ ...cue, text: captions[i]! })) }
})

export const examplesSectionText: typeof en.examplesSectionText = {
  eyebrow: "Exemplos",
  title: "Entra uma faixa, sai um videoclipe",
  lead: "Quatro músicas, quatro estilos. Cada prévia foi editada com a própria trilha sonora: aperte o play e veja as imagens se moverem no ritmo.",
  stillAlt: (title) => `Quadro do vídeo de exemplo ${title}`,
  durationLabel: "Duração ",
  tagsLabel: "Tags",
  watchFullVideo: "Assistir ao vídeo completo",
  moreAboutVideo: "Mais sobre este vídeo",
  playerLabel: (title) => `Vídeo de exemplo ${title}`,
  previewOf: (duration) => `Prévia de um videoclipe de ${duration}`,
}

export const watchPageText: typeof en.watchPageText = {
  metaTitle: (title, genre) => `${title}: videoclipe ${genre} feito com IA`,
  metaDescription: (description) => `${description} Assista com legendas e depois crie um parecido.`,
  badge: "Videoclipe de exemplo",
  playerLabel: (title) => `Vídeo de exemplo ${title}`,
  play: (title) => `Reproduzir ${title}`,
  previewSentence: (seconds, duration) =>
    `O que toca acima é uma prévia de ${secondsInWords(seconds, "pt-br")} do vídeo completo de ${duration}, editada com a própria trilha sonora.`,
  makeOneLikeThis: "Crie um assim",
  opensInNewTab: "Abre o app em uma nova aba",
  transcript: "Transcrição",
  transcriptIntro: "A prévia é instrumental: não tem letra nem narração. As legendas descrevem a música.",
  cueTo: " até ",
  about: "Sobre este vídeo",
  facts: {
    style: "Estilo",
    genre: "Gênero",
    duration: "Duração",
    madeFrom: "Feito a partir de",
    format: "Formato",
    captions: "Legendas",
  },
  previewValue: (clip) => `prévia de ${clip}`,
  madeFromValue: (duration) => `uma faixa de ${duration}`,
  captionsLanguage: "Português (Brasil)",
  moreExamples: "Mais exemplos",
  watch: "Assistir",
}
