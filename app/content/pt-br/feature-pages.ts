import type * as en from "#app/content/feature-pages.ts"
import { platformNotes as english } from "#app/content/feature-pages.ts"
import { formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const accuracy = formatShare(LIP_SYNC_ACCURACY, "pt-br")

export const featurePageText: typeof en.featurePageText = {
  figuresLabel: "Números principais",
  platformNotesTitle: "Observações sobre as plataformas",
  platformNotesIntro:
    "Os limites de upload das principais plataformas, para que o vídeo que você exporta seja aceito. São regras das próprias plataformas e mudam de vez em quando.",
  platformTableLabel: "Limites de upload por plataforma",
  platformTableHeadings: ["Plataforma", "Duração do vídeo", "Tamanho máximo do arquivo", "Melhor formato"],
  moreFeatures: "Mais recursos",
  learnMore: "Saiba mais",
  closingTitle: "Ouça. Veja. Compartilhe.",
  closingText: (videos) =>
    `Envie uma faixa e receba seu primeiro videoclipe em minutos. ${plural(videos, "pt-br", { one: "O primeiro vídeo é grátis", other: `Os primeiros ${formatNumber(videos, "pt-br")} vídeos são grátis` })}, sem cartão de crédito.`,
  closingCta: "Comece a criar agora",
}

const notes: Omit<(typeof english)[number], "maxSize">[] = [
  { platform: "TikTok e outros apps de vídeos curtos", length: "De 15 segundos a 3 minutos", format: "Vertical 9:16" },
  {
    platform: "YouTube",
    length: "Ilimitada (acima de 15 minutos exige conta verificada)",
    format: "Horizontal 16:9 (Shorts: 9:16)",
  },
  { platform: "Post do Instagram", length: "De 3 a 60 segundos", format: "Quadrado 1:1 ou vertical 9:16" },
  { platform: "Facebook", length: "De 1 segundo a 240 minutos", format: "Qualquer um dos três" },
]

export const platformNotes: typeof en.platformNotes = english.map((note, i) => ({ ...note, ...notes[i] }))

export const featurePages: typeof en.featurePages = {
  "lightning-fast": {
    title: "Criação ultrarrápida de videoclipes com IA",
    headline: "Da faixa pronta ao videoclipe em menos de 5 minutos",
    intro:
      "Envie uma música e, na maioria dos casos, receba um videoclipe completo e com lip-sync em menos de cinco minutos. A renderização funciona 24 horas por dia, então aquela ideia da noite de lançamento não precisa esperar até de manhã.",
    description: `O Syncreel transforma sua faixa em um videoclipe pronto e com lip-sync em menos de 5 minutos na maioria dos casos, com renderização ${roundTheClock("pt-br")} e exportação em 30 s.`,
    figures: [
      { value: "< 5 min", label: "até o vídeo pronto, na maioria dos casos" },
      { value: `${roundTheClock("pt-br")}`, label: "de processamento, todos os dias do ano" },
      { value: "< 30 s", label: "para exportar o arquivo final" },
      { value: "30 s – 4 min", label: "duração recomendada da faixa" },
    ],
    sections: [
      {
        title: "Por que a velocidade muda o seu jeito de trabalhar",
        paragraphs: [
          "Quando um vídeo leva semanas, você faz um e torce para dar certo. Quando leva minutos, dá para testar uma versão noturna e sombria e outra clara e diurna, postar as duas e ficar com a que o seu público assiste até o fim.",
          "Rascunhos rápidos também facilitam a revisão. Você assiste ao primeiro corte com som, anota os dois momentos que quer mudar e corrige enquanto a ideia ainda está fresca.",
        ],
      },
      {
        title: "O que acontece nesses poucos minutos",
        paragraphs: ["O gerador processa sua faixa de uma só vez, sem depender de ninguém:"],
        points: [
          "O áudio é analisado: andamento, batidas, seções e vocal principal.",
          "As cenas são planejadas para que cortes e movimentos de câmera caiam na música.",
          "O intérprete é animado e sincronizado com o vocal.",
          "O vídeo é renderizado no formato escolhido, pronto para pré-visualizar e exportar.",
        ],
      },
      {
        title: "Como ter os resultados mais rápidos",
        paragraphs: [
          "Faixas entre 30 segundos e 4 minutos oferecem o melhor equilíbrio entre velocidade e qualidade. Para uma música mais longa, faça o vídeo completo para o YouTube e um corte menor com o melhor trecho para as redes sociais.",
          "Um briefing visual curto e específico também economiza tempo: quanto mais clara a descrição, menos vezes você precisa gerar de novo.",
        ],
      },
    ],
  },
  "perfect-sync": {
    title: "Sincronia perfeita: videoclipes cortados no ritmo",
    headline: "Cada corte, movimento e efeito cai no beat",
    intro:
      "O Syncreel escuta antes de desenhar. As cenas seguem o andamento e a estrutura da sua faixa: o vídeo respira com o verso, sobe com o refrão e acerta cada drop.",
    description:
      "A Sincronia perfeita ajusta cada cena à sua faixa: cortes e movimentos de câmera caem no beat e seguem a estrutura, a 30 ou 60 FPS, com áudio de 320 kbps.",
    figures: [
      { value: "30 / 60 FPS", label: "taxas de quadros conforme a energia" },
      { value: "320 kbps", label: "áudio MP3 no arquivo exportado" },
      { value: "Quadro a quadro", label: "controle para ajustar qualquer momento" },
      { value: "30 s – 4 min", label: "duração recomendada da faixa" },
    ],
    sections: [
      {
        title: "Construído a partir da música",
        paragraphs: [
          "A maioria das ferramentas de vídeo trata a trilha como algo que se adiciona no final. Aqui a faixa é o ponto de partida: batidas, compassos e seções decidem onde as cenas mudam e como a câmera se move.",
        ],
        points: [
          "Os cortes caem nas batidas e nos tempos fortes, não ao acaso.",
          "Versos, refrões e pontes ganham tratamentos visuais diferentes.",
          "A energia da mixagem dita o ritmo do movimento na tela.",
          "Trechos calmos ganham espaço para respirar, sem enchimento.",
        ],
      },
      {
        title: "Escolha a taxa de quadros certa",
        paragraphs: [
          "Exporte a 60 FPS para músicas dançantes rápidas e movimentos de câmera ágeis, em que a fluidez importa. Escolha 30 FPS para baladas e músicas lentas, em que um clima mais calmo e cinematográfico combina com o som.",
        ],
      },
      {
        title: "Corrija um momento sem começar do zero",
        paragraphs: [
          "Se uma transição entra uma fração de segundo antes, você não precisa de um vídeo novo. O controle quadro a quadro permite mover uma mudança, trocar uma tomada ou gerar de novo uma única seção, e a prévia em tempo real toca tudo com o áudio antes de você confirmar.",
        ],
      },
    ],
  },
  "lip-sync": {
    title: "Lip-sync com IA para videoclipes",
    headline: "Cada palavra cantada, cada sílaba no tempo",
    intro: `O intérprete do seu vídeo canta a sua letra, não uma aproximação dela. O movimento da boca acompanha o vocal principal sílaba por sílaba, em mais de ${formatNumber(LANGUAGES, "pt-br")} idiomas.`,
    description: `O lip-sync do Syncreel ajusta a boca do intérprete ao seu vocal com ${accuracy} de precisão em mais de ${formatNumber(LANGUAGES, "pt-br")} idiomas, para cantores de IA cantarem cada palavra.`,
    figures: [
      { value: accuracy, label: "de precisão no lip-sync" },
      { value: `${atLeast(LANGUAGES, "pt-br")}`, label: "idiomas compatíveis" },
      { value: "30 / 60 FPS", label: "movimento da boca fluido" },
      { value: "< 5 min", label: "até um vídeo com lip-sync, na maioria dos casos" },
    ],
    sections: [
      {
        title: "Por que o lip-sync faz ou desfaz um videoclipe",
        paragraphs: [
          "O público perdoa um cenário estilizado, mas não um cantor com a boca fora do tempo. Sons como p, b e m fecham os lábios, e o olho percebe o erro na hora. Um lip-sync preciso é o que transforma um personagem gerado em um intérprete.",
          "Isso pesa ainda mais em músicas feitas com ferramentas de música com IA, em que não existe um artista para filmar. O vocal já existe; o lip-sync dá um rosto a ele.",
        ],
      },
      {
        title: "Como ele acompanha o seu vocal",
        paragraphs: ["O vocal principal é isolado da mixagem e associado aos movimentos de boca que produzem cada som:"],
        points: [
          "As sílabas viram formatos de boca, incluindo as consoantes de lábios fechados que o público nota primeiro.",
          "Notas longas mantêm a boca aberta e estável, sem tremer.",
          "Nos trechos instrumentais, o intérprete descansa, se move ou reage.",
          `Mais de ${formatNumber(LANGUAGES, "pt-br")} idiomas: um refrão em espanhol ou um verso em japonês funcionam igualmente bem.`,
        ],
      },
      {
        title: "Como ter o melhor resultado",
        paragraphs: [
          "Um vocal principal claro e à frente da mixagem gera a sincronia mais precisa. Versos de rap rápidos e vocais muito processados merecem uma olhada atenta na prévia, e qualquer momento que precise de ajuste pode ser corrigido quadro a quadro.",
        ],
      },
    ],
  },
  "multiple-formats": {
    title: "Videoclipes em 9:16, 16:9 e 1:1",
    headline: "Vertical, horizontal e quadrado a partir de um só projeto",
    intro:
      "Crie o vídeo uma vez e exporte para cada tela: 9:16 para TikTok, Reels e Shorts, 16:9 para o YouTube e 1:1 para posts no feed, sempre em resolução máxima.",
    description:
      "Exporte um projeto na vertical 9:16 (1080x1920), na horizontal 16:9 (1920x1080) ou quadrado 1:1 (1080x1080), em MP4, MOV ou WebM, para cada plataforma.",
    figures: [
      { value: "1080x1920", label: "vertical 9:16" },
      { value: "1920x1080", label: "horizontal 16:9" },
      { value: "1080x1080", label: "quadrado 1:1" },
      { value: "MP4 · MOV · WebM", label: "formatos de arquivo" },
    ],
    sections: [
      {
        title: "Uma música, todos os feeds",
        paragraphs: [
          "Um vídeo horizontal em um feed vertical desperdiça quase toda a tela, e um vertical no YouTube fica entre faixas pretas. Exportar o formato certo para cada plataforma é um dos jeitos mais simples de prender a atenção.",
        ],
        points: [
          "Vertical 9:16 (1080x1920) para TikTok, Instagram Reels e YouTube Shorts.",
          "Horizontal 16:9 (1920x1080) para YouTube e sites.",
          "Quadrado 1:1 (1080x1080) para posts no feed do Instagram e do Facebook.",
        ],
      },
      {
        title: "Enquadrado para o formato, não só cortado",
        paragraphs: [
          "As versões verticais mantêm o intérprete perto e no centro; as horizontais têm espaço para planos abertos e paisagens. Escolha no início o formato que mais importa e exporte os outros do mesmo projeto.",
        ],
      },
      {
        title: "O arquivo certo para cada uso",
        paragraphs: [
          "MP4 toca em qualquer lugar e é o padrão para uploads. MOV é indicado para continuar a edição em um editor de desktop. WebM é leve e roda nos navegadores modernos, o que faz dele uma boa escolha para um vídeo de fundo no site de um artista.",
        ],
      },
    ],
  },
  "ai-enhancement": {
    title: "Aprimoramento com IA para videoclipes",
    headline: "Luz, cor e detalhes de cinema em cada quadro",
    intro:
      "Escolha um estilo e a IA cuida da parte técnica: iluminação, correção de cor e aumento de resolução no vídeo inteiro, entregue em Full HD com cor de 10 bits. Depois, ajuste qualquer momento quadro a quadro.",
    description:
      "O Aprimoramento com IA ilumina, corrige a cor e aumenta a resolução de cada quadro: Full HD, cor de 10 bits, 15–25 Mbps e sem marca d'água nos planos pagos.",
    figures: [
      { value: "10 bits", label: "de profundidade de cor" },
      { value: "15–25 Mbps", label: "taxa de bits do vídeo" },
      { value: "Full HD", label: "de saída, até 1920x1080" },
      { value: "Sem marca d'água", label: "nos planos pagos" },
    ],
    sections: [
      {
        title: "Um visual coerente do primeiro ao último quadro",
        paragraphs: [
          "Cenas geradas podem variar: uma tomada quente ao lado de uma fria, um rosto nítido ao lado de um desfocado. O aprimoramento equilibra tudo, para que o vídeo pareça filmado e tratado por uma única equipe.",
        ],
        points: [
          "Iluminação que se mantém coerente entre as cenas.",
          "Correção de cor de acordo com o clima que você escolheu.",
          "Aumento de resolução que mantém rostos, mãos e contornos nítidos.",
          "Suavização das pequenas cintilações comuns em vídeos gerados.",
        ],
      },
      {
        title: "Qualidade que resiste à compressão",
        paragraphs: [
          "Toda plataforma recomprime o que você envia. Começar com cor de 10 bits e taxa de 15 a 25 Mbps dá margem: os degradês continuam suaves e as cenas escuras limpas depois que o TikTok ou o YouTube processam o arquivo.",
        ],
      },
      {
        title: "A palavra final é sua",
        paragraphs: [
          "O aprimoramento é um ponto de partida, não uma trava. Com o controle quadro a quadro, você gera de novo uma tomada, muda uma transição ou ajusta um único momento, e confere o resultado na prévia em tempo real.",
        ],
      },
    ],
  },
  "instant-export": {
    title: "Exportação instantânea de videoclipes",
    headline: "Baixe seu vídeo assim que ele ficar pronto",
    intro:
      "Nada de fila depois da renderização. Exporte um arquivo Full HD em menos de 30 segundos, em MP4, MOV ou WebM, sem marca d'água nos planos pagos.",
    description:
      "Exporte seu videoclipe em menos de 30 s em MP4, MOV ou WebM: áudio de 320 kbps, vídeo de 10 bits a 15–25 Mbps, 30 ou 60 FPS e sem marca d'água nos planos pagos.",
    figures: [
      { value: "< 30 s", label: "para exportar" },
      { value: "320 kbps", label: "de áudio MP3" },
      { value: "15–25 Mbps", label: "de vídeo em 10 bits" },
      { value: "30 / 60 FPS", label: "taxas de quadros" },
    ],
    sections: [
      {
        title: "Pronto para postar, não para consertar",
        paragraphs: [
          "O arquivo que você baixa é o arquivo que você publica: no formato certo para a plataforma, com áudio em qualidade máxima e sem marca d'água nos planos pagos. Não sobra nada para recodificar ou cortar.",
        ],
        points: [
          "MP4 para enviar a qualquer plataforma.",
          "MOV para continuar a edição, com legendas e títulos.",
          "WebM para sites e reprodução no navegador.",
          "Áudio MP3 de 320 kbps, para o seu master soar do jeito que você mixou.",
        ],
      },
      {
        title: "Várias versões em um minuto",
        paragraphs: [
          "Como a exportação leva menos de 30 segundos, fazer uma versão vertical, uma horizontal e uma quadrada do mesmo vídeo quase não custa nada. Poste cada uma de forma nativa na sua plataforma, em vez de compartilhar o mesmo link em todo lugar.",
        ],
      },
      {
        title: "Confira os limites da plataforma",
        paragraphs: [
          "Cada plataforma tem suas próprias regras de duração e tamanho de arquivo. A tabela abaixo resume essas regras, para você encurtar uma música longa para os apps de vídeos curtos antes de exportar.",
        ],
      },
    ],
  },
}
