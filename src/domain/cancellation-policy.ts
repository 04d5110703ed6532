import { z } from "zod";
import { type IsoDate, rentalDays } from "./dates";
import type { Language } from "./i18n/languages";
import { optionalTextField } from "./optional-text-field";
import { wholeNumberField } from "./whole-number-field";

/**
 * A company's cancellation policy (docs/product-rules.md, "Cancellation policy"): free until some
 * days before pick-up and then a share of the total, or its own words, or nothing stated. A request
 * keeps the policy it was sent under (`bookings.cancellation_policy`, migration 0027).
 */
export interface CancellationPolicy {
  cancellation: CancellationKind;
  /** `free_until`: the share is due from this many days before the pick-up day (0: the day itself). */
  freeCancellationDays: number | null;
  /** `free_until`: whole percent of the total; 0 makes cancelling free at any time. */
  cancellationSharePercent: number | null;
  /** `own_text`: the company's words. */
  cancellationText: string | null;
}

export const CANCELLATION_KINDS = ["not_stated", "free_until", "own_text"] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const NO_CANCELLATION_POLICY: CancellationPolicy = {
  cancellation: "not_stated",
  freeCancellationDays: null,
  cancellationSharePercent: null,
  cancellationText: null,
};

/** The bounds, held by the database's checks too (migration 0027) and named in the messages. */
export const CANCELLATION_LIMITS = { days: 365, text: 1000 } as const;

export const CANCELLATION_MESSAGES = {
  cancellation: "Choose a cancellation policy",
  freeCancellationDays: "The days before pick-up must be a whole number from 0 to 365",
  cancellationSharePercent: "The share of the total must be a whole percent from 0 to 100",
  cancellationText: "Write the cancellation policy in 1 to 1000 characters",
} as const;

/** The policy's fields in the profile's form, checked again by the server. */
export const cancellationPolicyFields = z.object({
  cancellation: z.enum(CANCELLATION_KINDS, { error: CANCELLATION_MESSAGES.cancellation }),
  freeCancellationDays: wholeNumberField(
    0,
    CANCELLATION_LIMITS.days,
    CANCELLATION_MESSAGES.freeCancellationDays,
  ).nullable(),
  cancellationSharePercent: wholeNumberField(0, 100, CANCELLATION_MESSAGES.cancellationSharePercent).nullable(),
  cancellationText: optionalTextField(CANCELLATION_LIMITS.text, CANCELLATION_MESSAGES.cancellationText),
});

/** The chosen kind needs its own fields; the others' are dropped (`withCancellationFieldsUsed`). */
export function checkCancellationPolicy(policy: CancellationPolicy, ctx: z.RefinementCtx) {
  const missing = (field: keyof typeof CANCELLATION_MESSAGES) =>
    ctx.addIssue({ code: "custom", path: [field], message: CANCELLATION_MESSAGES[field] });
  if (policy.cancellation === "free_until") {
    if (policy.freeCancellationDays === null) missing("freeCancellationDays");
    if (policy.cancellationSharePercent === null) missing("cancellationSharePercent");
  }
  if (policy.cancellation === "own_text" && policy.cancellationText === null) missing("cancellationText");
}

/** Keeps only what the chosen kind uses. */
export const withCancellationFieldsUsed = <Policy extends CancellationPolicy>(policy: Policy): Policy => ({
  ...policy,
  freeCancellationDays: policy.cancellation === "free_until" ? policy.freeCancellationDays : null,
  cancellationSharePercent: policy.cancellation === "free_until" ? policy.cancellationSharePercent : null,
  cancellationText: policy.cancellation === "own_text" ? policy.cancellationText : null,
});

/** The policy alone, out of a row or terms that hold more. */
export const cancellationPolicyOf = (from: CancellationPolicy): CancellationPolicy => ({
  cancellation: from.cancellation,
  freeCancellationDays: from.freeCancellationDays,
  cancellationSharePercent: from.cancellationSharePercent,
  cancellationText: from.cancellationText,
});

/**
 * What withdrawing a request on `today` would cost under its policy; nothing is ever charged by
 * the product, this only says what the company may ask.
 * - A request the company has not confirmed costs nothing: it holds no vehicle yet.
 * - `free_until` N days, P %: free while the pick-up day is more than N days away; from N days
 *   before it (exactly N included), the pick-up day and after, P % of the total, to the cent.
 * - The company's own words or no policy: the product cannot put a figure on them.
 */
