import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import type { Vehicle } from "../../../lib/types";
import { invalidateFleet, type VehiclePayload } from "./invalidate-fleet";

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: VehiclePayload) => apiRequest<Vehicle>("POST", "/api/vehicles", payload),
    onSuccess: () => invalidateFleet(queryClient),
  });
}
