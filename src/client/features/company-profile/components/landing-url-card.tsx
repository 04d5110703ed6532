import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";

const COPIED_ICON_MS = 2000;

/** Spec §2: the read-only landing page URL with its copy button. */
export function LandingUrlCard({ companyId }: { companyId: number }) {
  const url = `${window.location.origin}${paths.company(companyId)}`;
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_ICON_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      toast({ title: "URL Copied", description: "Landing page URL has been copied to clipboard." });
    } catch {
      toast({ title: "Error", description: "Could not copy the URL. Please copy it by hand.", variant: "destructive" });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>Your Landing Page</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1.5">
        <Label htmlFor="landing-page-url">Landing Page URL</Label>
        <div className="flex gap-2">
          <Input id="landing-page-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="outline" size="icon" aria-label="Copy URL" title="Copy URL" onClick={copy}>
            {isCopied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Share this URL with potential customers to showcase your vehicles.
        </p>
      </CardContent>
    </Card>
  );
}
