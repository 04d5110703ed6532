import { Download } from "lucide-react";
import { pathOf } from "../../domain/contracts/endpoint";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { CHECK_IN_STATE_LABELS, type CheckInState } from "../../domain/requests/check-in";
import { formatDominicaTime } from "../../domain/requests/mails";
import { useI18n } from "../lib/i18n";
import { Badge } from "./ui/badge";

const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/** How far a booking's check-in came (docs/product-rules.md, "Check-in"), as the company and the renter read it. */
export function CheckInBadge({ state, testId }: { state: CheckInState; testId: string }) {
  const { t } = useI18n();
  return (
    <Badge variant={state === "agreement-signed" ? "default" : "secondary"} data-testid={testId}>
      {t(CHECK_IN_STATE_LABELS[state])}
    </Badge>
  );
}

/** The signed agreement's PDF, served to the vehicle's company and the booking's renter account. */
export function AgreementLink({ bookingId, signedAt }: { bookingId: number; signedAt: string }) {
  const { t, language } = useI18n();
  return (
    <a className={LINK} href={pathOf(requestEndpoints.bookingAgreement, { id: bookingId })} download>
      <Download aria-hidden className="mr-1 inline size-4" />
      {t("Signed agreement (PDF), {{time}}", { time: formatDominicaTime(new Date(signedAt), language) })}
    </a>
  );
}
