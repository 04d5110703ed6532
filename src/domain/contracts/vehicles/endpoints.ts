import { z } from "zod";
import { GALLERY_MAX_PHOTOS } from "../../images";
import { cachedAnswerHeaders } from "../common";
import { companyParams } from "../companies";
import { endpoint } from "../endpoint";
import {
  adminVehicleEditBody,
  archiveBody,
  COMPANY_FLEET_LIMIT,
  deletedVehicle,
  galleryOrderBody,
  galleryUploadBody,
  publicVehicle,
  VEHICLE_PAGE,
  vehicle,
  vehicleBody,
  vehicleDetail,
  vehicleFacets,
  vehicleFiltersQuery,
  vehicleImageParams,
  vehicleParams,
  vehicleQuote,
  vehicleQuoteQuery,
  vehicleSearchQuery,
  vehicleTypeBody,
} from "../vehicles";

const pageHeaders = {
  ...cachedAnswerHeaders,
  "X-Total-Count": { type: "integer", description: "How many vehicles match the filters, over all pages" },
  Link: {
    type: "string",
    description: 'The neighbouring pages, RFC 8288: `</api/vehicles?…&page=3>; rel="next", <…&page=1>; rel="prev"`',
  },
} as const;

export const vehicleEndpoints = {
  search: endpoint({
    method: "GET",
    path: "/api/vehicles",
    operationId: "searchVehicles",
    summary: "One page of listed vehicles, filtered; start/end keep only vehicles free on every day between",
    description:
      `Featured companies' vehicles first, then by id. \`page\` from 1, \`pageSize\` ${VEHICLE_PAGE.defaultSize} ` +
      `unless given, at most ${VEHICLE_PAGE.maxSize}. The body is the page's plain list; the total is in ` +
      "`X-Total-Count`, the neighbouring pages in `Link`.",
    tags: ["marketplace"],
    access: "public",
    query: vehicleSearchQuery,
    responses: { 200: { description: "The page's vehicles", schema: z.array(publicVehicle), headers: pageHeaders } },
  }),
  facets: endpoint({
    method: "GET",
    path: "/api/vehicles/facets",
    operationId: "getVehicleFacets",
    summary: "Counts and ranges of the listed vehicles matching the filters (sliders, Home's type cards)",
    tags: ["marketplace"],
    access: "public",
    query: vehicleFiltersQuery,
    responses: { 200: { description: "The facets", schema: vehicleFacets, headers: cachedAnswerHeaders } },
  }),
  listCompanyListed: endpoint({
    method: "GET",
    path: "/api/companies/:id/vehicles",
    operationId: "listCompanyVehicles",
    summary: `A public company's listed vehicles, cheapest first (at most ${COMPANY_FLEET_LIMIT})`,
    tags: ["marketplace"],
    access: "public",
    params: companyParams,
    responses: {
      200: {
        description: "The company's listed vehicles",
        schema: z.array(publicVehicle).max(COMPANY_FLEET_LIMIT),
        headers: cachedAnswerHeaders,
      },
    },
  }),
  get: endpoint({
    method: "GET",
    path: "/api/vehicles/:id",
    operationId: "getVehicle",
    summary: "A vehicle's public fields and its photos in order (the first is the cover)",
    description:
      "Anyone for a listed vehicle (served from the public answer cache); the vehicle's company and admins " +
      "for one that is not. Anyone else hears 404, as for a vehicle that does not exist.",
    tags: ["marketplace"],
    access: "public",
    params: vehicleParams,
    responses: { 200: { description: "The vehicle", schema: vehicleDetail, headers: cachedAnswerHeaders } },
  }),
  quote: endpoint({
    method: "GET",
    path: "/api/vehicles/:id/quote",
    operationId: "getVehicleQuote",
    summary: "What a rental of the vehicle costs for these dates, line by line, in its company's currency",
    description:
      "The one price the booking form, the WhatsApp text and a recorded request use: days at each rate, and a " +
      "cap line when a longer rental of up to 30 more days would cost less. Dates follow the booking period's " +
      "rules; `pickup` and `dropoff` are among the five places. Anyone for a listed vehicle (from the public " +
      "answer cache); the vehicle's company and admins for one that is not; anyone else hears 404.",
    tags: ["marketplace"],
    access: "public",
    params: vehicleParams,
    query: vehicleQuoteQuery,
    responses: { 200: { description: "The price", schema: vehicleQuote, headers: cachedAnswerHeaders } },
  }),
  addImage: endpoint({
    method: "POST",
    path: "/api/vehicles/:id/images",
    operationId: "addVehicleImage",
    summary: `Add a photo to the end of a vehicle's gallery (at most ${GALLERY_MAX_PHOTOS}; the first is the cover)`,
    description:
      "The image is a data URL of a JPEG, PNG, WebP or AVIF of at most 5 MB and 25 megapixels, stored as " +
      "WebP in four variants. A full gallery answers 409. The answer is the vehicle with its gallery.",
    tags: ["vehicles"],
    access: "user",
    params: vehicleParams,
    body: galleryUploadBody,
    responses: { 201: vehicleDetail },
    refusals: [409, 429],
  }),
  removeImage: endpoint({
    method: "DELETE",
    path: "/api/vehicles/:id/images/:imageId",
    operationId: "removeVehicleImage",
    summary: "Remove a photo from a vehicle's gallery (without the cover, the next photo becomes it)",
    tags: ["vehicles"],
    access: "user",
    params: vehicleImageParams,
    responses: { 200: vehicleDetail },
  }),
  orderImages: endpoint({
    method: "PUT",
    path: "/api/vehicles/:id/images/order",
    operationId: "orderVehicleImages",
    summary: "Put a vehicle's photos in a new order: every photo's id once; the first becomes the cover",
    tags: ["vehicles"],
    access: "user",
    params: vehicleParams,
    body: galleryOrderBody,
    responses: { 200: vehicleDetail },
  }),
  listOwn: endpoint({
    method: "GET",
    path: "/api/company/vehicles",
    operationId: "listOwnVehicles",
    summary: "The logged-in company's vehicles, archived ones included",
    tags: ["company"],
    access: "company",
    responses: { 200: z.array(vehicle) },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/vehicles",
    operationId: "createVehicle",
    summary: "Add a vehicle to the company's fleet (image: data URL or https URL)",
    tags: ["vehicles"],
    access: "user",
    body: vehicleBody,
    responses: { 201: vehicle },
    // 404: a row the body refers to (its company, an image) does not exist.
    refusals: [403, 404, 429],
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/vehicles/:id",
    operationId: "updateVehicle",
    summary: "Update a vehicle (the same fields as create; image left out keeps the current one)",
    tags: ["vehicles"],
    access: "user",
    params: vehicleParams,
    body: vehicleBody,
    responses: { 200: vehicle },
    refusals: [429],
  }),
  delete: endpoint({
    method: "DELETE",
    path: "/api/vehicles/:id",
    operationId: "deleteVehicle",
    summary:
      "Delete a vehicle permanently with its past bookings, reviews, unavailability periods and image; refused (409) while it has pending or upcoming bookings",
    tags: ["vehicles"],
    access: "user",
    params: vehicleParams,
    responses: { 200: deletedVehicle },
    refusals: [409],
  }),
  archive: endpoint({
    method: "PATCH",
    path: "/api/vehicles/:id/archive",
    operationId: "archiveVehicle",
    summary:
      "Archive or unarchive a vehicle (admins, and the vehicle's own company); archiving declines its pending requests",
    tags: ["vehicles"],
    access: "user",
    params: vehicleParams,
    body: archiveBody,
    responses: { 200: vehicle },
  }),
  listAll: endpoint({
    method: "GET",
    path: "/api/admin/vehicles",
    operationId: "listAllVehicles",
    summary: "Every vehicle, archived ones included, with its company",
    tags: ["admin"],
    access: "admin",
    responses: { 200: z.array(vehicle) },
  }),
  adminEdit: endpoint({
    method: "PATCH",
    path: "/api/admin/vehicles/:id",
    operationId: "editVehicleAsAdmin",
    summary:
      "Edit a vehicle's fields (only those sent; company, createdAt and updatedAt are ignored; an unchanged past expiry date is kept)",
    tags: ["admin"],
    access: "admin",
    params: vehicleParams,
    body: adminVehicleEditBody,
    responses: { 200: vehicle },
    refusals: [429],
  }),
  updateType: endpoint({
    method: "PATCH",
    path: "/api/admin/vehicles/:id/type",
    operationId: "updateVehicleType",
    summary: "Change only a vehicle's type",
    tags: ["admin"],
    access: "admin",
    params: vehicleParams,
    body: vehicleTypeBody,
    responses: { 200: vehicle },
  }),
};
