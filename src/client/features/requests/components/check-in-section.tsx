import { CheckCircle2, Download } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { CheckInBody, RenterCheckIn } from "../../../../domain/contracts/requests/check-in-schema";
import { formatLongDate } from "../../../../domain/dates";
import {
  ARRIVAL_KINDS,
  ARRIVAL_PLACE_LABELS,
  ARRIVAL_PLACES_BY_KIND,
  type ArrivalKind,
  CHECK_IN_MESSAGES,
  LICENSE_SIDES,
  type LicenseSide,
} from "../../../../domain/requests/check-in";
import { formatDominicaTime } from "../../../../domain/requests/mails";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { QueryState } from "../../../components/query-state";
import { readImageFile } from "../../../components/read-image-file";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { type CheckInOwner, checkInPaths, useCheckIn, useSaveCheckIn, useSaveLicensePhoto } from "../api/check-in";

const KIND_LABELS: Record<ArrivalKind, string> = {
  flight: "By plane",
  ferry: "By ferry",
  "on-island": "I am already on the island",
};
const SIDE_LABELS: Record<LicenseSide, string> = { front: "Front of the license", back: "Back of the license" };
const STATE_SENTENCES: Record<RenterCheckIn["state"], string> = {
  "not-started":
    "Save time at the desk: tell the company how you arrive, show your license and sign the agreement now.",
  "arrival-given": "Your arrival is saved. Add your license and sign the agreement.",
  "license-given": "Your license is saved. Sign the agreement to finish.",
  "agreement-signed": "Check-in done: you signed the agreement.",
};

/** Its headings sit under the page's: h2 on the status page, h4 under a My Bookings card's h3. */
const headingTag = (level: number) => `h${Math.min(level, 6)}` as "h2" | "h3" | "h4" | "h5" | "h6";

interface PartProps {
  owner: CheckInOwner;
  checkIn: RenterCheckIn;
  level: number;
}

const fieldErrorsOf = (error: Error | null, prefix: string) =>
  error instanceof ApiError
    ? Object.fromEntries(
        Object.entries(error.fieldErrors)
          .filter(([field]) => field.startsWith(prefix))
          .map(([field, message]) => [field.slice(prefix.length), message]),
      )
    : {};

/**
 * Check-in before arrival (docs/product-rules.md, "Check-in"): three parts saved on their own — the
 * arrival, the licence, the agreement — until the pick-up time. The status page shows it for its link,
 * My Bookings for the signed-in renter's own booking.
 */
export function CheckInSection({ owner, level = 2 }: { owner: CheckInOwner; level?: 2 | 4 }) {
  const { t } = useI18n();
  const query = useCheckIn(owner, true);
  const checkIn = query.data;
  // Ids of its own: My Bookings may show several bookings' check-ins.
  const headingId = useId();
  const Heading = headingTag(level);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border bg-card p-4" data-testid="check-in">
      <Heading id={headingId} className="text-lg font-semibold">
        {t("Check-in before you arrive")}
      </Heading>
      {!checkIn ? (
        <QueryState
          isLoading={query.isPending}
          error={query.error}
          fallback="The check-in could not be loaded. Check your connection and reload the page."
          label="your check-in"
        />
      ) : (
        <>
          <p aria-live="polite" data-testid="check-in-state">
            {t(STATE_SENTENCES[checkIn.state])}
          </p>
          {!checkIn.mayEdit && checkIn.state !== "agreement-signed" && (
            <p className="text-muted-foreground">{t(CHECK_IN_MESSAGES.notOpen)}</p>
          )}
          {checkIn.mayEdit && <ArrivalForm owner={owner} checkIn={checkIn} level={level + 1} />}
          {checkIn.mayEdit && <LicenseForm owner={owner} checkIn={checkIn} level={level + 1} />}
          <AgreementPart owner={owner} checkIn={checkIn} level={level + 1} />
        </>
      )}
    </section>
  );
}

