// The strip both the page's gallery and its full-screen view show, apart so neither imports the other.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { imageSrcSet, imageVariantUrl } from "../../../../domain/images";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";

/** One picture of the gallery: ours have sizes and a colour; an https picture only its address. */
export interface GalleryPicture {
  url: string;
  width?: number;
  height?: number;
  color?: string;
}

/**
 * The photos side by side in a row that snaps to one: the browser's own scrolling does the swipe,
 * so it follows the finger on any phone; buttons and arrow keys scroll it, and the photo in view
 * is reported back.
 */
export function PhotoStrip({
  pictures,
  name,
  current,
  onCurrent,
  sizes,
  className,
  fit,
  autoFocus = false,
}: {
  pictures: GalleryPicture[];
  name: string;
  current: number;
  onCurrent: (index: number) => void;
  sizes: string;
  className: string;
  fit: "cover" | "contain";
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  const strip = useRef<HTMLDivElement | null>(null);
  // The photo a programmatic scroll is heading to: the photos it passes on the way are not "current".
  const heading = useRef<number | null>(null);
  // Whether the visitor moves the strip (a finger, a wheel or a trackpad; keys are ours, below).
  // Any other scroll is the browser's own: Chrome re-snaps a strip whose box changes (a dialog's
  // scroll lock takes the page's scrollbar away) to the photo it last snapped to, which after our
  // smooth scrolls can be a photo the visitor has left.
  const byVisitor = useRef(false);
  const count = pictures.length;
  // Photos are fetched up to the furthest shown, and one further once the visitor reaches for the
  // strip (a finger on it, the pointer over it, the focus in it): the next is there for the swipe,
  // and a phone downloads neither a gallery its visitor never looks through nor a second photo on
  // its first screen.
  const [furthest, setFurthest] = useState(current);
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  useEffect(() => setFurthest((seen) => Math.max(seen, current)), [current]);
  const loadedUpTo = Math.max(furthest, current) + (reached ? 1 : 0);
  const show = (index: number) => onCurrent(Math.max(0, Math.min(count - 1, index)));
  // Mounted: the strip starts at the photo current then, without scrolling through the others;
  // later moves scroll smoothly (below).
  const startAt = useRef(current);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      strip.current = element;
      if (element) element.scrollLeft = startAt.current * element.clientWidth;
      if (element && autoFocus) element.focus();
    },
    [autoFocus],
  );
  // The current photo changed by a button, a key or a thumbnail: scroll to it. A scroll still on
  // its way elsewhere is turned round, even when it is passing the new photo at this moment.
  useEffect(() => {
    const element = strip.current;
    if (!element?.clientWidth || heading.current === current) return;
    if (heading.current === null && Math.abs(element.scrollLeft - current * element.clientWidth) < 1) return;
    heading.current = current;
    byVisitor.current = false;
    element.scrollTo({ left: current * element.clientWidth, behavior: "smooth" });
  }, [current]);
  const onScroll = () => {
    const element = strip.current;
    if (!element?.clientWidth) return;
    const position = element.scrollLeft / element.clientWidth;
    if (heading.current !== null) {
      if (Math.abs(position - heading.current) < 0.02) heading.current = null;
      return;
    }
    if (byVisitor.current) {
      const index = Math.round(position);
      if (index !== current) onCurrent(index);
    } else if (Math.abs(position - current) >= 0.02) {
      // The browser moved the strip by itself: back to the photo the visitor is on.
      heading.current = current;
      element.scrollTo({ left: current * element.clientWidth, behavior: "instant" });
    }
  };
  const visitorScrolls = () => {
    heading.current = null;
    byVisitor.current = true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(current + 1);
    else if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "Home") show(0);
    else if (event.key === "End") show(count - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div
      className={cn("relative overflow-hidden bg-muted", className)}
      onPointerEnter={reach}
      onTouchStartCapture={reach}
      onFocusCapture={reach}
    >
      <section
        ref={attach}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip is reachable by keyboard; focused, its arrow keys move it
        tabIndex={0}
        aria-roledescription={t("carousel")}
        aria-label={t("Photo {{number}} of {{count}}", { number: current + 1, count })}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        // A finger or a wheel takes over from a scroll the buttons started.
        onTouchStart={visitorScrolls}
        onWheel={visitorScrolls}
        data-testid="photo-strip"
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain outline-none [scrollbar-width:none] focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset [&::-webkit-scrollbar]:hidden"
      >
        {pictures.map((picture, index) => (
          <div
            key={picture.url}
            className="flex w-full shrink-0 snap-center snap-always items-center justify-center"
            style={{ backgroundColor: picture.color }}
          >
            {index <= loadedUpTo && (
              <img
                src={imageVariantUrl(picture.url, index === 0 ? "medium" : "thumb")}
                srcSet={imageSrcSet(picture.url)}
                sizes={sizes}
                alt={
                  count > 1
                    ? t("{{vehicle}}, photo {{number}} of {{count}}", { vehicle: name, number: index + 1, count })
                    : name
                }
                width={picture.width ?? 1200}
                height={picture.height ?? 800}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                decoding={index === 0 ? "auto" : "async"}
                draggable={false}
                className={cn("size-full", fit === "cover" ? "object-cover" : "object-contain")}
              />
            )}
          </div>
        ))}
      </section>
      {count > 1 && (
        <>
          <StripButton
            side="left"
            label={t("Previous photo")}
            disabled={current === 0}
            onClick={() => show(current - 1)}
          />
          <StripButton
            side="right"
            label={t("Next photo")}
            disabled={current === count - 1}
            onClick={() => show(current + 1)}
          />
          <p
            aria-hidden
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-2.5 py-0.5 text-xs font-medium text-white"
          >
            {current + 1} / {count}
          </p>
        </>
      )}
    </div>
  );
}

function StripButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-background/85 text-foreground shadow backdrop-blur transition-opacity hover:bg-background focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-0",
        side === "left" ? "left-3" : "right-3",
      )}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
