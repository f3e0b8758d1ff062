import { site } from "#app/config/site.ts"
import { freeVideos } from "#app/content/plans.ts"
import { formatLongDate } from "#app/i18n/format.ts"

export type TermsBlock = string | { list: string[] }
export type TermsSection = { id: string; title: string; body: TermsBlock[] }

const TERMS_UPDATED = "2025-10-10"

export const termsUpdated = { iso: TERMS_UPDATED, label: formatLongDate(TERMS_UPDATED, "en") }

const b = site.brand

export type TermsPageText = { title: string; description: string; backHome: string; lastUpdated: string; contents: string }

/** The page's own words around the sections: heading, meta description, the way back and the labels. */
export const termsPage: TermsPageText = {
  title: "Terms and Conditions",
  description: `The terms for using ${b}: accounts, plans and tokens, the free trial, refunds, content licences, prohibited content, termination and governing law.`,
  backHome: "Back to Home",
  lastUpdated: "Last updated:",
  contents: "Contents",
}

/** The terms and conditions (SPEC §9 "Terms"), one section a table-of-contents entry. */
export const termsSections: TermsSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of these terms",
    body: [
      `These Terms and Conditions govern your use of ${b}, including this website, the web app and the mobile apps (together, the "Service"). By creating an account or using the Service you agree to these terms. If you do not agree, do not use the Service.`,
      `If you use the Service on behalf of a company or other organisation, you confirm that you are authorised to accept these terms for it.`,
    ],
  },
  {
    id: "service",
    title: "The service",
    body: [
      `${b} is an AI service that turns a music track into a music video, with lip-sync, several aspect ratios (vertical 9:16, horizontal 16:9 and square 1:1) and Full HD export. Generation typically takes under 3 minutes; this is an indication, not a guaranteed processing time.`,
      `AI output is generated automatically and can contain errors or artefacts. You are responsible for reviewing each video before you publish or use it. We may add, change or remove features of the Service at any time.`,
    ],
  },
  {
    id: "accounts",
    title: "Accounts",
    body: [
      "To generate videos you need an account. You agree to:",
      {
        list: [
          "give accurate information when you sign up and keep it up to date;",
          "keep your login credentials confidential and not share your account;",
          "tell us promptly at the support address below if you suspect unauthorised use;",
          "be at least 16 years old, or the age of digital consent where you live if higher.",
        ],
      },
      "You are responsible for everything that happens under your account. You can delete your account at any time as described on our Delete Account page.",
    ],
  },
  {
    id: "plans",
    title: "Plans, tokens and payments",
    body: [
      "The Service is offered on a free Basic plan and on paid subscription plans, billed monthly or yearly. Generating videos uses tokens: each plan includes a number of tokens per billing period, and further tokens can be bought in the token shop. The current plans, prices and token allowances are shown on our pricing page and in the app.",
      "Subscriptions renew automatically at the end of each billing period until you cancel. You can cancel at any time in the app's settings; the cancellation takes effect at the end of the current period, and you keep access to your plan until then. Unused tokens do not roll over to a later period unless the plan says otherwise.",
      "Prices may change. We will tell you in advance of any change to the price of your subscription, and it applies from your next billing period.",
    ],
  },
  {
    id: "free-trial",
    title: "Free trial",
    body: [
      `New users can create their first ${freeVideos} free of charge, without giving a credit card. The free trial is for personal evaluation, one per person; creating several accounts to obtain more free videos is not allowed.`,
    ],
  },
  {
    id: "refunds",
    title: "Refunds",
    body: [
      "Because every generation uses computing resources the moment it runs, payments are non-refundable. In particular, we do not give refunds for:",
      {
        list: [
          "completed generations;",
          "purchased credits or tokens, used or unused;",
          "subscription periods that have already begun.",
        ],
      },
      `If a generation fails or the Service does not work as it should because of a technical issue, write to ${site.email.support} and we will look into it. This does not limit any rights you have under mandatory consumer law.`,
    ],
  },
  {
    id: "watermarks",
    title: "Watermarks",
    body: [
      "Videos exported on a paid plan carry no watermark. Videos created on the free plan or during the free trial may carry a watermark.",
    ],
  },
  {
    id: "your-content",
    title: "Your content and generated videos",
    body: [
      'You keep the rights you hold in the music, images, lyrics and other material you upload (your "Input"). You confirm that you own your Input or have all the permissions needed to use it with the Service, including the rights to any music created with other AI tools under their own terms.',
      'Subject to these terms and to the rights of others in your Input, you may use the videos you generate (your "Output") for personal and commercial purposes. Because AI models can produce similar results for different users, we do not guarantee that your Output is unique.',
    ],
  },
  {
    id: "licence",
    title: "Licence you grant us",
    body: [
      `You grant ${b} a worldwide, non-exclusive, royalty-free licence to host, store, process and reproduce your Input and Output as needed to provide the Service to you.`,
      `You also grant ${b} a non-exclusive licence to use your Output for internal purposes, such as quality control, troubleshooting and improving the Service, unless you opt out in writing by e-mail to ${site.email.privacy}. We will not publish your Output in our marketing without your permission.`,
    ],
  },
  {
    id: "prohibited",
    title: "Prohibited content and use",
    body: [
      "You must not use the Service to create, upload or share content that is:",
      {
        list: [
          "illegal, or that promotes illegal activity;",
          "obscene, pornographic or otherwise not safe for work (NSFW);",
          "infringing on anyone's copyright, trademark, privacy or other rights;",
          "depicting or imitating a real, identifiable person without that person's written consent;",
          "hateful, harassing, threatening or discriminatory.",
        ],
      },
      "You must also not attempt to reverse engineer, overload or disrupt the Service, bypass usage limits, or access it by automated means other than those we provide.",
    ],
  },
  {
    id: "our-rights",
    title: "Our intellectual property",
    body: [
      `The Service, including its software, models, design, brand and content other than your Input and Output, belongs to ${b} or its licensors and is protected by law. These terms do not give you any right to it beyond using the Service as described here.`,
    ],
  },
  {
    id: "termination",
    title: "Suspension and termination",
    body: [
      "We may suspend or terminate your access to the Service, without prior notice, if you violate these terms or applicable law, or if your use puts the Service or other users at risk. In such cases no refund is due.",
      "You may stop using the Service and delete your account at any time. The sections on content licences, intellectual property, liability and governing law continue to apply after termination.",
    ],
  },
  {
    id: "disclaimer",
    title: "Disclaimers and limitation of liability",
    body: [
      'The Service is provided "as is" and "as available". We do not guarantee that it will be uninterrupted or error-free, or that any output will meet your expectations or be fit for a particular purpose.',
      "To the extent permitted by law, our total liability for any claim relating to the Service is limited to the amount you paid us in the 12 months before the claim arose. Nothing in these terms limits liability that cannot be limited by law, such as liability for wilful misconduct or gross negligence.",
    ],
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: [
      "We may update these terms from time to time. The date at the top of this page shows when they last changed. If a change is significant, we will tell you by e-mail or in the app before it takes effect; continuing to use the Service afterwards means you accept the new terms.",
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    body: ["How we collect and use personal data is explained in our Privacy Policy, linked in the footer of every page."],
  },
  {
    id: "law",
    title: "Governing law and jurisdiction",
    body: [
      "These terms are governed by the laws of Italy. Any dispute arising from or relating to these terms or the Service is subject to the exclusive jurisdiction of the courts of Milan, Italy, without prejudice to any mandatory rights you have as a consumer to bring proceedings in the courts of your place of residence.",
      // Issue 19: the terms exist in two languages, and the one the governing law reads decides.
      "These terms are published in Italian and in English. If the two versions differ, the Italian version prevails, as these terms are governed by Italian law.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    body: [`Questions about these terms? Write to ${site.email.support}.`],
  },
]
