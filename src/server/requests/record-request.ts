import { randomInt } from "node:crypto";
import { ACCOUNT_MESSAGES } from "../../domain/account-status";
import { quoteRental } from "../../domain/pricing";
import { chosenPlaceNames } from "../../domain/rental-places";
import { makeReference, requestExpiresAt } from "../../domain/requests/lifecycle";
import { PRICE_CHANGED } from "../../domain/requests/refusals";
import { findVerifiedOwner } from "../accounts/email-verification";
import type { Db } from "../db/client";
import { bookings } from "../db/schema";
import { DomainError, forbidden } from "../errors";
import type { Mailer } from "../mail/plugin";
import { hashSecretToken } from "../secret-tokens";
import { REQUEST_RULES, type RequestDraft, readFacts } from "./request-rules";

export interface RequestLinks {
  /** The configured public address: links never come from the request. */
  publicUrl: string;
  mail: Mailer;
  expiryHours: number;
  now?: Date;
}

/**
 * Records a request as a pending booking (docs/product-rules.md, "Requests"): the facts it is judged
 * on are read, `REQUEST_RULES` run in their order, then the price from the vehicle and the one price
 * function, a reference, the status link's hash, the account when one sent it (or, sent signed out,
 * the account that verified its address), and the renter's
 * receipt and the company's notice in the outbox — all in one transaction. A pending request blocks
 * no dates and changes nothing the public sees.
 */
export async function recordRequest(db: Db, draft: RequestDraft, links: RequestLinks) {
  const { requester, statusToken } = draft;
  // An account awaiting approval is not yet one the marketplace vouches for.
  if (requester && !requester.isActive) throw forbidden(ACCOUNT_MESSAGES.pendingCannotBook);
  const now = links.now ?? new Date();

  const recorded = await db.transaction(async (tx) => {
    const facts = await readFacts(tx, draft, now);
    for (const rule of REQUEST_RULES) await rule(facts, tx);

    const { vehicle, terms, choices, email } = facts;
    const { vehicleId, startDate, endDate, language, currency, renter } = draft;
    // The server's own quote under the company's terms today: the client's figures are never trusted.
    const { total: totalPrice, lines: priceLines } = quoteRental(vehicle, { startDate, endDate }, { terms, choices });
    // Kept on a phone while offline, the request reached us later: the renter confirms a new price first.
    if (draft.expectedTotal !== undefined && Math.abs(draft.expectedTotal - totalPrice) >= 0.005) {
      throw new DomainError("conflict", PRICE_CHANGED, [{ field: "expectedTotal", message: PRICE_CHANGED }]);
    }
    const expiresAt = requestExpiresAt(now, startDate, links.expiryHours);
    const places = chosenPlaceNames(terms, choices);
    // Sent signed out with an address an account has proved its own: the request is that account's too.
    const ownerId = requester?.id ?? (await findVerifiedOwner(tx, email));
    const { id, reference } = await insertWithFreshReference(tx, (reference) => ({
      userId: ownerId ?? null,
      senderUserId: requester?.id ?? null,
      vehicleId,
      startDate,
      endDate,
      totalPrice,
      priceLines,
      // The policy it was sent under: a later change of the company's does not change this request's terms.
      cancellationPolicy: terms.cancellation,
      priceCurrency: vehicle.currency,
      deposit: vehicle.deposit,
      status: "pending" as const,
      reference,
      statusTokenHash: statusToken ? hashSecretToken(statusToken) : null,
      renter: { ...renter, ...places },
      renterEmail: email,
      language,
      currency,
      expiresAt,
      createdAt: now,
    }));

    // The receipt's link holds the token: the outbox keeps it sealed, and the text is written when sent.
    await links.mail.queue(tx, [
      {
        kind: "request-receipt",
        bookingId: id,
        to: email,
        params: { statusLink: statusToken !== undefined, signUp: statusToken !== undefined && ownerId === undefined },
        secret: statusToken,
      },
      { kind: "company-request", bookingId: id, to: vehicle.company.email, params: { event: "new" } },
    ]);
    return {
      id,
      reference,
      totalPrice,
      priceLines,
      places,
      expiresAt,
      vehicle,
      terms,
      userId: ownerId ?? null,
      createdAt: now,
    };
  });
  void links.mail.wake();
  return recorded;
}

/**
 * Inserts with a new reference, drawing again in the rare case one is taken. The taken one is
 * skipped by `on conflict do nothing` rather than caught: a savepoint around the insert would cost
 * two more statements on every request (docs/performance.md, "Booking requests").
 */
async function insertWithFreshReference(
  tx: Db,
  row: (reference: string) => typeof bookings.$inferInsert,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = makeReference(randomInt);
    const [inserted] = await tx
      .insert(bookings)
      .values(row(reference))
      .onConflictDoNothing({ target: bookings.reference })
      .returning({ id: bookings.id });
    if (inserted) return { id: inserted.id, reference };
  }
  throw new Error("no free request reference in five draws");
}
