import { Car } from "lucide-react";
import { thumbnailUrl } from "../../domain/images";
import { cn } from "../lib/cn";

/**
 * A vehicle's card picture: the thumbnail, its size fixed (3:2) so the grid never jumps, and lazy
 * unless it is one of the first cards a phone shows.
 */
export function VehicleImage({
  image,
  alt,
  eager = false,
  className,
}: {
  image: string | null;
  alt: string;
  eager?: boolean;
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
  return (
    <img
      src={thumbnailUrl(image)}
      alt={alt}
      width={480}
      height={320}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("aspect-[3/2] w-full bg-muted object-cover", className)}
    />
  );
}
