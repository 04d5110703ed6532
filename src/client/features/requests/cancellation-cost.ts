import {
  type CancellationPolicy,
  cancellationCost,
  cancellationCostSentence,
} from "../../../domain/cancellation-policy";
import type { BookingStatus } from "../../../domain/constants";
import { type IsoDate, todayInDominica } from "../../../domain/dates";
import type { Language } from "../../../domain/i18n/languages";
import { type Currency, formatTotal } from "../../../domain/money";

/**
 * What withdrawing the request today would cost under the policy it was sent under, in a sentence
 * for the confirmation (docs/product-rules.md, "Cancellation policy"); none for a request older than
 * the policies. The amount is the company's, with the reader's currency after it.
 */
export function cancellationCostText(
  request: {
    cancellationPolicy: CancellationPolicy | null;
    totalPrice: number;
    priceCurrency: Currency;
    startDate: IsoDate;
    status: BookingStatus;
  },
  reader: { language: Language; currency: Currency },
): string | undefined {
  const { cancellationPolicy: policy } = request;
  if (!policy) return undefined;
  const cost = cancellationCost({
    policy,
    total: request.totalPrice,
    startDate: request.startDate,
    today: todayInDominica(),
    isConfirmed: request.status === "confirmed",
  });
  return cancellationCostSentence(cost, reader.language, (amount) =>
    formatTotal(amount, {
      from: request.priceCurrency,
      currency: reader.currency,
      language: reader.language,
    }),
  );
}
