import type { FastifyInstance } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { route } from "../api/route";
import { currentCompanyId, currentUser } from "../auth/guard";
import { changeBookingStatus } from "./answer-request";
import { countCompanyBookings, listCompanyBookings, markBookingsSeen } from "./queries";

/** The company's inbox: its vehicles' requests, their counts, what it was shown, and its answers. */
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
}
