import { site } from "#app/config/site.ts"
import type * as en from "#app/content/pages.ts"
import { mailtoLink } from "#app/content/pages.ts"
import { FREE_VIDEOS } from "#app/content/plans.ts"
import { AFFILIATES, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

const b = site.brand

export const nanoBanana: typeof en.nanoBanana = {
  title: "Integração com Nano Banana: personagens de IA consistentes para videoclipes",
  description:
    "O Syncreel agora funciona com o Nano Banana, o modelo Gemini 2.5 Flash Image do Google: crie um personagem consistente e tenha um clipe com lip-sync em menos de 3 minutos.",
  eyebrow: "Novidade: integração com Nano Banana",
  headline: ["Nano Banana", "seus personagens agora cantam suas músicas"],
  intro:
    "Crie um personagem com o Nano Banana, o modelo Gemini 2.5 Flash Image do Google, e o Syncreel o transforma em um intérprete que canta a sua faixa, com o mesmo visual do primeiro verso ao último refrão. Seu videoclipe fica pronto em menos de 3 minutos.",
  features: [
    {
      title: "O mesmo rosto em todas as cenas",
      text: "O Nano Banana mantém o rosto, o cabelo e a roupa do personagem consistentes entre as edições, para que seu intérprete seja reconhecível em cada plano.",
    },
    {
      title: "Edite com palavras simples",
      text: "Troque a jaqueta, leve a cena para um terraço à noite ou acrescente chuva, só descrevendo. Sem máscaras, camadas ou prompts cheios de pesos.",
    },
    {
      title: "Sincronizado com a sua voz",
      text: `O Syncreel anima seu personagem e acerta cada palavra do vocal principal com ${formatShare(LIP_SYNC_ACCURACY, "pt-br")} de precisão no lip-sync, em mais de ${formatNumber(LANGUAGES, "pt-br")} idiomas.`,
    },
  ],
  steps: [
    {
      title: "Crie seu personagem",
      text: "Gere ou envie um retrato e refine-o com o Nano Banana até ele ficar parecido com o artista que você imagina.",
    },
    {
      title: "Envie sua faixa",
      text: "Adicione sua música, gravada em estúdio ou feita com Suno ou Udio, e escolha vertical, horizontal ou quadrado.",
    },
    {
      title: "Receba seu videoclipe",
      text: "O Syncreel monta cenas em torno do seu personagem, corta no ritmo da batida e sincroniza os lábios com o vocal. O vídeo fica pronto em menos de 3 minutos.",
    },
  ],
  heroCta: `Experimente o Nano Banana no ${b}`,
  featuresTitle: "O que a integração oferece",
  stepsTitle: "Três passos até o seu vídeo",
  stepsLead: "Da ideia de um personagem a um videoclipe pronto, com lip-sync.",
  closingTitle: "Dê um rosto à sua música",
  closingText: `Crie um personagem com o Nano Banana e veja-o interpretar sua faixa em menos de 3 minutos. Seus primeiros ${FREE_VIDEOS} vídeos são grátis.`,
  closingCta: "Experimente agora",
}

const deletionBody = [
  "Olá,",
  "",
  `Peço que excluam minha conta do ${b} e todos os dados pessoais associados a ela.`,
  "",
  "O e-mail da minha conta é: [escreva aqui o e-mail da sua conta]",
  "",
  "Entendo que a exclusão é definitiva e não pode ser desfeita.",
  "",
  "Obrigado.",
].join("\n")

export const deleteAccount: typeof en.deleteAccount = {
  title: "Excluir sua conta",
  description: `Como excluir sua conta do ${b} e seus dados pessoais: nas configurações do app ou por e-mail. A conta é desativada na hora e os dados são apagados em até 30 dias.`,
  intro: `Você pode excluir sua conta do ${b} quando quiser, pelo app ou enviando um e-mail para nós. Veja o que acontece e quanto tempo leva.`,
  removed: [
    "Todos os vídeos que você gerou",
    "As configurações e preferências da sua conta",
    "Seu histórico de uso",
    "Seus projetos e rascunhos salvos",
  ],
  mailto: mailtoLink(site.email.privacy, "Pedido de exclusão de conta", deletionBody),
  warningTitle: "A exclusão é definitiva",
  warningIntro: "Excluir sua conta não pode ser desfeito. Isso apaga:",
  warningNote: "Baixe os vídeos que quiser guardar antes de continuar.",
  howTitle: "Como excluir sua conta",
  appOption: "Opção 1",
  appTitle: "Nas configurações do app",
  appText: `Entre no ${b} pela web ou pelo app para celular, abra **Configurações**, escolha **Excluir conta** e confirme.`,
  appCta: "Abrir o app",
  mailOption: "Opção 2",
  mailTitle: "Por e-mail",
  mailText: "Envie um pedido para {email} de qualquer endereço e informe o e-mail da conta que você quer excluir.",
  mailCta: "Enviar o pedido por e-mail",
  timelineTitle: "O que acontece depois",
  questions: "Dúvidas sobre seus dados? Escreva para {email} ou leia nossa {privacyPolicy}.",
  privacyPolicy: "Política de Privacidade",
  timeline: [
    { when: "Na hora", text: "Sua conta é desativada e você não consegue mais entrar." },
    { when: "Em até 30 dias", text: "Seus dados pessoais são apagados definitivamente dos nossos sistemas." },
    { when: "Ao concluir", text: "Enviamos um e-mail de confirmação assim que a exclusão for concluída." },
  ],
}

const applyBody = [
  "Olá,",
  "",
  `Gostaria de participar do programa de afiliados do ${b}.`,
  "",
  "Nome:",
  "Site ou redes sociais:",
  "Tamanho do público e plataforma principal:",
  `Como pretendo divulgar o ${b}:`,
  "",
  "Obrigado.",
].join("\n")

export const affiliate: typeof en.affiliate = {
  title: "Programa de afiliados: ganhe 30% de comissão recorrente",
  description: `Entre no programa de afiliados do ${b}: compartilhe seu link de indicação e ganhe 30% de comissão recorrente em cada pagamento dos seus indicados nos primeiros 12 meses.`,
  headline: "Ganhe 30% de comissão recorrente divulgando videoclipes com IA",
  intro: `Junte-se a mais de ${formatNumber(AFFILIATES, "pt-br")} afiliados que recomendam o ${b} a músicos e criadores. Compartilhe seu link e ganhe 30% de cada pagamento dos seus indicados nos primeiros 12 meses deles.`,
  mailto: mailtoLink(site.email.affiliate, `Inscrição no programa de afiliados do ${b}`, applyBody),
  applyCta: "Quero participar",
  badge: `Mais de ${formatNumber(AFFILIATES, "pt-br")} afiliados já estão ganhando`,
  stepsTitle: "Como funciona",
  benefitsTitle: "Por que nos divulgar",
  closingTitle: "Pronto para começar a ganhar?",
  closingText: "Inscreva-se por e-mail: conte sobre seus canais e seu público, e enviaremos seu link de indicação.",
  steps: [
    {
      title: "Inscreva-se pelo formulário",
      text: "Clique em Quero participar e preencha o formulário curto no rascunho do e-mail: quem você é e onde está o seu público.",
    },
    {
      title: "Compartilhe seu link",
      text: "Receba seu link de indicação pessoal e compartilhe em vídeos, posts, newsletters ou tutoriais.",
    },
    {
      title: "Ganhe comissões",
      text: "Sempre que alguém que você indicou paga um plano, você ganha 30%, durante os primeiros 12 meses dessa pessoa.",
    },
  ],
  benefits: [
    {
      title: "Comissão alta",
      text: "30% de comissão recorrente em cada pagamento dos primeiros 12 meses de cada indicado, não um bônus único.",
    },
    {
      title: "Alta conversão",
      text: `Seu público pode testar de graça: os primeiros ${FREE_VIDEOS} vídeos não pedem cartão de crédito, e o resultado se vende sozinho.`,
    },
    {
      title: "Fácil de divulgar",
      text: "Videoclipes são visuais por natureza. Mostre um antes e depois e seu público percebe o valor em segundos.",
    },
  ],
}