function ArrivalForm({ owner, checkIn, level }: PartProps) {
  const { t } = useI18n();
  const save = useSaveCheckIn(owner, "Your arrival is saved.");
  const saved = checkIn.arrival;
  const [kind, setKind] = useState<ArrivalKind>(saved?.kind ?? "flight");
  const [number, setNumber] = useState(saved?.number ?? "");
  const [arrivesAt, setArrivesAt] = useState(saved?.arrivesAt ?? "");
  const places = ARRIVAL_PLACES_BY_KIND[kind];
  const [place, setPlace] = useState<string>(saved?.place ?? places[0] ?? "");
  const errors = fieldErrorsOf(save.error, "arrival.");
  const travelling = kind !== "on-island";
  const headingId = useId();
  const Heading = headingTag(level);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const arrival = travelling
      ? { kind, number, arrivesAt, place: places.includes(place as never) ? place : places[0] }
      : { kind };
    save.mutate({ arrival } as CheckInBody);
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={headingId} noValidate>
      <Heading id={headingId} className="font-semibold">
        {t("How you arrive")}
      </Heading>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t("Arriving")} error={errors.kind}>
          <NativeSelect
            value={kind}
            onChange={(event) => {
              const next = event.target.value as ArrivalKind;
              setKind(next);
              setPlace(ARRIVAL_PLACES_BY_KIND[next][0] ?? "");
            }}
          >
            {ARRIVAL_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(KIND_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {travelling && (
          <>
            <FormField label={t(kind === "flight" ? "Flight number" : "Ferry number")} error={errors.number}>
              <Input value={number} onChange={(event) => setNumber(event.target.value)} autoComplete="off" />
            </FormField>
            <FormField label={t("Arrival day and time (Dominica time)")} error={errors.arrivesAt}>
              <Input type="datetime-local" value={arrivesAt} onChange={(event) => setArrivesAt(event.target.value)} />
            </FormField>
            <FormField label={t("Arriving at")} error={errors.place}>
              <NativeSelect value={place} onChange={(event) => setPlace(event.target.value)}>
                {places.map((value) => (
                  <option key={value} value={value}>
                    {t(ARRIVAL_PLACE_LABELS[value])}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </>
        )}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t(save.isPending ? "Saving..." : "Save arrival")}
      </Button>
    </form>
  );
}

function LicenseForm({ owner, checkIn, level }: PartProps) {
  const { t, language } = useI18n();
  const save = useSaveCheckIn(owner, "Your license details are saved.");
  const [permit, setPermit] = useState({ licenseNumber: "", licenseCountry: "", licenseExpiry: "", dateOfBirth: "" });
  const errors = fieldErrorsOf(save.error, "permit.");
  const field = (name: keyof typeof permit) => ({
    value: permit[name],
    onChange: (event: { target: { value: string } }) => setPermit({ ...permit, [name]: event.target.value }),
  });
  const saved = checkIn.permit;
  const headingId = useId();
  const Heading = headingTag(level);
  const SubHeading = headingTag(level + 1);
  return (
    <div className="space-y-3">
      <Heading className="font-semibold">{t("Your driving license")}</Heading>
      <div className="grid gap-3 sm:grid-cols-2">
        {LICENSE_SIDES.map((side) => (
          <LicensePhoto key={side} owner={owner} side={side} given={checkIn.license[side]} />
        ))}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ permit });
        }}
        className="space-y-3"
        aria-labelledby={headingId}
        noValidate
      >
        <SubHeading id={headingId} className="text-sm font-semibold">
          {t("For the Dominica temporary driving permit")}
        </SubHeading>
        {saved && (
          <p className="text-sm text-muted-foreground" data-testid="permit-saved">
            {t("Saved: license ending {{end}}, {{country}}, valid until {{expiry}}. Type them again to change them.", {
              end: saved.licenseNumberEnd,
              country: saved.licenseCountry,
              expiry: formatLongDate(saved.licenseExpiry, language),
            })}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t("License number")} error={errors.licenseNumber}>
            <Input {...field("licenseNumber")} autoComplete="off" />
          </FormField>
          <FormField label={t("Issuing country")} error={errors.licenseCountry}>
            <Input {...field("licenseCountry")} autoComplete="country-name" />
          </FormField>
          <FormField label={t("License expiry date")} error={errors.licenseExpiry}>
            <Input type="date" {...field("licenseExpiry")} />
          </FormField>
          <FormField label={t("Date of Birth")} error={errors.dateOfBirth}>
            <Input type="date" {...field("dateOfBirth")} autoComplete="bday" />
          </FormField>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? "Saving..." : "Save license details")}
        </Button>
      </form>
    </div>
  );
}

