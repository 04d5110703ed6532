import { FileText } from "lucide-react";
import { companyEndpoints } from "../../../../domain/contracts/companies/endpoints";
import type { DocumentInfo } from "../../../../domain/contracts/companies/trade-licence-schema";
import { pathOf } from "../../../../domain/contracts/endpoint";
import { formatInstant } from "../../../../domain/dates";
import { useI18n } from "../../../lib/i18n";
import { DetailSection } from "./company-facts";

/** The company's uploaded trade licence, for the admin to open before approving it. */
export function TradeLicenceFacts({ companyId, licence }: { companyId: number; licence: DocumentInfo | null }) {
  const { t, language } = useI18n();
  return (
    <DetailSection title={t("Documents")}>
      {licence ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <a
            href={pathOf(companyEndpoints.adminTradeLicence, { id: companyId })}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <FileText aria-hidden className="size-4" />
            {t("Trade licence")}
          </a>
          <span className="text-muted-foreground">
            {t("Uploaded on {{date}}", { date: formatInstant(licence.uploadedAt, language) })}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("No document uploaded")}</p>
      )}
    </DetailSection>
  );
}
