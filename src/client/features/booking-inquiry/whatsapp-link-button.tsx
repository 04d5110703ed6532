import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";

/**
 * WhatsApp as a link the visitor taps once the request is recorded (or could not be). A
 * window.open after the network round trip would be blocked as a popup by mobile Safari and many
 * Android browsers (the tap's permission is spent by then), and a tab opened blank on the tap would
 * be left empty when the form has errors, and take the phone away before it shows the reference. A
 * real link is never blocked and is what a screen reader expects. noopener: wa.me must not reach
 * back into our page; noreferrer: it learns nothing of the page.
 */
export function WhatsAppLinkButton({
  href,
  variant = "default",
  children,
}: {
  href: string;
  variant?: "default" | "outline";
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} className="w-full sm:w-auto">
      <a href={href} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-link">
        <MessageCircle aria-hidden />
        {children}
      </a>
    </Button>
  );
}
