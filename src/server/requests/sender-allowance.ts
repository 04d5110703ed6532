import type { FastifyInstance, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_FROM_ACCOUNT, TOO_MANY_REQUESTS_SENT } from "../../domain/requests/refusals";

const HOUR_MS = 3_600_000;

/**
 * Counts a request against its sender's hourly allowance (`REQUEST_RATE_LIMIT`), whichever of the
 * two request endpoints it came through: a signed-in renter's account, or a visitor's address. Guests
 * behind one hotel's or ship's network share an address, not their accounts.
 */
export function countRequestFromSender(app: FastifyInstance, request: FastifyRequest, perHour: number) {
  const limit = { max: perHour, windowMs: HOUR_MS };
  const user = request.user;
  return user
    ? app.rateLimits.consume(`booking-request:account:${user.id}`, limit, TOO_MANY_REQUESTS_FROM_ACCOUNT)
    : app.rateLimits.consume(`booking-request:${request.ip}`, limit, TOO_MANY_REQUESTS_SENT);
}
