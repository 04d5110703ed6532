import { describe, expect, it } from "vitest";
import {
  FUEL_INVALID,
  handoverBody,
  ODOMETER_INVALID,
  PHOTO_TOO_LARGE,
  TOO_MANY_PHOTOS,
} from "../../src/domain/contracts/requests/handover-schema";
import {
  FUEL_EIGHTHS_MAX,
  HANDOVER_PHOTO_MAX_BYTES,
  HANDOVER_PHOTOS_MAX,
  handoverDifference,
  handoverRefusal,
  isAcceptedConfirmationTime,
  isRenterName,
  ODOMETER_BELOW_PICK_UP,
  ODOMETER_KM_MAX,
  PICK_UP_ALREADY_RECORDED,
  PICK_UP_ONLY_CONFIRMED,
  PICK_UP_TOO_EARLY,
  RETURN_ALREADY_RECORDED,
  RETURN_BEFORE_PICK_UP,
  type TodayCandidate,
  todayRows,
} from "../../src/domain/requests/handovers";
import { requestTimeline } from "../../src/domain/requests/lifecycle";

const today = "2026-03-10";
const pickUp = { kind: "pick-up", odometerKm: 12_000, fuelEighths: 8 } as const;
const returned = { kind: "return", odometerKm: 12_300, fuelEighths: 6 } as const;

describe("when a handover may be recorded", () => {
  it.each([
    ["a pick-up on the first day", "confirmed", "2026-03-10", [], "pick-up", 0, null],
    ["a pick-up the evening before", "confirmed", "2026-03-11", [], "pick-up", 0, null],
    ["a pick-up two days before", "confirmed", "2026-03-12", [], "pick-up", 0, PICK_UP_TOO_EARLY],
    ["a pick-up of a late renter, days in", "confirmed", "2026-03-07", [], "pick-up", 0, null],
    ["a pick-up of a request still waiting", "pending", "2026-03-10", [], "pick-up", 0, PICK_UP_ONLY_CONFIRMED],
    ["a pick-up of a cancelled booking", "cancelled", "2026-03-10", [], "pick-up", 0, PICK_UP_ONLY_CONFIRMED],
    ["a second pick-up", "confirmed", "2026-03-10", [pickUp], "pick-up", 0, PICK_UP_ALREADY_RECORDED],
    ["a return before the pick-up", "confirmed", "2026-03-10", [], "return", 0, RETURN_BEFORE_PICK_UP],
    ["a return after the pick-up", "confirmed", "2026-03-10", [pickUp], "return", 12_000, null],
    ["a second return", "completed", "2026-03-10", [pickUp, returned], "return", 12_400, RETURN_ALREADY_RECORDED],
    [
      "a return of a booking cancelled after pick-up",
      "cancelled",
      "2026-03-10",
      [pickUp],
      "return",
      12_100,
      RETURN_BEFORE_PICK_UP,
    ],
  ] as const)("%s", (_name, status, startDate, recorded, kind, odometerKm, refusal) => {
    const answer = handoverRefusal({ status, startDate, recorded }, { kind, odometerKm }, today);
    expect(answer?.message ?? null).toBe(refusal);
    expect(answer?.field).toBeUndefined();
  });

  it("refuses a return whose odometer reads less than at pick-up, naming the field and the pick-up's figure", () => {
    const facts = { status: "confirmed", startDate: today, recorded: [pickUp] } as const;
    expect(handoverRefusal(facts, { kind: "return", odometerKm: 11_999 }, today)).toEqual({
      field: "odometerKm",
      message: ODOMETER_BELOW_PICK_UP.replace("{{km}}", "12000"),
    });
  });
});

describe("the renter confirms with the booking's name", () => {
  it.each([
    ["the same name", "Jane Doe", "Jane Doe", true],
    ["another case and spaces", "  jane   DOE ", "Jane Doe", true],
    ["without the space", "JaneDoe", "Jane Doe", true],
    ["without the accents", "Helene Lefevre", "Hélène Lefèvre", true],
    ["only the first name", "Jane", "Jane Doe", false],
    ["another person", "John Doe", "Jane Doe", false],
    ["nothing against an erased name", "", "", false],
  ] as const)("%s", (_name, typed, booked, matches) => {
    expect(isRenterName(typed, booked)).toBe(matches);
  });
});

describe("the return beside the pick-up", () => {
  it("says the km driven and the fuel's change", () => {
    expect(handoverDifference(pickUp, returned)).toEqual({ kmDriven: 300, fuelEighths: -2 });
    expect(handoverDifference(pickUp, { odometerKm: 12_000, fuelEighths: 8 })).toEqual({ kmDriven: 0, fuelEighths: 0 });
  });
});

describe("a handover kept on the phone keeps its time", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it.each([
    ["now", 0, true],
    ["four minutes ahead (a phone's clock)", 4 * 60_000, true],
    ["ten minutes ahead", 10 * 60_000, false],
    ["six days ago", -6 * 86_400_000, true],
    ["eight days ago", -8 * 86_400_000, false],
  ] as const)("%s", (_name, offset, accepted) => {
    expect(isAcceptedConfirmationTime(new Date(now.getTime() + offset), now)).toBe(accepted);
  });
});

