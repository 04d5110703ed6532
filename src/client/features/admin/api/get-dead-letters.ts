import { queryOptions, useQuery } from "@tanstack/react-query";
import { mailEndpoints } from "../../../../domain/contracts/mails/endpoints";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const getDeadLetters = () => call(mailEndpoints.list, { query: { status: "failed" } });

export const deadLettersQuery = queryOptions({ queryKey: queryKeys.admin.mails, queryFn: getDeadLetters });

export const useDeadLetters = () => useQuery(deadLettersQuery);
