import { z } from "zod";
import { endpoint } from "../endpoint";
import { imageParams, imageQuery } from "../images";

const imageHeaders = {
  ETag: { type: "string", description: "The image's version; send it back in If-None-Match for a 304" },
  "Cache-Control": { type: "string", description: "Kept for a year: an image id never changes content" },
} as const;

export const imageEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/images/:id",
    operationId: "getImage",
    summary:
      "A stored vehicle image as WebP (variant thumb: 480 px wide; medium: 800; full: up to 1600; share: 1200×630)",
    tags: ["images"],
    access: "public",
    params: imageParams,
    query: imageQuery,
    responses: {
      200: {
        description: "The image",
        contentType: "image/webp",
        schema: z.string().meta({ format: "binary" }),
        headers: imageHeaders,
      },
      304: { description: "The image the client holds is current", headers: imageHeaders },
    },
  }),
};
