import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { paths } from "../../../lib/paths";
import { CopyableUrl } from "./copyable-url";

/** The read-only landing page URL with its copy button. */
export function LandingUrlCard({ companyId }: { companyId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>Your Landing Page</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CopyableUrl
          url={`${window.location.origin}${paths.company(companyId)}`}
          label="Landing Page URL"
          copiedDescription="Landing page URL has been copied to clipboard."
          hint={
            <p className="text-sm text-muted-foreground">
              Share this URL with potential customers to showcase your vehicles.
            </p>
          }
        />
      </CardContent>
    </Card>
  );
}
