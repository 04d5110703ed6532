import { Check, Copy, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

/** A phone shares through its own sheet (WhatsApp, Messenger, SMS…); a computer copies or opens WhatsApp. */
const sharesNatively = () => typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches;

/**
 * 'Share': the page's address with the vehicle's name. On a phone the system's share sheet; elsewhere
 * a small panel with Copy link and a WhatsApp share (wa.me without a number: the sender picks the chat).
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const { t } = useI18n();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  // Known once in the browser: the server renders the button for a computer.
  const [isNative, setIsNative] = useState(false);
  useEffect(() => setIsNative(sharesNatively()), []);

  // Read when used: the server renders the page without knowing where it is served from.
  const url = () => new URL(path, window.location.origin).toString();
  const share = async () => {
    if (!isNative) return setIsOpen((open) => !open);
    try {
      await navigator.share({ title, url: url() });
    } catch (error) {
      // The visitor closed the sheet: nothing to say. A browser that refuses the sheet (it needs a
      // tap in the last few seconds) gets the panel, which offers the same.
      if (error instanceof DOMException && error.name === "NotAllowedError") setIsOpen(true);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setIsCopied(true);
      toast({ title: "Link copied", description: "Paste it in a chat to show this vehicle." });
    } catch {
      toast({ title: "Error", description: "Could not copy the URL. Please copy it by hand.", variant: "destructive" });
    }
  };
  return (
    <div className="relative">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        aria-expanded={isNative ? undefined : isOpen}
        aria-controls={panelId}
        onClick={share}
      >
        <Share2 aria-hidden /> {t("Share")}
      </Button>
      {isOpen && (
        <div id={panelId} className="mt-2 grid grid-cols-2 gap-2 rounded-lg border bg-card p-2 shadow-sm">
          <Button type="button" variant="ghost" size="sm" onClick={copy}>
            {isCopied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
            {isCopied ? t("Copied") : t("Copy link")}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url()}`)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden /> WhatsApp
            </a>
          </Button>
        </div>
      )}
    </div>
  );
}
