import { expect, it } from "vitest";
import { fr } from "../../src/domain/i18n/translations/fr";
import {
  accessibilityViolations,
  describeInBrowser,
  loginThroughUi,
  registerCompany,
  screenshot,
  uniqueName,
} from "./browser";
import { ADMIN } from "./constants";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
/** A Windows program renamed to look like a PDF. */
const EXE = Buffer.concat([Buffer.from("MZ", "latin1"), Buffer.alloc(128, 0x90)]);

describeInBrowser("a company's trade licence", (session) => {
  for (const [width, mobile, language] of [
    ["1280", false, "en"],
    ["375", true, "fr"],
  ] as const) {
    const text = (key: string) => (language === "fr" ? (fr[key] ?? key) : key);

    it(`is uploaded on the profile and opened by the admin at ${width} px, in ${language}`, async () => {
      const name = uniqueName("lic");
      const page = await session.newPage({ mobile });
      const { companyId } = await registerCompany(page, name);
      await page.goto(`/company/profile?lang=${language}`);
      await page.getByRole("heading", { level: 2, name: text("Trade licence") }).waitFor();
      await page.getByText(text("No document uploaded")).waitFor();

      // A program renamed .pdf is refused beside the field; nothing is kept.
      const input = page.getByLabel(text("Upload your trade licence"));
      await input.setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: EXE });
      await page
        .getByRole("alert")
        .filter({ hasText: text("The file must be a PDF, JPEG, PNG or WebP") })
        .waitFor();
      await page.getByText(text("No document uploaded")).waitFor();

      await input.setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: PDF });
      const ownLink = page.getByRole("link", { name: text("Trade licence") });
      await ownLink.waitFor();
      expect(await ownLink.getAttribute("href")).toBe("/api/company/documents/trade-licence");
      await page.getByLabel(text("Replace it with another file")).waitFor();
      await page.getByText(language === "fr" ? /^Envoyée le / : /^Uploaded on /).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `trade-licence-profile-${width}-${language}`);
      const card = page
        .locator('[data-slot="card"]')
        .filter({ has: page.getByRole("heading", { name: text("Trade licence") }) });
      await card.screenshot({ path: `test-results/screenshots/trade-licence-card-${width}-${language}.png` });

      // The admin finds it on the company's detail page; the link downloads the very file.
      const admin = await session.newPage({ mobile });
      await loginThroughUi(admin, ADMIN.username, ADMIN.password);
      await admin.goto(`/admin/companies/${companyId}?lang=${language}`);
      await admin.getByRole("heading", { level: 2, name: text("Documents") }).waitFor();
      const link = admin.getByRole("link", { name: text("Trade licence") });
      const href = await link.getAttribute("href");
      expect(href).toBe(`/api/admin/companies/${companyId}/documents/trade-licence`);
      await screenshot(admin, `trade-licence-admin-${width}-${language}`);
      const [download] = await Promise.all([admin.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("trade-licence.pdf");
      const response = await admin.request.get(href ?? "");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(Buffer.from(await response.body()).equals(PDF)).toBe(true);

      // Another company's page says there is none.
      const other = await registerCompany(await session.newPage(), uniqueName("nolic"));
      await admin.goto(`/admin/companies/${other.companyId}?lang=${language}`);
      await admin.getByRole("heading", { level: 2, name: text("Documents") }).waitFor();
      await admin.getByText(text("No document uploaded")).waitFor();
    });
  }
});
