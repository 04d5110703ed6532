import type { Locator, Page } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { english } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import { thumbnailUrl } from "../../src/domain/images";
import { validVehicleInput } from "../helpers/fixtures";
import { makeImage } from "../helpers/images";
import {
  accessibilityViolations,
  approveAccount,
  type BrowserSession,
  describeInBrowser,
  registerCompany,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";
import { englishTextOn } from "./english-text";

const COLOURS = {
  red: { r: 200, g: 30, b: 30 },
  green: { r: 30, g: 160, b: 60 },
  blue: { r: 30, g: 60, b: 200 },
};

/** Three small photos of different colours, as the file picker hands them over. */
async function threePhotos() {
  return Promise.all(
    Object.entries(COLOURS).map(async ([name, colour]) => ({
      name: `${name}.png`,
      mimeType: "image/png",
      buffer: (await makeImage("png", 600, 400, colour)).bytes,
    })),
  );
}

/** The companies this file made, deleted after it: other files count the demo fleet. */
const made: { admin: Page; companyId: number }[] = [];

/** An approved company with one listed vehicle without photos; the page is logged in as the company. */
async function companyWithVehicle(session: BrowserSession, mobile: boolean) {
  const page = await session.newPage({ mobile });
  const username = uniqueName("gallery");
  const { id: userId, companyId } = await registerCompany(page, username, `${username} Cars`);
  const admin = await approveAccount(session, userId);
  made.push({ admin, companyId });
  const make = uniqueName("Make").replace(/[^A-Za-z]/g, "");
  const created = await page.request.post("/api/vehicles", { data: validVehicleInput({ make, model: "Gallery" }) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { page, admin, id, name: `${make} Gallery`, make };
}

const photoIds = async (dialog: Locator) =>
  (
    await dialog
      .locator("li[data-photo-id]")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-photo-id")))
  ).map(Number);

const savedPhotoIds = async (page: Page, vehicleId: number) =>
  ((await (await page.request.get(`/api/vehicles/${vehicleId}`)).json()) as { images: { id: number }[] }).images.map(
    (photo) => photo.id,
  );

const photoUrl = (id: number) => thumbnailUrl(`/api/images/${id}`);

describeInBrowser("a vehicle's photo gallery (issue 24)", (session) => {
  afterAll(async () => {
    for (const { admin, companyId } of made) await admin.request.delete(`/api/admin/companies/${companyId}`);
  });

  for (const mobile of [false, true]) {
    const width = mobile ? "mobile" : "desktop";
    it(`uploads, reorders, removes with undo, and the cover follows on the cards (${width})`, async () => {
      const { page, admin, id, name, make } = await companyWithVehicle(session, mobile);
      const deletes: string[] = [];
      page.on("request", (request) => request.method() === "DELETE" && deletes.push(request.url()));

      await page.goto("/company/dashboard");
      const card = page.getByTestId(`vehicle-card-${id}`);
      await card.getByRole("button", { name: `Edit ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Vehicle" });
      const gallery = dialog.getByRole("region", { name: "Photos" });
      await gallery.getByText("No photos yet. The first one you add is the cover.").waitFor();

      // Three files at once: each has its progress bar, then they show in the order picked.
      await gallery.getByLabel("Add photos").setInputFiles(await threePhotos());
      await expect.poll(() => gallery.getByRole("progressbar").count()).toBe(3);
      await expect.poll(() => gallery.locator('[data-upload-status="done"]').count(), { timeout: 20_000 }).toBe(3);
      await expect.poll(() => gallery.getByRole("img", { name: /^Photo \d of 3$/ }).count()).toBe(3);
      const [red, green, blue] = (await photoIds(gallery)) as [number, number, number];
      expect(await savedPhotoIds(page, id)).toEqual([red, green, blue]);
      expect(await gallery.locator("li[data-photo-id]").first().getByText("Cover").count()).toBe(1);
      await gallery.getByText("3 of 12 photos", { exact: true }).waitFor();
      expect(await gallery.getByRole("img", { name: "Photo 1 of 3" }).getAttribute("src")).toBe(photoUrl(red));
      await gallery.getByRole("list").last().scrollIntoViewIfNeeded();
      await screenshot(page, `vehicle-gallery-uploaded-${width}`, { fullPage: false });

      // The blue photo becomes the cover: dragged onto the first place, or moved twice with its arrow.
      if (mobile) {
        await gallery.getByRole("button", { name: "Move photo 3 earlier" }).click();
        await gallery.getByRole("button", { name: "Move photo 2 earlier" }).click();
      } else {
        const tiles = gallery.locator("li[data-photo-id]");
        await tiles.nth(2).dragTo(tiles.nth(0));
      }
      await expect.poll(() => photoIds(gallery)).toEqual([blue, red, green]);
      await gallery.getByText("Photo moved to position 1 of 3").waitFor({ state: "attached" });
      await expect.poll(() => savedPhotoIds(page, id)).toEqual([blue, red, green]);
      await expect.poll(() => card.locator("img").getAttribute("src")).toBe(photoUrl(blue));

      // Removed and brought back: the photo returns to its place and nothing is deleted.
      await gallery.getByRole("button", { name: "Remove photo 3" }).click();
      await expect.poll(() => photoIds(gallery)).toEqual([blue, red]);
      await waitForToast(page, "Photo removed");
      await screenshot(page, `vehicle-gallery-removed-${width}`, { fullPage: false });
      if (mobile) {
        // The focus went to the gallery's own Undo, which a keyboard reaches inside the dialog.
        await page.keyboard.press("Enter");
      } else {
        // The toast's Undo (outside the modal dialog, so hidden from its accessibility tree).
        await page.locator('[data-slot="toast-action"]', { hasText: "Undo" }).click();
      }
      await expect.poll(() => photoIds(gallery)).toEqual([blue, red, green]);
      await dialog.waitFor(); // a click on the toast does not close the dialog

      // The cover removed and left to go: sent when its undo window ends; the next photo is the cover.
      await gallery.getByRole("button", { name: "Remove photo 1" }).click();
      await expect.poll(() => photoIds(gallery)).toEqual([red, green]);
      await page.waitForResponse(
        (response) => response.request().method() === "DELETE" && response.url().endsWith(`/images/${blue}`),
      );
      expect(deletes).toEqual([expect.stringMatching(new RegExp(`/api/vehicles/${id}/images/${blue}$`))]);
      expect(await savedPhotoIds(page, id)).toEqual([red, green]);
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => card.locator("img").getAttribute("src")).toBe(photoUrl(red));

      // The public catalogue's card shows the new cover.
      const visitor = await session.newPage({ mobile });
      await visitor.goto(`/vehicles?q=${make}`);
      const publicCard = visitor.getByRole("article", { name });
      // (The picture is a second link to the vehicle's page, hidden from screen readers beside its name's.)
      await expect.poll(() => publicCard.locator("img").getAttribute("src")).toBe(photoUrl(red));

      // An admin reaches the same gallery from the vehicle table.
      await admin.setViewportSize(mobile ? { width: 375, height: 812 } : { width: 1280, height: 900 });
      await admin.goto("/admin/vehicles");
      await admin.getByLabel("Search vehicles").fill(make);
      await admin.getByRole("button", { name: `Photos of ${name} (#${id})` }).click();
      const adminDialog = admin.getByRole("dialog", { name: `Photos of the ${name}` });
      await expect.poll(() => photoIds(adminDialog)).toEqual([red, green]);
      await adminDialog.getByRole("img", { name: "Photo 1 of 2" }).waitFor();
      await screenshot(admin, `vehicle-gallery-admin-${width}`, { fullPage: false });
    }, 150_000);
  }

  it("shows the gallery in French, with a refused file's reason beside it while the others go", async () => {
    const { page, id, name } = await companyWithVehicle(session, false);
    const french = (key: string, values?: Record<string, string | number>) => english(fr[key] ?? key, values);
    await page.goto("/company/dashboard?lang=fr");
    await page
      .getByTestId(`vehicle-card-${id}`)
      .getByRole("button", { name: french("Edit {{name}}", { name }) })
      .click();
    const dialog = page.getByRole("dialog", { name: french("Edit Vehicle") });
    const gallery = dialog.getByRole("region", { name: french("Photos") });
    await gallery.getByText(french("No photos yet. The first one you add is the cover.")).waitFor();

    // The server refuses the broken file; the two photos after it are still uploaded.
    const broken = { name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not a picture") };
    await gallery.getByLabel(french("Add photos")).setInputFiles([broken, ...(await threePhotos()).slice(0, 2)]);
    await gallery.getByRole("alert").getByText(french("The file is not a valid image")).waitFor();
    await expect.poll(() => photoIds(gallery), { timeout: 20_000 }).toHaveLength(2);
    await gallery.getByText(french("{{count}} of {{max}} photos_other", { count: 2, max: 12 })).waitFor();
    await gallery.getByText(french("Cover"), { exact: true }).waitFor();
    await gallery.getByRole("button", { name: french("Remove photo {{position}}", { position: 2 }) }).click();
    await waitForToast(page, french("Photo removed"));
    await page.locator('[data-slot="toast-action"]', { hasText: french("Undo") }).waitFor();
    await screenshot(page, "vehicle-gallery-french-desktop", { fullPage: false });
    expect(await englishTextOn(page, { allow: [/^gallery/, /\.png$/] })).toEqual([]);
    await gallery.getByRole("button", { name: french("Undo") }).click();
    await expect.poll(() => photoIds(gallery)).toHaveLength(2);
  });
});
