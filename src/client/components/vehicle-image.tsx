import { Car } from "lucide-react";
import { CARD_GRID_SIZES, cardImageSources } from "../../domain/images";
import { cn } from "../lib/cn";
import { placeholderStyle } from "../lib/image-placeholder";

/**
 * A vehicle's card picture, its box fixed at 3:2 so the grid never jumps, painted in the picture's
 * dominant colour (`color`, the API's `imageColor`) until it loads. Our own images offer three WebP
 * widths (480, 800, 1600 px) and the browser picks by `sizes` and pixel density. `priority` is for
 * the first row of a grid: fetched at once and early (it is usually the page's largest paint); every
 * other image waits until it nears the viewport.
 */
export function VehicleImage({
  image,
  color,
  alt,
  priority = false,
  sizes = CARD_GRID_SIZES,
  className,
}: {
  image: string | null;
  color?: string | null;
  alt: string;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={cn("flex aspect-[3/2] w-full items-center justify-center bg-muted", className)}>
        <Car aria-hidden className="size-12 text-muted-foreground" />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }
  const { src, srcSet } = cardImageSources(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={480}
      height={320}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "auto" : "async"}
      style={placeholderStyle(color)}
      className={cn("aspect-[3/2] w-full bg-muted object-cover", className)}
    />
  );
}
