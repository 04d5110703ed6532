import type { FastifyInstance } from "fastify";
import { adminVehicleRoutes } from "./admin-routes";
import { imageUploadBudget } from "./image-uploads";
import { ownerVehicleRoutes } from "./owner-routes";
import { publicVehicleRoutes } from "./public-routes";

export async function vehicleRoutes(app: FastifyInstance, options: { imageUploadsPerMinute: number }) {
  // One budget for both doors an image comes in by.
  const chargeImageUpload = imageUploadBudget(app.rateLimits, options.imageUploadsPerMinute);
  app.addHook("onResponse", chargeImageUpload.release);
  app.addHook("onRequestAbort", chargeImageUpload.release);
  await app.register(publicVehicleRoutes);
  await app.register(ownerVehicleRoutes, { chargeImageUpload });
  await app.register(adminVehicleRoutes, { chargeImageUpload });
}
