import { ApiError, apiRequest, errorMessage } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { toast } from "../../lib/toast";
import { myBookingsQuery } from "../bookings/api";

/**
 * Design.md: a logged-in user's Book Now also records a pending booking. It runs after the dialog
 * has closed, so it lives outside any component; the WhatsApp chat opens whatever happens here.
 */
export async function recordBooking(input: { vehicleId: number; startDate: string; endDate: string }) {
  try {
    await apiRequest("POST", "/api/bookings", input);
    await queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey });
    toast({
      title: "Success",
      description: "Your booking request has been recorded. You can follow it in My Bookings.",
    });
  } catch (error) {
    const description = error instanceof ApiError ? errorMessage(error, error.message) : "Failed to create booking";
    toast({ title: "Error", description, variant: "destructive" });
  }
}
