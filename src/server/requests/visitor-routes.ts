import type { FastifyInstance } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { LOOKS_AUTOMATED } from "../../domain/contracts/requests/visitor-request-schema";
import { route } from "../api/route";
import { invalid, notFound } from "../errors";
import { keepPrivate } from "../private-answer";
import { cancelBookingRequest } from "./cancel-request";
import type { RequestLinks } from "./record-request";
import { sendBookingRequest } from "./send-request";
import { countRequestFromSender } from "./sender-allowance";
import { findRequestByToken, requestView, requestWithToken } from "./view-request";

/** A visitor's request: sent with or without an account, followed and withdrawn through the secret status link. */
export function visitorRequestRoutes(app: FastifyInstance, perSenderPerHour: number, links: () => RequestLinks) {
  route(app, requestEndpoints.send, {}, async (request, reply) => {
    await countRequestFromSender(app, request, perSenderPerHour);
    // People never see the field; a form that fills it is a robot's.
    if (request.body.website) throw invalid("website", LOOKS_AUTOMATED);
    keepPrivate(reply);
    // Sent while logged in, the request also joins the account's My Bookings.
    const created = await sendBookingRequest(app.db, request.body, links(), request.user ?? undefined);
    return reply.code(201).send(created);
  });

  route(app, requestEndpoints.view, {}, async (request, reply) => {
    keepPrivate(reply);
    const found = await findRequestByToken(app.db, request.params.token);
    if (!found) throw notFound("Request");
    return requestView(found);
  });

  route(app, requestEndpoints.withdraw, {}, async (request, reply) => {
    keepPrivate(reply);
    await cancelBookingRequest(app.db, requestWithToken(request.params.token), links());
    const cancelled = await findRequestByToken(app.db, request.params.token);
    if (!cancelled) throw notFound("Request");
    return requestView(cancelled);
  });
}
