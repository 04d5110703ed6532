import type { BookingRequestBody } from "../../domain/contracts/bookings";
import { bookingEndpoints } from "../../domain/contracts/bookings/endpoints";
import { ApiError, call, errorMessage } from "../lib/api";
import { queryKeys } from "../lib/query-keys";
import { useApiMutation } from "../lib/use-api-mutation";

/** POST /api/bookings: a pending booking; the server computes the price. */
export const createBooking = (request: BookingRequestBody) => call(bookingEndpoints.create, { body: request });

/**
 * docs/product-rules.md, "Inquiries and booking requests": a logged-in user's Book Now also records
 * a pending booking. It runs while the dialog closes, so its toasts belong to the mutation, not to
 * the form that started it; the WhatsApp chat opens whatever happens here.
 */
export const useCreateBooking = () =>
  useApiMutation({
    mutationFn: createBooking,
    successToast: "Your booking request has been recorded. You can follow it in My Bookings.",
    errorFallback: "Failed to create booking",
    errorDescription: (error) =>
      error instanceof ApiError ? errorMessage(error, error.message) : "Failed to create booking",
    invalidates: [queryKeys.bookings.mine],
  });
