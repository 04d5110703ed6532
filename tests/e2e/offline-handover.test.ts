import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { CompanyHandovers } from "../../src/domain/contracts/requests/today-schema";
import { accessibilityViolations, companyOfTheSuite, describeInBrowser, screenshot, waitForToast } from "./browser";
import { cameraPhoto, confirmedRequest, day } from "./handover-helpers";

/** What the phone's queue holds (src/client/lib/send-when-online.ts), read from its IndexedDB store. */
const keptSends = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; url: string; idempotencyKey: string; body: { photos: string[] } }[]>(
        (resolve, reject) => {
          const open = indexedDB.open("send-when-online", 1);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction("sends").objectStore("sends").getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          };
        },
      ),
  );

/** Puts an entry back in the queue, as a phone does that lost the answer of a send that went. */
const keepAgain = (page: Page, entry: unknown) =>
  page.evaluate(
    (again) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("send-when-online", 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const put = open.result.transaction("sends", "readwrite").objectStore("sends").put(again);
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
      }),
    entry,
  );

describeInBrowser("a handover recorded without a signal (issue 39)", (session) => {
  const own = companyOfTheSuite(session, {
    username: "offlinehandover",
    companyName: "Offline Handover Rentals",
    vehicle: { make: "Suzuki", model: "Jimny", deposit: 150, dailyPrice: 60 },
  });

  const handoversOf = async (reference: string) => {
    const today = (await (await own.company.request.get("/api/company/handovers")).json()) as CompanyHandovers;
    return today.rows.find((row) => row.booking.reference === reference)?.booking.handovers ?? [];
  };

  it("at 375 px: shows the check-in and arrival, keeps a pick-up with its photo offline, sends it once online, once", async () => {
    const visitor = await session.newPage({ mobile: true });
    // Tomorrow's pick-up: the renter can still check in.
    const { reference, statusUrl } = await confirmedRequest(own.company, visitor, own.vehicleId, "en", 1);
    const token = new URL(statusUrl).pathname.split("/").pop();
    const arrival = await visitor.request.put(`/api/booking-requests/${token}/check-in`, {
      data: {
        arrival: { kind: "flight", number: "LI 362", arrivesAt: `${day(1)}T08:15`, place: "douglas_charles_airport" },
      },
    });
    expect(arrival.status(), await arrival.text()).toBe(200);

    const page = await session.newPage({ mobile: true });
    await page.context().addCookies(await own.company.context().cookies());
    await page.goto("/company/today");
    const row = page.getByTestId("today-row").filter({ hasText: reference }).and(page.locator('[data-kind="pick-up"]'));
    await row.getByTestId("today-check-in").getByText("Arrival given").waitFor();
    await row
      .getByTestId("today-arrival")
      .getByText(/LI 362.*Douglas-Charles Airport/)
      .waitFor();

    await row.getByRole("button", { name: "Start pick-up" }).click();
    await page.getByLabel("Odometer (km)").fill("8400");
    await page.getByText("Full", { exact: true }).click();
    await page.locator('input[type="file"][capture="environment"]').setInputFiles({
      name: "front.jpg",
      mimeType: "image/jpeg",
      buffer: await cameraPhoto(2400, 1600, 90),
    });
    await page.getByTestId("handover-photos").getByRole("img").waitFor();
    await page.getByLabel("Your full name").fill("Grace Lewis");

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Confirm pick-up" }).click();
    await row.getByText("Waiting for signal").waitFor();
    await row.getByTestId("today-kept").waitFor();
    await screenshot(page, "offline-handover-kept-375");
    expect(await accessibilityViolations(page)).toEqual([]);
    const [entry] = await keptSends(page);
    expect(entry?.body.photos).toHaveLength(1);
    // The queue sends as the phone goes online; wait a little so the renter's time is clearly before.
    await page.waitForTimeout(1500);
    expect(await handoversOf(reference)).toEqual([]);
    const backOnline = Date.now();

    await page.context().setOffline(false);
    await waitForToast(page, "The handover was sent");
    await row.getByTestId("today-done").waitFor();
    await screenshot(page, "offline-handover-sent-375");
    const recorded = await handoversOf(reference);
    expect(recorded.map((handover) => [handover.kind, handover.odometerKm, handover.photoIds.length])).toEqual([
      ["pick-up", 8400, 1],
    ]);
    // Recorded at the time the renter confirmed, not when the signal came back.
    expect(new Date(recorded[0]?.confirmedAt ?? "").getTime()).toBeLessThan(backOnline);
    expect(await keptSends(page)).toEqual([]);

    // The same send once more, as a phone would that never heard the answer: nothing more is recorded.
    await page.reload();
    await keepAgain(page, entry);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => keptSends(page), { timeout: 15_000 }).toEqual([]);
    expect((await handoversOf(reference)).length).toBe(1);
    await row.getByTestId("today-done").waitFor();
  });

  it("at 375 px: shows the server's refusal when the pick-up was recorded meanwhile from another phone", async () => {
    const visitor = await session.newPage({ mobile: true });
    // A day's rental today, beside the other test's from tomorrow, on the suite's one vehicle.
    const { id, reference } = await confirmedRequest(own.company, visitor, own.vehicleId, "en", 0, 0);
    const page = await session.newPage({ mobile: true });
    await page.context().addCookies(await own.company.context().cookies());
    await page.goto("/company/today");
    const row = page.getByTestId("today-row").filter({ hasText: reference }).and(page.locator('[data-kind="pick-up"]'));
    await row.getByTestId("today-check-in").getByText("Check-in not started").waitFor();
    await row.getByRole("button", { name: "Start pick-up" }).click();
    await page.getByLabel("Odometer (km)").fill("9100");
    await page.getByText("Full", { exact: true }).click();
    await page.getByLabel("Your full name").fill("Grace Lewis");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Confirm pick-up" }).click();
    await row.getByText("Waiting for signal").waitFor();

    const other = await own.company.request.post(`/api/bookings/${id}/handovers`, {
      data: { kind: "pick-up", odometerKm: 9105, fuelEighths: 8, renterName: "Grace Lewis" },
    });
    expect(other.status(), await other.text()).toBe(201);
    await page.context().setOffline(false);
    await waitForToast(page, "The handover was not sent");
    await row.getByText("Not sent").waitFor();
    await row.getByTestId("today-refused").waitFor();
    await screenshot(page, "offline-handover-refused-375");
    expect((await handoversOf(reference)).map((handover) => handover.odometerKm)).toEqual([9105]);
  });
});
