import { ArrowLeft, CircleCheck } from "lucide-react";
import { useState } from "react";
import type { CompanyBooking } from "../../../domain/contracts/requests/request-schema";
import type { HandoverRow } from "../../../domain/contracts/requests/today-schema";
import { addDays, formatLongDate } from "../../../domain/dates";
import { bookingPhotoUrl, HandoverRecords } from "../../components/handover-records";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { useHandovers } from "./api/get-handovers";
import { HandoverForm } from "./components/handover-form";
import { TodayRow } from "./components/today-row";
import { rowKey, useKeptHandovers } from "./use-kept-handovers";

type Step =
  | { kind: "list" }
  | { kind: "handover"; row: HandoverRow }
  | { kind: "done"; row: HandoverRow; booking: CompanyBooking };

/**
 * The company's Today (docs/product-rules.md, "Handover"): the pick-ups and returns due today and
 * tomorrow, the late ones first, each a tap away from its handover; made for a phone held in one hand.
 */
export default function TodayPage() {
  const { t, language } = useI18n();
  const query = useHandovers();
  const { kept, keep } = useKeptHandovers();
  const [step, setStep] = useState<Step>({ kind: "list" });
  const backToList = () => {
    setStep({ kind: "list" });
    window.scrollTo({ top: 0 });
  };

  if (step.kind !== "list") {
    return (
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-4">
        <Button variant="ghost" className="h-12 px-2 text-base" onClick={backToList}>
          <ArrowLeft aria-hidden className="size-5" />
          {t("Back to Today")}
        </Button>
        {step.kind === "handover" ? (
          <HandoverForm
            row={step.row}
            onDone={(booking) => {
              setStep({ kind: "done", row: step.row, booking });
              window.scrollTo({ top: 0 });
            }}
            onKeep={(handover) => {
              void keep(step.row.booking.id, handover);
              backToList();
            }}
          />
        ) : (
          <HandoverDone row={step.row} booking={step.booking} onBack={backToList} />
        )}
      </main>
    );
  }

  const rows = query.data?.rows ?? [];
  const today = query.data?.today ?? "";
  const groups = [
    { title: t("Late"), rows: rows.filter((row) => row.isLate) },
    { title: t("Today"), date: today, rows: rows.filter((row) => !row.isLate && row.date === today) },
    {
      title: t("Tomorrow"),
      date: today && addDays(today, 1),
      rows: rows.filter((row) => !row.isLate && row.date !== today),
    },
  ];
  return (
    <main className="mx-auto max-w-2xl space-y-5 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t("Today")}</h1>
        <p className="text-muted-foreground">
          {t("Pick-ups and returns for today and tomorrow. Times are Dominica time.")}
        </p>
      </div>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        fallback="Failed to load today's handovers"
        label="handovers"
      />
      {query.data && rows.length === 0 && (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          {t("No pick-ups or returns today or tomorrow.")}
        </p>
      )}
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <section key={group.title} aria-labelledby={`today-${group.title}`} className="space-y-3">
            <h2 id={`today-${group.title}`} className="text-lg font-semibold">
              {group.title}
              {group.date && (
                <span className="font-normal text-muted-foreground"> · {formatLongDate(group.date, language)}</span>
              )}
            </h2>
            <ul className="space-y-3">
              {group.rows.map((row) => (
                <TodayRow
                  key={`${row.kind}-${row.booking.id}`}
                  row={row}
                  kept={kept.get(rowKey(row.booking.id, row.kind))}
                  onStart={() => {
                    setStep({ kind: "handover", row });
                    window.scrollTo({ top: 0 });
                  }}
                />
              ))}
            </ul>
          </section>
        ))}
    </main>
  );
}

/** What was recorded, and for a return that the rental is completed. */
function HandoverDone({ row, booking, onBack }: { row: HandoverRow; booking: CompanyBooking; onBack: () => void }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="handover-done" className="space-y-4" data-testid="handover-done">
      <div role="status" className="flex items-start gap-3 rounded-lg border border-green-700/30 bg-green-50 p-4">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div>
          <h2 id="handover-done" className="text-lg font-semibold">
            {row.kind === "pick-up" ? t("Pick-up recorded") : t("Return recorded")}
          </h2>
          <p>
            {booking.status === "completed"
              ? t("The booking is completed.")
              : t("The renter can see this record on their booking's page.")}
          </p>
        </div>
      </div>
      <HandoverRecords handovers={booking.handovers} photoUrl={bookingPhotoUrl(booking.id)} />
      <Button className="h-12 w-full text-base" onClick={onBack}>
        {t("Back to Today")}
      </Button>
    </section>
  );
}
