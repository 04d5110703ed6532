import { z } from "zod";
import { endpoint } from "../endpoint";
import { adminMail, mailListQuery, mailParams } from "../mails";

export const mailEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/mails",
    operationId: "listMails",
    summary: "The outbox's mails in one status, newest first (dead letters by default)",
    tags: ["admin"],
    access: "admin",
    query: mailListQuery,
    responses: { 200: z.array(adminMail) },
  }),
  retry: endpoint({
    method: "POST",
    path: "/api/admin/mails/:id/retry",
    operationId: "retryMail",
    summary: "Queue a dead letter again, due now, its tries counted afresh",
    tags: ["admin"],
    access: "admin",
    params: mailParams,
    responses: { 200: adminMail },
  }),
};
