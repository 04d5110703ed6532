import { z } from "zod";
import { vehicleAvailability, vehicleAvailabilityQuery } from "../availability";
import { cachedAnswerHeaders, messageResponse } from "../common";
import { endpoint } from "../endpoint";
import { calendarQuery, companyCalendar, period, periodBody, periodParams } from "../unavailability";
import { vehicleParams } from "../vehicles";

export const unavailabilityEndpoints = {
  availability: endpoint({
    method: "GET",
    path: "/api/vehicles/:id/availability",
    operationId: "getVehicleAvailability",
    summary: "A listed vehicle's busy days (confirmed bookings and unavailability, merged, without reasons)",
    tags: ["marketplace"],
    access: "public",
    params: vehicleParams,
    query: vehicleAvailabilityQuery,
    responses: { 200: { description: "The busy days", schema: vehicleAvailability, headers: cachedAnswerHeaders } },
  }),
  list: endpoint({
    method: "GET",
    path: "/api/vehicles/:id/unavailability",
    operationId: "listUnavailability",
    summary: "A vehicle's unavailability periods (its company or an admin)",
    tags: ["unavailability"],
    access: "user",
    params: vehicleParams,
    responses: { 200: z.array(period) },
    refusals: [403],
  }),
  add: endpoint({
    method: "POST",
    path: "/api/vehicles/:id/unavailability",
    operationId: "addUnavailability",
    summary: "Mark a vehicle unavailable for a range of days (ISO instants or dates; stored as days)",
    tags: ["unavailability"],
    access: "user",
    params: vehicleParams,
    body: periodBody,
    responses: { 201: period },
    refusals: [409],
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/vehicles/:vehicleId/unavailability/:periodId",
    operationId: "removeUnavailability",
    summary: "Remove one of a vehicle's unavailability periods",
    tags: ["unavailability"],
    access: "user",
    params: periodParams,
    responses: { 200: messageResponse },
    refusals: [409],
  }),
  companyCalendar: endpoint({
    method: "GET",
    path: "/api/company/calendar",
    operationId: "getCompanyCalendar",
    summary: "Every unavailability period and confirmed booking of the company's vehicles in a month",
    tags: ["company"],
    access: "company",
    query: calendarQuery,
    responses: { 200: companyCalendar },
  }),
};
