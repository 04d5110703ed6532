import { z } from "zod";
import {
  adminUser,
  emailVerificationBody,
  emailVerified,
  loginBody,
  registerBody,
  renterSignUpBody,
  user,
  userFlagsBody,
  userParams,
} from "../accounts";
import { messageResponse } from "../common";
import { endpoint } from "../endpoint";

export const accountEndpoints = {
  register: endpoint({
    method: "POST",
    path: "/api/register",
    operationId: "register",
    summary: "Register a rental company and its first user, then log in",
    tags: ["accounts"],
    access: "public",
    body: registerBody,
    responses: { 201: user },
    refusals: [409, 429],
  }),
  signUpRenter: endpoint({
    method: "POST",
    path: "/api/renters",
    operationId: "signUpRenter",
    summary: "Create a renter account (no company, active at once), then log in",
    description:
      "With `requestToken` (a request's status-link secret) the new account takes that request over; " +
      "a token that opens no request of its own is refused and no account is made.",
    tags: ["accounts"],
    access: "public",
    body: renterSignUpBody,
    responses: { 201: user },
    refusals: [409, 429],
  }),
  login: endpoint({
    method: "POST",
    path: "/api/login",
    operationId: "logIn",
    summary: "Log in",
    description:
      "With `requestToken` (a request's status-link secret, from the receipt) the account takes that request over; " +
      "a token that opens no request without an account is refused (400) and nobody is logged in.",
    tags: ["accounts"],
    access: "public",
    body: loginBody,
    responses: { 200: user },
    refusals: [401, 403, 429],
  }),
  verifyEmail: endpoint({
    method: "POST",
    path: "/api/email-verifications",
    operationId: "verifyEmail",
    summary:
      "Open a renter's mailed verification link: the email is proved, and every request sent with it joins the account",
    description:
      "The link works once and for 48 hours; a used, expired or unknown one is refused (400 naming `token`). " +
      "Needs no session: the secret proves the mailbox.",
    tags: ["accounts"],
    access: "public",
    body: emailVerificationBody,
    responses: { 200: emailVerified },
    refusals: [429],
  }),
  sendVerificationMail: endpoint({
    method: "POST",
    path: "/api/user/email-verification",
    operationId: "sendVerificationMail",
    summary: "Mail the logged-in renter a new verification link (an earlier link stops working)",
    tags: ["accounts"],
    access: "user",
    responses: { 200: messageResponse },
    refusals: [403, 409, 429],
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/logout",
    operationId: "logOut",
    summary: "Log out",
    tags: ["accounts"],
    access: "public",
    responses: { 200: messageResponse },
  }),
  currentUser: endpoint({
    method: "GET",
    path: "/api/user",
    operationId: "getCurrentUser",
    summary: "The logged-in user (401 when none)",
    tags: ["accounts"],
    access: "user",
    responses: { 200: user },
  }),
  listUsers: endpoint({
    method: "GET",
    path: "/api/admin/users",
    operationId: "listUsers",
    summary: "Every user with their company and its fleet size",
    tags: ["admin"],
    access: "admin",
    responses: { 200: z.array(adminUser) },
  }),
  updateUser: endpoint({
    method: "PATCH",
    path: "/api/admin/users/:id",
    operationId: "updateUserFlags",
    summary: "Activate, deactivate, feature or unfeature a user (deactivating ends their sessions)",
    tags: ["admin"],
    access: "admin",
    params: userParams,
    body: userFlagsBody,
    responses: { 200: adminUser },
    refusals: [409],
  }),
};
