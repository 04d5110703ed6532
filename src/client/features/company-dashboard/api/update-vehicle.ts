import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { Vehicle } from "../../../lib/types";
import { invalidateFleet, type VehiclePayload } from "./invalidate-fleet";

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: VehiclePayload }) =>
      apiRequest<Vehicle>("PATCH", `/api/vehicles/${id}`, payload),
    onSuccess: () => invalidateFleet(queryClient),
  });
}