describe("the handover's body", () => {
  it("says its limits as the rules hold them", () => {
    expect(ODOMETER_INVALID).toContain(ODOMETER_KM_MAX.toLocaleString("en"));
    expect(FUEL_INVALID).toContain(`to ${FUEL_EIGHTHS_MAX} (full)`);
    expect(PHOTO_TOO_LARGE).toContain(`${HANDOVER_PHOTO_MAX_BYTES / 1024} KB`);
    expect(TOO_MANY_PHOTOS).toContain(`${HANDOVER_PHOTOS_MAX} photos`);
  });

  const valid = { kind: "pick-up", odometerKm: 100, fuelEighths: 8, renterName: "Jane Doe" };
  const fieldOf = (body: object) => handoverBody.safeParse(body).error?.issues[0]?.path.join(".");
  it.each([
    ["an odometer below 0", { odometerKm: -1 }, "odometerKm"],
    ["an odometer with decimals", { odometerKm: 10.5 }, "odometerKm"],
    ["fuel above full", { fuelEighths: 9 }, "fuelEighths"],
    ["fuel below empty", { fuelEighths: -1 }, "fuelEighths"],
    ["an unknown kind", { kind: "inspection" }, "kind"],
    ["no name", { renterName: "  " }, "renterName"],
    ["a name on two lines", { renterName: "Jane\nDoe" }, "renterName"],
    ["a photo that is no image", { photos: ["data:text/plain;base64,aGk="] }, "photos.0"],
    ["13 photos", { photos: Array(13).fill("data:image/png;base64,AA==") }, "photos"],
    ["a time without its offset", { confirmedAt: "2026-03-10T10:00:00" }, "confirmedAt"],
  ])("refuses %s", (_name, change, field) => {
    expect(fieldOf({ ...valid, ...change })).toBe(field);
  });
  it("takes the body with 12 photos, no notes and no time", () => {
    const parsed = handoverBody.parse({ ...valid, photos: Array(12).fill("data:image/png;base64,AA==") });
    expect(parsed.photos).toHaveLength(12);
    expect(parsed.confirmedAt).toBeUndefined();
  });
});

describe("the company's Today", () => {
  const booking = (overrides: Partial<TodayCandidate> & { id: number }): TodayCandidate => ({
    status: "confirmed",
    startDate: today,
    endDate: "2026-03-12",
    pickedUpAt: null,
    returnedAt: null,
    ...overrides,
  });
  const at = new Date("2026-03-10T14:00:00Z");
  const rowsOf = (bookings: TodayCandidate[]) =>
    todayRows(bookings, today).map((row) => [row.booking.id, row.kind, row.date, row.doneAt !== null, row.isLate]);

  it("lists the pick-ups and returns of today and tomorrow, done or not, the late ones first", () => {
    expect(
      rowsOf([
        booking({ id: 1, startDate: "2026-03-11", pickupTime: "09:00" }),
        booking({ id: 2, startDate: today, pickupTime: "15:00", pickedUpAt: at }),
        booking({ id: 3, startDate: "2026-03-05", endDate: today, pickedUpAt: at }),
        booking({ id: 4, startDate: "2026-03-01", endDate: "2026-03-09", pickedUpAt: at }),
        booking({
          id: 5,
          startDate: "2026-03-05",
          endDate: "2026-03-11",
          status: "completed",
          pickedUpAt: at,
          returnedAt: at,
        }),
        booking({ id: 6, startDate: "2026-03-12" }),
        booking({ id: 7, startDate: "2026-03-01", endDate: "2026-03-09" }),
        booking({ id: 8, startDate: "2026-03-08", endDate: "2026-03-14" }),
        booking({ id: 9, status: "cancelled" }),
      ]),
    ).toEqual([
      [8, "pick-up", "2026-03-08", false, true],
      [4, "return", "2026-03-09", false, true],
      [3, "return", today, false, false],
      [2, "pick-up", today, true, false],
      [5, "return", "2026-03-11", true, false],
      [1, "pick-up", "2026-03-11", false, false],
    ]);
  });
});

describe("the timeline of a rental", () => {
  const createdAt = new Date("2026-03-01T10:00:00Z");
  const decidedAt = new Date("2026-03-01T12:00:00Z");
  const pickedUpAt = new Date("2026-03-10T13:00:00Z");
  const returnedAt = new Date("2026-03-12T17:00:00Z");
  const base = { createdAt, seenAt: null, decidedAt } as const;

  it("adds the pick-up after the confirmation, and completes at the return", () => {
    expect(requestTimeline({ ...base, status: "confirmed", pickedUpAt })).toEqual([
      { step: "sent", at: createdAt },
      { step: "confirmed", at: decidedAt },
      { step: "picked-up", at: pickedUpAt },
    ]);
    expect(requestTimeline({ ...base, status: "completed", pickedUpAt, returnedAt }).slice(-2)).toEqual([
      { step: "picked-up", at: pickedUpAt },
      { step: "completed", at: returnedAt },
    ]);
  });

  it("keeps a booking completed without handovers as it was", () => {
    expect(requestTimeline({ ...base, status: "completed" }).at(-1)).toEqual({ step: "completed", at: decidedAt });
  });
});
