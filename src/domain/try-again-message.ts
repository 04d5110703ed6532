import { english, type Translate } from "./i18n/translate";

/** A refusal by a limit, saying how long to wait: "Too many …: try again in 15 minutes". */
export const TRY_AGAIN_MESSAGE = "{{reason}}: try again in {{wait}}";
export const MINUTES = "{{count}} minutes";
export const HOURS = "{{count}} hours";

/** How long a refused caller waits, rounded up: in minutes, in hours from two hours on. */
function waitFor(seconds: number): { unit: typeof MINUTES | typeof HOURS; count: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 120 ? { unit: MINUTES, count: minutes } : { unit: HOURS, count: Math.ceil(minutes / 60) };
}

/** English's plural forms, for the server that writes the message (as the English translations have them). */
const englishWait = ({ unit, count }: ReturnType<typeof waitFor>) =>
  english(count === 1 ? unit.replace(/s$/, "") : unit, { count });

export function tryAgainMessage(reason: string, seconds: number): string {
  return english(TRY_AGAIN_MESSAGE, { reason, wait: englishWait(waitFor(seconds)) });
}

/** A `tryAgainMessage` said in another language, or null when `message` is not one. */
export function translateTryAgain(message: string, t: Translate): string | null {
  const match = /^(.+): try again in (\d+) (minute|hour)s?$/.exec(message);
  if (!match?.[1]) return null;
  const unit = match[3] === "hour" ? HOURS : MINUTES;
  return t(TRY_AGAIN_MESSAGE, { reason: t(match[1]), wait: t(unit, { count: Number(match[2]) }) });
}
