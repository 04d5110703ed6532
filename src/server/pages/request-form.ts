import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { getVehicle } from "../../client/api/get-vehicle";
import { ApiError, call } from "../../client/lib/api";
import { paths } from "../../client/lib/paths";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { IDEMPOTENCY_KEY_HEADER } from "../../domain/contracts/idempotency";
import { bookingInquiryDefaults } from "../../domain/contracts/requests/inquiry-schema";
import type { BookingRequestCreated } from "../../domain/contracts/requests/visitor-request-schema";
import { searchedPlaces } from "../../domain/rental-places";
import { pricedChoices, type RentalTerms } from "../../domain/rental-terms";
import { periodFromSearch, pickupFromSearch } from "../../domain/vehicle-search-url";
import { STILL_ANSWERING } from "../api/idempotency";
import { visitorChoices } from "./choices";
import { headHtml } from "./head-html";
import { escapeHtml } from "./html";
import { withApp } from "./in-process-fetch";
import { FORM_KEY_FIELD, formKey, requestBodyFromForm, type TypedForm, typedForm } from "./request-form-fields";
import { requestFormHtml, requestReceiptHtml } from "./request-form-page";
import { translatorFor } from "./translator";

type Vehicle = Awaited<ReturnType<typeof getVehicle>>;
interface ApiRefusal {
  message?: string;
  errors?: { field: string; message: string }[];
}

const newFormKey = () => randomBytes(18).toString("base64url");

/**
 * The form's first values: the app's defaults (the dates and the searched pick-up place the vehicle
 * page had, as its dialog starts with them), every field a string.
 */
function defaultForm(vehicle: Vehicle, terms: RentalTerms, search: string): TypedForm {
  const defaults = bookingInquiryDefaults(
    periodFromSearch(search),
    pricedChoices(terms, vehicle.id),
    searchedPlaces(terms, pickupFromSearch(search)),
  );
  const typed: TypedForm = { [FORM_KEY_FIELD]: newFormKey() };
  for (const [name, value] of Object.entries(defaults)) {
    if (typeof value === "boolean") typed[name] = value ? "on" : "";
    else if (typeof value === "string" || typeof value === "number") typed[name] = String(value);
  }
  return typed;
}

/** Field messages from the API's refusal; one without a field is the form's (`""`). */
function refusalMessages(refusal: ApiRefusal): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of refusal.errors ?? []) errors[field] ??= message;
  if (!refusal.errors?.length) errors[""] = refusal.message ?? "Something went wrong";
  return errors;
}

/**
 * The booking request as a plain HTML form (docs/decisions/no-script-pages.md): the
 * vehicle page's Book Now, before or without the app, opens `GET /vehicles/:id/request`; its `POST`
 * goes through `POST /api/booking-requests` in-process, so the one schema, the per-address limit,
 * the Idempotency-Key (a hidden field) and the one recording path apply as they do to the app. The
 * cross-site check is the security plugin's, as for every write. A recorded request is answered
 * with its receipt; a refusal with the form again, the messages beside their fields.
 */
export async function requestFormRoutes(app: FastifyInstance) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );

  const pageOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const { language, currency } = visitorChoices(request, reply);
    const { id } = request.params as { id: string };
    const t = translatorFor(language);
    // What was typed and the form's key are no cache's to keep. Not keepPrivate's `no-referrer`: under
    // it the browser sends the form's POST with `Origin: null`, which the cross-site check refuses.
    reply.header("Cache-Control", "no-store");
    try {
      const loaded = await withApp(app, async () => {
        const vehicle = await getVehicle(id);
        const terms = await call(companyEndpoints.getRentalTerms, { params: { id: vehicle.companyId } });
        return { vehicle, terms };
      });
      const send = (status: number, markup: string) => {
        const head = headHtml(
          { title: `${t("Book Now")} — ${loaded.vehicle.make} ${loaded.vehicle.model}`, noindex: true },
          { language, languageInAddress: false },
        );
        return app.sendPlainPage(reply.code(status), head, markup, { language, currency });
      };
      return { ...loaded, language, currency, t, send };
    } catch (error) {
      if (!(error instanceof ApiError) || ![400, 404].includes(error.status)) throw error;
      const head = headHtml({ title: t("Vehicle not found"), noindex: true }, { language, languageInAddress: false });
      await app.sendPlainPage(
        reply.code(404),
        head,
        `<main class="mx-auto max-w-md px-4 py-24 text-center"><h1 class="text-3xl font-bold">${escapeHtml(t("Vehicle not found"))}</h1></main>`,
        { language, currency },
      );
      return undefined;
    }
  };

  app.get(paths.vehicleRequest(":id"), { schema: { hide: true } }, async (request, reply) => {
    const page = await pageOf(request, reply);
    if (!page) return reply;
    const [, search = ""] = request.url.split("?", 2);
    const typed = defaultForm(page.vehicle, page.terms, search);
    return page.send(
      200,
      requestFormHtml({ ...page, action: paths.vehicleRequest(page.vehicle.id), typed, errors: {} }),
    );
  });

  app.post(paths.vehicleRequest(":id"), { schema: { hide: true } }, async (request, reply) => {
    const page = await pageOf(request, reply);
    if (!page) return reply;
    const typed = typedForm(request.body instanceof URLSearchParams ? request.body : new URLSearchParams());
    const key = formKey(typed);
    const answer = await app.inject({
      method: "POST",
      url: "/api/booking-requests",
      remoteAddress: request.ip,
      headers: {
        "content-type": "application/json",
        ...(request.headers.cookie && { cookie: request.headers.cookie }),
        ...(key && { [IDEMPOTENCY_KEY_HEADER]: key }),
      },
      payload: requestBodyFromForm(typed, {
        vehicleId: page.vehicle.id,
        language: page.language,
        currency: page.currency,
      }),
    });
    if (answer.statusCode === 201) {
      const created = answer.json<BookingRequestCreated>();
      return page.send(
        201,
        requestReceiptHtml(created, {
          vehicle: page.vehicle,
          email: typed.email ?? "",
          language: page.language,
          currency: page.currency,
          t: page.t,
        }),
      );
    }
    const refusal = answer.json<ApiRefusal>();
    // A key is spent by any answer but ours failing (idempotency.ts): the form sent again needs a new one.
    const keepsKey = answer.statusCode >= 500 || refusal.message === STILL_ANSWERING;
    const shown = { ...typed, [FORM_KEY_FIELD]: keepsKey && key ? key : newFormKey() };
    const markup = requestFormHtml({
      ...page,
      action: paths.vehicleRequest(page.vehicle.id),
      typed: shown,
      errors: refusalMessages(refusal),
    });
    return page.send(answer.statusCode, markup);
  });
}
