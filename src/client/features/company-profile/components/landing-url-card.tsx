import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { CopyableUrl } from "./copyable-url";

/** The read-only landing page URL with its copy button. */
export function LandingUrlCard({ companyId }: { companyId: number }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Your Landing Page")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CopyableUrl
          url={`${window.location.origin}${paths.company(companyId)}`}
          label={t("Landing Page URL")}
          copiedDescription="Landing page URL has been copied to clipboard."
          hint={
            <p className="text-sm text-muted-foreground">
              {t("Share this URL with potential customers to showcase your vehicles.")}
            </p>
          }
        />
      </CardContent>
    </Card>
  );
}
