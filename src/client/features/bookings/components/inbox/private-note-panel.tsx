import { type FormEvent, useState } from "react";
import type { CompanyBooking } from "../../../../../domain/contracts/requests/request-schema";
import { REVIEW_TEXT_MAX } from "../../../../../domain/reviews/review-rules";
import { FormField } from "../../../../components/form-field";
import { QueryState } from "../../../../components/query-state";
import { Button } from "../../../../components/ui/button";
import { Textarea } from "../../../../components/ui/textarea";
import { ApiError } from "../../../../lib/api";
import { useI18n } from "../../../../lib/i18n";
import { useCompanyNote, useWriteCompanyNote } from "../../api/company-note";

/**
 * The company's private note on a completed rental (docs/product-rules.md, "Reviews"): for its own
 * records, never published; writing it publishes the renter's review, if written.
 */
export function PrivateNotePanel({ booking }: { booking: CompanyBooking }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const note = useCompanyNote(booking.id, open && booking.status === "completed");
  if (booking.status !== "completed") return null;
  return (
    <details
      className="rounded-md border p-3"
      data-testid="private-note-panel"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">{t("Private note on this rental")}</summary>
      <p className="mt-1 text-muted-foreground">
        {t("Only your company sees it. Writing it publishes the renter's review, if they wrote one.")}
      </p>
      {note.data ? (
        <NoteForm bookingId={booking.id} saved={note.data.note ?? ""} />
      ) : (
        <QueryState
          isLoading={note.isPending && open}
          error={note.error}
          fallback="Failed to load the note"
          label="the note"
        />
      )}
    </details>
  );
}

function NoteForm({ bookingId, saved }: { bookingId: number; saved: string }) {
  const { t } = useI18n();
  const write = useWriteCompanyNote();
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    write.mutate(
      { id: bookingId, note: text },
      { onError: (failure) => failure instanceof ApiError && setError(failure.fieldErrors.note) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <FormField label={t("Note")} error={error}>
        <Textarea value={text} maxLength={REVIEW_TEXT_MAX} rows={3} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Button type="submit" size="sm" disabled={write.isPending || text.trim() === ""}>
        {write.isPending ? t("Saving...") : t("Save note")}
      </Button>
    </form>
  );
}
