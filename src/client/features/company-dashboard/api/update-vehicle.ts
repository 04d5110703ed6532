import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { invalidateFleet, type VehiclePayload } from "./invalidate-fleet";
import type { Vehicle } from "./types";

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: VehiclePayload }) =>
      apiRequest<Vehicle>("PATCH", `/api/vehicles/${id}`, payload),
    onSuccess: () => invalidateFleet(queryClient),
  });
}
