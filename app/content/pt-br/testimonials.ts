import type * as en from "#app/content/testimonials.ts"
import { translateTestimonials } from "#app/content/testimonials.ts"

export const testimonials: typeof en.testimonials = translateTestimonials({
  "Maya Chen": {
    role: "Artista independente",
    content:
      "Eu tinha um clipe pronto para o meu single na mesma noite em que fiz a masterização. O lip-sync é tão preciso que meus amigos perguntaram qual estúdio eu tinha contratado.",
  },
  "Jordan Reyes": {
    role: "Criador no Suno",
    content:
      "Eu faço uma faixa por dia no Suno. Agora cada uma sai com seu próprio vídeo vertical, e minhas visualizações no TikTok triplicaram em um mês.",
  },
  "Priya Nair": {
    role: "Social media, Loop Agency",
    content:
      "Editamos teasers de clientes em 9:16, 16:9 e 1:1 a partir de uma única renderização. Sem marca d’água, em Full HD, e a entrega cabe em um briefing para o mesmo dia.",
  },
  "Lukas Weber": {
    role: "Produtor e beatmaker",
    content:
      "Os cortes caem na batida sem eu mexer em um keyframe. Mesmo assim, passo quadro a quadro para trocar uma ou duas cenas.",
  },
  "Sofia Marquez": {
    role: "Professora de música",
    content:
      "Meus alunos transformam as músicas que fizeram no Udio em videoclipes em uma única aula. Ver as próprias letras cantadas na tela faz com que continuem compondo.",
  },
  "Dev Patel": {
    role: "A&R, Northside Records",
    content:
      "Usamos para testar ideias visuais com artistas recém-contratados antes de marcar uma filmagem. Já nos poupou semanas e uma boa parte do orçamento.",
  },
})