/** One side of the licence: taken with the phone's camera (or picked), sent at once, shown once received. */
function LicensePhoto({ owner, side, given }: { owner: CheckInOwner; side: LicenseSide; given: boolean }) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const id = useId();
  const upload = useSaveLicensePhoto(owner);
  const [problem, setProblem] = useState<string | null>(null);
  const src = checkInPaths(owner).photoPath(side);
  return (
    <div className="space-y-2 rounded-md border p-3" data-testid={`license-${side}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {t(SIDE_LABELS[side])}
      </label>
      {given ? (
        <p className="flex items-center gap-1 text-sm text-green-700">
          <CheckCircle2 aria-hidden className="size-4" />
          {t("Photo received")}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("No photo yet")}</p>
      )}
      {given && (
        // Sent with no-store: a retaken photo shows without a stale copy.
        <img src={src} alt={t(SIDE_LABELS[side])} className="max-h-40 rounded" />
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={problem ? `${id}-problem` : undefined}
        disabled={upload.isPending}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-1.5"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          const read = await readImageFile(file);
          if ("error" in read) return setProblem(read.error);
          setProblem(null);
          upload.mutate({ side, image: read.dataUrl });
        }}
      />
      {upload.isPending && <p className="text-sm">{t("Sending the photo...")}</p>}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {translated(problem)}
        </p>
      )}
    </div>
  );
}

function AgreementPart({ owner, checkIn, level }: PartProps) {
  const { t, language } = useI18n();
  const save = useSaveCheckIn(owner, "You signed the rental agreement.");
  const [fullName, setFullName] = useState("");
  const { agreement } = checkIn;
  const headingId = useId();
  const Heading = headingTag(level);
  const refusal = save.error instanceof ApiError ? save.error : null;
  const nameError =
    refusal?.fieldErrors["signature.fullName"] ?? (refusal?.status === 409 ? refusal.serverMessage : undefined);
  return (
    <div className="space-y-3">
      <Heading id={headingId} className="font-semibold">
        {t("Rental agreement")}
      </Heading>
      {/* The agreement scrolls on its own; a keyboard reaches it to scroll it. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby={headingId}
        className="max-h-80 overflow-auto rounded-md border bg-secondary p-3"
        data-testid="agreement-text"
      >
        <pre className="whitespace-pre-wrap break-words font-sans text-sm">{`${agreement.title}\n\n${agreement.text}`}</pre>
      </section>
      {agreement.signedAt ? (
        <div className="space-y-2" data-testid="agreement-signed">
          <p>
            {t("Signed by {{name}} on {{time}} (Dominica time).", {
              name: agreement.signedName ?? "",
              time: formatDominicaTime(new Date(agreement.signedAt), language),
            })}
          </p>
          <Button asChild variant="outline">
            <a href={checkInPaths(owner).agreementPath} download>
              <Download aria-hidden />
              {t("Download the agreement (PDF)")}
            </a>
          </Button>
        </div>
      ) : (
        checkIn.mayEdit && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({ signature: { fullName } });
            }}
            className="space-y-3"
            noValidate
          >
            <FormField
              label={t("Type your full name to sign")}
              error={nameError}
              hint={t("As on the booking. Signing keeps this agreement as a PDF for you and the company.")}
            >
              <Input value={fullName} onChange={(event) => setFullName(event.target.value)} autoComplete="name" />
            </FormField>
            <Button type="submit" disabled={save.isPending}>
              {t(save.isPending ? "Signing..." : "Sign the agreement")}
            </Button>
          </form>
        )
      )}
    </div>
  );
}
