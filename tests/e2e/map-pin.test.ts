import { expect, it } from "vitest";
import { approveAccount, describeInBrowser, registerCompany, uniqueName, waitForToast } from "./browser";

const PORTSMOUTH = { latitude: 15.57851, longitude: -61.45874 };

describeInBrowser("a company's own map pin (issue 23, item 8)", (session) => {
  it("takes the pin from the browser's location, refuses one off the island, and the landing page states it", async () => {
    const page = await session.newPage({ mobile: true });
    await page.context().grantPermissions(["geolocation"], { origin: session.baseURL });
    await page.context().setGeolocation(PORTSMOUTH);
    const user = await registerCompany(page, uniqueName("pin"), "Indian River Rentals");
    await page.goto("/company/profile");
    await page.getByRole("heading", { name: "Update Profile Information" }).waitFor();
    await page.getByLabel("Address").fill("1 Bay Street");
    await page.getByLabel("City/Village").fill("Portsmouth");
    await page.getByLabel("Parish").click();
    await page.getByRole("option", { name: "Saint John" }).click();

    // Typed off the island (Puerto Rico): the form says so before anything is sent.
    await page.getByLabel("Latitude").fill("18.2");
    await page.getByLabel("Longitude").fill("-66.5");
    await page.getByRole("button", { name: "Update Profile" }).click();
    expect(await page.getByText("The map pin must be on Dominica").count()).toBe(2);

    await page.getByRole("button", { name: "Use my location" }).click();
    await expect.poll(() => page.getByLabel("Latitude").inputValue()).toBe("15.57851");
    expect(await page.getByLabel("Longitude").inputValue()).toBe("-61.45874");
    const mapLink = page.getByRole("link", { name: "See it on the map" });
    expect(await mapLink.getAttribute("href")).toContain("mlat=15.57851&mlon=-61.45874");
    await page.getByRole("group", { name: "Map pin" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/map-pin-profile-375.png" });
    await page.getByRole("button", { name: "Update Profile" }).click();
    await waitForToast(page, "Your company profile has been updated successfully.");

    await approveAccount(session, user.id);
    const visitor = await session.newPage();
    await visitor.goto(`/companies/${user.companyId}`);
    const onMap = visitor.getByRole("link", { name: "See it on the map" });
    expect(await onMap.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=15.57851&mlon=-61.45874#map=16/15.57851/-61.45874",
    );
    const jsonLd = JSON.parse(
      (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd.geo).toEqual({ "@type": "GeoCoordinates", ...PORTSMOUTH });
    expect(jsonLd.address.addressCountry).toBe("DM");
    expect(jsonLd.priceRange).toBeUndefined(); // no fleet listed yet: no range to state

    // The pin removed, the page names the spec's fixed coordinates and offers no map link.
    await page.getByRole("button", { name: "Remove the pin" }).click();
    expect(await page.getByLabel("Latitude").inputValue()).toBe("");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await waitForToast(page, "Your company profile has been updated successfully.");
    await visitor.reload();
    await visitor.getByRole("heading", { level: 1, name: "Indian River Rentals" }).waitFor();
    expect(await visitor.getByRole("link", { name: "See it on the map" }).count()).toBe(0);
  });
});
