import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { invalidateFleet } from "./invalidate-fleet";

export interface DeleteVehicleResponse {
  message?: string;
  details?: string;
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<DeleteVehicleResponse>("DELETE", `/api/vehicles/${id}`),
    onSuccess: () =>
      Promise.all([
        invalidateFleet(queryClient),
        // The vehicle's bookings went with it.
        queryClient.invalidateQueries({ queryKey: ["/api/company/bookings"] }),
      ]),
  });
}
