import { site } from "#app/config/site.ts"
import { freeVideos } from "#app/content/plans.ts"
import { AFFILIATES, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatNumber, formatShare } from "#app/content/fact-format.ts"

// Copy of the fixed help and programme pages (SPEC §2): announcement,
// delete-account and affiliate. The terms live in terms.ts.

export type Card = { title: string; text: string }

export const nanoBanana = {
  title: "Nano Banana Integration: Consistent AI Characters for Music Videos",
  description:
    "Syncreel now works with Nano Banana, Google's Gemini 2.5 Flash Image model: design a consistent character and get a lip-synced music video in under 3 minutes.",
  eyebrow: "New: Nano Banana integration",
  /** The H1, in two parts: the first is highlighted. */
  headline: ["Nano Banana", "characters, now singing your songs"],
  intro:
    "Design a character with Nano Banana, Google's Gemini 2.5 Flash Image model, and Syncreel turns it into a performer who sings your track, in the same look from the first verse to the last chorus. Your music video is ready in under 3 minutes.",
  features: [
    {
      title: "The same face in every scene",
      text: "Nano Banana keeps a character's face, hair and outfit consistent across edits, so your performer stays recognisable from shot to shot.",
    },
    {
      title: "Edit with plain words",
      text: "Change the jacket, move the scene to a rooftop at night or add rain, just by describing it. No masks, layers or prompts full of weights.",
    },
    {
      title: "Lip-synced to your vocal",
      text: `Syncreel animates your character and matches every word of the lead vocal with ${formatShare(LIP_SYNC_ACCURACY, "en")} lip-sync accuracy, in over ${formatNumber(LANGUAGES, "en")} languages.`,
    },
  ] satisfies Card[],
  steps: [
    {
      title: "Create your character",
      text: "Generate or upload a portrait, then refine it with Nano Banana until it looks like the artist you have in mind.",
    },
    {
      title: "Upload your track",
      text: "Add your song, made in a studio or with Suno or Udio, and choose vertical, horizontal or square.",
    },
    {
      title: "Get your music video",
      text: "Syncreel builds scenes around your character, times them to the beat and lip-syncs the vocal. The video is ready in under 3 minutes.",
    },
  ] satisfies Card[],
  heroCta: `Try Nano Banana in ${site.brand}`,
  featuresTitle: "What the integration gives you",
  stepsTitle: "Three steps to your video",
  stepsLead: "From an idea for a character to a finished, lip-synced music video.",
  closingTitle: "Give your song a face",
  closingText: `Create a Nano Banana character and watch it perform your track in under 3 minutes. Your first ${freeVideos} are free.`,
  closingCta: "Try it now",
}

const deletionSubject = "Account deletion request"
const deletionBody = [
  "Hello,",
  "",
  `Please delete my ${site.brand} account and all the personal data associated with it.`,
  "",
  "The e-mail address of my account is: [write your account's e-mail address here]",
  "",
  "I understand that deletion is permanent and cannot be undone.",
  "",
  "Thank you.",
].join("\n")

/** A mail link with its subject and body: the e-mail drafts of the help pages, in each language. */
export function mailtoLink(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export const deleteAccount = {
  title: "Delete Your Account",
  description: `How to delete your ${site.brand} account and personal data: from the app's settings or by e-mail. Your account is deactivated at once and your data deleted within 30 days.`,
  intro: `You can delete your ${site.brand} account at any time, from the app or by sending us an e-mail. Here is what happens and how long it takes.`,
  removed: [
    "All the videos you have generated",
    "Your account settings and preferences",
    "Your usage history",
    "Your saved projects and drafts",
  ],
  mailto: mailtoLink(site.email.privacy, deletionSubject, deletionBody),
  warningTitle: "Deletion is permanent",
  warningIntro: "Deleting your account cannot be undone. It removes:",
  warningNote: "Download any videos you want to keep before you continue.",
  howTitle: "How to delete your account",
  appOption: "Option 1",
  appTitle: "In the app's settings",
  appText: `Sign in to ${site.brand} on the web or in the mobile app, open **Settings**, choose **Delete account** and confirm.`,
  appCta: "Open the app",
  mailOption: "Option 2",
  mailTitle: "By e-mail",
  /** `{email}` is the privacy address. */
  mailText: "Send a request to {email} from any address, and include the e-mail address of the account you want deleted.",
  mailCta: "E-mail a deletion request",
  timelineTitle: "What happens next",
  /** `{email}` is the privacy address, `{privacyPolicy}` the link named `privacyPolicy`. */
  questions: "Questions about your data? Write to {email} or read our {privacyPolicy}.",
  privacyPolicy: "Privacy Policy",
  timeline: [
    { when: "Immediately", text: "Your account is deactivated and you can no longer sign in." },
    { when: "Within 30 days", text: "Your personal data is permanently deleted from our systems." },
    { when: "On completion", text: "We send you a confirmation e-mail once the deletion is complete." },
  ],
}

const applySubject = `${site.brand} affiliate application`
const applyBody = [
  "Hello,",
  "",
  `I would like to join the ${site.brand} affiliate programme.`,
  "",
  "Name:",
  "Website or social channels:",
  "Audience size and main platform:",
  "How I plan to promote Syncreel:",
  "",
  "Thank you.",
].join("\n")

export const affiliate = {
  title: "Affiliate Program: Earn 30% Recurring Commission",
  description: `Join the ${site.brand} affiliate program: share your referral link and earn a 30% recurring commission on every payment for your referrals' first 12 months.`,
  headline: "Earn 30% recurring commission promoting AI music videos",
  intro: `Join ${atLeast(AFFILIATES, "en")} affiliates who recommend ${site.brand} to musicians and creators. Share your link, and earn 30% of every payment your referrals make for their first 12 months.`,
  mailto: mailtoLink(site.email.affiliate, applySubject, applyBody),
  applyCta: "Apply to join",
  badge: `${atLeast(AFFILIATES, "en")} affiliates already earning`,
  stepsTitle: "How it works",
  benefitsTitle: "Why promote us",
  closingTitle: "Ready to start earning?",
  closingText: "Apply by e-mail: tell us about your channels and audience, and we will send you your referral link.",
  steps: [
    {
      title: "Join via the form",
      text: "Press Apply to join and fill in the short form in the e-mail draft: who you are and where your audience is.",
    },
    {
      title: "Share your link",
      text: "Get your personal referral link and share it in videos, posts, newsletters or tutorials.",
    },
    {
      title: "Earn commissions",
      text: "Every time someone you referred pays for a plan, you earn 30%, for their first 12 months.",
    },
  ] satisfies Card[],
  benefits: [
    {
      title: "High commission",
      text: "30% recurring commission on every payment for the first 12 months of each referral, not a one-off bounty.",
    },
    {
      title: "High converting",
      text: `Your audience can try it free: the first ${freeVideos} need no credit card, and the result sells itself.`,
    },
    {
      title: "Easy to promote",
      text: "Music videos are visual by nature. Show a before-and-after and your audience sees the value in seconds.",
    },
  ] satisfies Card[],
}
