import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewEndpoints } from "../../../../domain/contracts/reviews/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { useApiMutation } from "../../../lib/use-api-mutation";

/** GET /api/company/bookings/{id}/note: the company's private note on a rental. */
const companyNoteQuery = (bookingId: number) =>
  queryOptions({
    queryKey: queryKeys.companyNote(bookingId),
    queryFn: () => call(reviewEndpoints.getNote, { params: { id: bookingId } }),
  });

export const useCompanyNote = (bookingId: number, enabled: boolean) =>
  useQuery({ ...companyNoteQuery(bookingId), enabled });

/** PUT /api/company/bookings/{id}/note: written, it also publishes the renter's review if they wrote one. */
export const writeCompanyNote = ({ id, note }: { id: number; note: string }) =>
  call(reviewEndpoints.putNote, { params: { id }, body: { note } });

export const useWriteCompanyNote = () =>
  useApiMutation({
    mutationFn: writeCompanyNote,
    successToast: "Note saved. Only your company sees it.",
    errorFallback: "Failed to save the note",
    invalidates: (note) => [queryKeys.companyNote(note.bookingId), queryKeys.reviews.all],
  });
