import type { FastifyInstance } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { route } from "../api/route";
import { currentCompanyId, currentUser } from "../auth/guard";
import { changeBookingStatus } from "./answer-request";
import { markNoShow } from "./company-cancel";
import { findPaymentTerms, setPaymentTerms } from "./payment-terms";
import { countCompanyBookings, listCompanyBookings, markBookingsSeen } from "./queries";
import { recordPayment } from "./record-payment";

/**
 * The company's inbox: its vehicles' requests, their counts, what it was shown, its answers, the
 * no-shows and the payments it records, and how it is paid. Another company's booking is not found.
 */
export function companyRequestRoutes(app: FastifyInstance) {
  route(app, requestEndpoints.listCompany, {}, async (request) =>
    listCompanyBookings(app.db, currentCompanyId(request), request.query.filter),
  );

  route(app, requestEndpoints.countCompany, {}, async (request) =>
    countCompanyBookings(app.db, currentCompanyId(request)),
  );

  route(app, requestEndpoints.markSeen, {}, async (request) => ({
    seen: await markBookingsSeen(app.db, currentCompanyId(request), request.body.ids),
  }));

  route(app, requestEndpoints.changeStatus, {}, async (request) =>
    changeBookingStatus(
      app.db,
      {
        bookingId: request.params.id,
        status: request.body.status,
        message: request.body.message,
        actor: currentUser(request),
      },
      { publicUrl: app.publicUrl, mail: app.mail },
    ),
  );

  route(app, requestEndpoints.markNoShow, {}, async (request) =>
    markNoShow(app.db, { companyId: currentCompanyId(request), bookingId: request.params.id }),
  );

  route(app, requestEndpoints.recordPayment, {}, async (request, reply) => {
    const recorded = await recordPayment(app.db, {
      companyId: currentCompanyId(request),
      bookingId: request.params.id,
      userId: currentUser(request).id,
      payment: request.body,
    });
    return reply.code(201).send(recorded);
  });

  route(app, requestEndpoints.paymentTerms, {}, async (request) => ({
    terms: await findPaymentTerms(app.db, currentCompanyId(request)),
  }));

  route(app, requestEndpoints.setPaymentTerms, {}, async (request) => ({
    terms: await setPaymentTerms(app.db, currentCompanyId(request), request.body),
  }));
}
