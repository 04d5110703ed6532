import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";
import { invalidateFleet, type VehiclePayload } from "./invalidate-fleet";
import type { Vehicle } from "./types";

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: VehiclePayload) => apiRequest<Vehicle>("POST", "/api/vehicles", payload),
    onSuccess: () => invalidateFleet(queryClient),
  });
}
