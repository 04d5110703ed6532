import { useQueries } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useSearch } from "wouter";
import {
  type CompanyBooking,
  INBOX_FILTERS,
  type InboxFilter,
} from "../../../../../domain/contracts/requests/request-schema";
import type { Translate } from "../../../../../domain/i18n/translate";
import { requestsSupersededBy } from "../../../../../domain/requests/superseded";
import { type BookingDecision, useChangeBookingStatus } from "../../../../api/change-booking-status";
import { useCompanyBookingCounts } from "../../../../api/get-company-booking-counts";
import { companyBookingsQuery } from "../../../../api/get-company-bookings";
import { PendingCount } from "../../../../components/pending-count";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { useI18n } from "../../../../lib/i18n";
import { DecisionDialog } from "./decision-dialog";
import { InboxList } from "./inbox-list";

const TAB_LABELS: Record<InboxFilter, string> = {
  pending: "Pending",
  upcoming: "Upcoming",
  past: "Past",
  closed: "Declined / cancelled / expired",
};

interface Deciding {
  booking: CompanyBooking;
  decision: BookingDecision;
  overlapping: CompanyBooking[];
}

/**
 * The company's inbox (docs/product-rules.md, "The company's inbox"): the bookings of its vehicles
 * under four tabs with their counts, the number waiting beside the heading, and Approve / Decline
 * through a dialog taking a message to the renter. The dashboard and My Bookings both show it.
 * `?request=<reference>` (the link in the company's mails and the renter's WhatsApp) opens the tab
 * holding that request and marks it.
 */
export function CompanyInbox() {
  const { t } = useI18n();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const counts = useCompanyBookingCounts(true);
  const changeStatus = useChangeBookingStatus();
  const [filter, setFilter] = useState<InboxFilter>("pending");
  const named = useNamedRequest(setFilter);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [outcome, setOutcome] = useState("");
  // After a decision the request leaves its tab with the button that opened the dialog: focus
  // goes to the inbox's heading instead of being lost.
  const decided = useRef(false);

  const decide = (message: string) => {
    if (!deciding) return;
    const { booking, decision } = deciding;
    setOutcome("");
    changeStatus.mutate(
      { id: booking.id, status: decision, message: message || undefined },
      {
        onSuccess: () => {
          setOutcome(outcomeText(t, deciding));
          decided.current = true;
          setDeciding(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <div className="flex items-center gap-2">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t("Vehicle Bookings")}
          </h2>
          <PendingCount count={counts.data?.pending} />
        </div>
        <p className="text-sm text-muted-foreground">{t("Requests for your company's vehicles, newest first.")}</p>
      </div>
      <p
        role="status"
        className={outcome ? "rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm" : "sr-only"}
      >
        {outcome}
      </p>
      <Tabs value={filter} onValueChange={(value) => setFilter(value as InboxFilter)}>
        <TabsList aria-label={t("Show bookings")}>
          {INBOX_FILTERS.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="flex-initial px-3 py-1.5 whitespace-normal">
              {t(TAB_LABELS[tab])}
              {counts.data && (
                <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">
                  {counts.data[tab]}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {INBOX_FILTERS.map((tab) => (
          <TabsContent key={tab} value={tab} className="pt-2">
            <InboxList
              filter={tab}
              named={named}
              onDecide={(booking, decision, shown) =>
                setDeciding({
                  booking,
                  decision,
                  overlapping: decision === "confirmed" ? requestsSupersededBy(booking, shown) : [],
                })
              }
            />
          </TabsContent>
        ))}
      </Tabs>
      {deciding && (
        <DecisionDialog
          key={deciding.booking.id}
          booking={deciding.booking}
          decision={deciding.decision}
          overlapping={deciding.overlapping}
          isSaving={changeStatus.isPending}
          onDecide={decide}
          onClose={() => setDeciding(null)}
          onCloseAutoFocus={(event) => {
            if (!decided.current) return;
            decided.current = false;
            event.preventDefault();
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}

/**
 * The reference the address names, if any; once the tab holding it is known (every tab is fetched
 * only for such a link), that tab is shown, once, so the company can still move on to another.
 */
function useNamedRequest(showTab: (tab: InboxFilter) => void): string | null {
  const named = new URLSearchParams(useSearch()).get("request");
  const lists = useQueries({
    queries: INBOX_FILTERS.map((tab) => ({ ...companyBookingsQuery(tab), enabled: named !== null })),
  });
  const holding = INBOX_FILTERS.find((_, i) => lists[i]?.data?.some((booking) => booking.reference === named));
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!holding || !named || shown.current === named) return;
    shown.current = named;
    showTab(holding);
  }, [holding, named, showTab]);
  return named;
}

/** What the status line says once a decision is saved. */
function outcomeText(t: Translate, { booking, decision, overlapping }: Deciding): string {
  const name = (b: CompanyBooking) => b.reference ?? t("Booking #{{id}}", { id: b.id });
  if (decision === "rejected") return t("{{request}} declined.", { request: name(booking) });
  if (overlapping.length === 0) return t("{{request}} approved.", { request: name(booking) });
  return t("{{request}} approved. Declined as they shared its days: {{references}}.", {
    request: name(booking),
    references: overlapping.map(name).join(", "),
  });
}
