import { urlOf } from "../../domain/contracts/endpoint";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import type { BookingHandover } from "../../domain/contracts/requests/handover-schema";
import { fuelLabel, HANDOVER_KIND_LABELS, handoverDifference } from "../../domain/requests/handovers";
import { formatDominicaTime } from "../../domain/requests/mails";
import { useI18n } from "../lib/i18n";

/** Where one of a handover's photos is, for its reader (the company's or the renter's route). */
export type HandoverPhotoUrl = (imageId: number, variant: "thumb" | "full") => string;

const variantQuery = (variant: "thumb" | "full") => (variant === "full" ? {} : { variant });

/** The company's (and the renter account's) photos of a booking. */
export const bookingPhotoUrl =
  (bookingId: number): HandoverPhotoUrl =>
  (imageId, variant) =>
    urlOf(requestEndpoints.handoverPhoto, { id: bookingId, imageId }, variantQuery(variant));

/** The renter's photos, by the request's status link. */
export const requestPhotoUrl =
  (token: string): HandoverPhotoUrl =>
  (imageId, variant) =>
    urlOf(requestEndpoints.requestHandoverPhoto, { token, imageId }, variantQuery(variant));

/**
 * The pick-up and the return as recorded (docs/product-rules.md, "Handover"): odometer, fuel, notes,
 * who confirmed and when, and the photos; the return beside the pick-up with the km driven and the
 * fuel's change. Side by side from 768 px, one above the other on a phone.
 */
export function HandoverRecords({ handovers, photoUrl }: { handovers: BookingHandover[]; photoUrl: HandoverPhotoUrl }) {
  const { t, language } = useI18n();
  if (handovers.length === 0) return null;
  const pickUp = handovers.find((h) => h.kind === "pick-up");
  const back = handovers.find((h) => h.kind === "return");
  const difference = pickUp && back && handoverDifference(pickUp, back);
  return (
    <section aria-label={t("Handover records")} className="space-y-3" data-testid="handover-records">
      <div className="grid gap-3 md:grid-cols-2">
        {handovers.map((handover) => (
          <HandoverRecord key={handover.kind} handover={handover} photoUrl={photoUrl} />
        ))}
      </div>
      {difference && (
        <p className="rounded-md bg-muted p-3 text-sm font-medium" data-testid="handover-difference">
          {t("{{km}} km driven", { km: difference.kmDriven.toLocaleString(language) })}
          {" · "}
          {difference.fuelEighths === 0
            ? t("Fuel as at pick-up")
            : t("Fuel {{change}}/8 from pick-up", {
                change: difference.fuelEighths > 0 ? `+${difference.fuelEighths}` : `−${-difference.fuelEighths}`,
              })}
        </p>
      )}
    </section>
  );
}

/** The fuel gauge's reading in the reader's language. */
export function useFuelLabel() {
  const { t } = useI18n();
  return (eighths: number) => t(fuelLabel(eighths));
}

export function HandoverRecord({ handover, photoUrl }: { handover: BookingHandover; photoUrl: HandoverPhotoUrl }) {
  const { t, language } = useI18n();
  const fuel = useFuelLabel();
  return (
    <article className="rounded-md border p-3 text-sm" data-testid={`handover-${handover.kind}`}>
      <h4 className="font-semibold">
        {t(HANDOVER_KIND_LABELS[handover.kind])}{" "}
        <span className="font-normal text-muted-foreground">
          <time dateTime={handover.confirmedAt}>{formatDominicaTime(new Date(handover.confirmedAt), language)}</time>
        </span>
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t("Odometer")}</dt>
        <dd className="tabular-nums">{t("{{km}} km", { km: handover.odometerKm.toLocaleString(language) })}</dd>
        <dt className="text-muted-foreground">{t("Fuel")}</dt>
        <dd>{fuel(handover.fuelEighths)}</dd>
        {handover.notes && (
          <>
            <dt className="text-muted-foreground">{t("Notes")}</dt>
            <dd className="whitespace-pre-line break-words">{handover.notes}</dd>
          </>
        )}
        {handover.renterName && (
          <>
            <dt className="text-muted-foreground">{t("Confirmed by")}</dt>
            <dd translate="no">{handover.renterName}</dd>
          </>
        )}
      </dl>
      {handover.photoIds.length > 0 && (
        <ul className="mt-2 grid grid-cols-4 gap-1.5" aria-label={t("Photos")}>
          {handover.photoIds.map((imageId, index) => (
            <li key={imageId}>
              <a href={photoUrl(imageId, "full")} target="_blank" rel="noreferrer">
                <img
                  src={photoUrl(imageId, "thumb")}
                  alt={t("{{kind}} photo {{number}}", {
                    kind: t(HANDOVER_KIND_LABELS[handover.kind]),
                    number: index + 1,
                  })}
                  className="aspect-[3/2] w-full rounded object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