export type CancellationCost =
  | { kind: "nothing"; reason: "not_confirmed" | "in_time" }
  | { kind: "share"; amount: number; percent: number; fromDays: number }
  | { kind: "see_policy"; cancellation: "own_text" | "not_stated" };

export function cancellationCost(options: {
  policy: CancellationPolicy;
  total: number;
  startDate: IsoDate;
  today: IsoDate;
  isConfirmed: boolean;
}): CancellationCost {
  const { policy, total, startDate, today } = options;
  if (!options.isConfirmed) return { kind: "nothing", reason: "not_confirmed" };
  if (policy.cancellation !== "free_until") return { kind: "see_policy", cancellation: policy.cancellation };
  const fromDays = policy.freeCancellationDays ?? 0;
  const percent = policy.cancellationSharePercent ?? 0;
  const daysBeforePickup = rentalDays(today, startDate) - 1;
  if (percent === 0 || daysBeforePickup > fromDays) return { kind: "nothing", reason: "in_time" };
  return { kind: "share", amount: Math.round(total * percent) / 100, percent, fromDays };
}

const fromWhen: Record<Language, (days: number) => string> = {
  en: (days) => (days === 0 ? "from the pick-up day" : `from ${days} ${days === 1 ? "day" : "days"} before pick-up`),
  fr: (days) =>
    days === 0
      ? "à partir du jour de la prise en charge"
      : `à partir de ${days} jour${days === 1 ? "" : "s"} avant la prise en charge`,
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const words = {
  en: {
    free: "Cancelling is free at any time.",
    share: (percent: number, days: number) =>
      `${capitalized(fromWhen.en(days))}, cancelling costs ${percent} % of the total; before that it is free.`,
    notStated: "This company states no cancellation policy: ask it before you book.",
    costShare: (amount: string, percent: number, days: number) =>
      `Cancelling now costs ${amount} under the company's policy: ${percent} % of the total ${fromWhen.en(days)}.`,
    costNothing: "Cancelling now costs nothing under the company's policy.",
    costNotConfirmed: "Withdrawing now costs nothing: the company has not confirmed this request.",
    costOwnText: "What cancelling costs is up to the company's own policy, shown with the request.",
    costNotStated: "The company states no cancellation policy: ask it what cancelling costs.",
    noCharge: "Nothing is charged by this site.",
  },
  fr: {
    free: "L'annulation est gratuite à tout moment.",
    share: (percent: number, days: number) =>
      `${capitalized(fromWhen.fr(days))}, une annulation coûte ${percent} % du total ; avant, elle est gratuite.`,
    notStated: "Cette société n'indique pas de conditions d'annulation : demandez-les-lui avant de réserver.",
    costShare: (amount: string, percent: number, days: number) =>
      `Annuler maintenant coûte ${amount} selon les conditions de la société : ${percent} % du total ${fromWhen.fr(days)}.`,
    costNothing: "Annuler maintenant ne coûte rien selon les conditions de la société.",
    costNotConfirmed: "Retirer la demande maintenant ne coûte rien : la société ne l'a pas encore confirmée.",
    costOwnText: "Le coût d'une annulation dépend des conditions propres de la société, indiquées avec la demande.",
    costNotStated: "La société n'indique pas de conditions d'annulation : demandez-lui ce qu'une annulation coûte.",
    noCharge: "Ce site ne prélève rien.",
  },
} satisfies Record<Language, unknown>;

/**
 * The policy in a sentence for the renter ("From 7 days before pick-up, cancelling costs 30 % of
 * the total; before that it is free."); the company's own words are its text, as written.
 */
export function cancellationPolicySentence(policy: CancellationPolicy, language: Language): string {
  const say = words[language];
  switch (policy.cancellation) {
    case "own_text":
      return policy.cancellationText ?? "";
    case "not_stated":
      return say.notStated;
    case "free_until": {
      const percent = policy.cancellationSharePercent ?? 0;
      return percent === 0 ? say.free : say.share(percent, policy.freeCancellationDays ?? 0);
    }
  }
}

/** What the renter reads before confirming a cancellation; `money` writes the share's amount. */
export function cancellationCostSentence(
  cost: CancellationCost,
  language: Language,
  money: (amount: number) => string,
): string {
  const say = words[language];
  const first =
    cost.kind === "share"
      ? say.costShare(money(cost.amount), cost.percent, cost.fromDays)
      : cost.kind === "nothing"
        ? cost.reason === "not_confirmed"
          ? say.costNotConfirmed
          : say.costNothing
        : cost.cancellation === "own_text"
          ? say.costOwnText
          : say.costNotStated;
  return `${first} ${say.noCharge}`;
}
