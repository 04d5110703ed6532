import { Check, Copy } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useI18n } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

const COPIED_ICON_MS = 2000;

/**
 * A read-only URL with a copy button: the landing page's address and the calendar feeds' secret
 * links. The button shows a tick for a moment and a toast says what was copied.
 */
export function CopyableUrl({
  url,
  label,
  labelHidden = false,
  copyLabel,
  copiedDescription,
  hint,
}: {
  url: string;
  label: string;
  labelHidden?: boolean;
  copyLabel?: string;
  /** The toast's text after a copy ("Landing page URL has been copied to clipboard."), in English: the toaster translates it. */
  copiedDescription: string;
  hint?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
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
      toast({ title: "URL Copied", description: copiedDescription });
    } catch {
      toast({ title: "Error", description: "Could not copy the URL. Please copy it by hand.", variant: "destructive" });
    }
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className={labelHidden ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} translate="no" onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={copyLabel ?? t("Copy URL")}
          title={t("Copy URL")}
          onClick={copy}
        >
          {isCopied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
        </Button>
      </div>
      {hint}
    </div>
  );
}
