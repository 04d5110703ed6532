import { Check } from "lucide-react";
import type { BookingRequestView } from "../../../../domain/contracts/requests/visitor-request-schema";
import { formatDominicaTime } from "../../../../domain/requests/mails";
import { useI18n } from "../../../lib/i18n";
import { STEP_LABELS } from "../request-status";

/** The steps the request went through, oldest first, each with its time in Dominica. */
export function RequestTimeline({ timeline }: { timeline: BookingRequestView["timeline"] }) {
  const { t, language } = useI18n();
  return (
    <ol className="space-y-3" data-testid="request-timeline">
      {timeline.map(({ step, at }) => (
        <li key={step} className="flex items-start gap-3">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Check aria-hidden className="size-3" />
          </span>
          <div>
            <p className="font-medium">{t(STEP_LABELS[step])}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={at}>{formatDominicaTime(new Date(at), language)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
