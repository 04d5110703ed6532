import { ImageOff } from "lucide-react";

/** Our stored images have a 480 px variant, plenty for a table thumbnail. */
const thumbnail = (url: string) => (url.startsWith("/api/images/") ? `${url}?variant=thumb` : url);

export function VehicleImage({ src, alt }: { src: string | null; alt: string }) {
  if (!src) {
    return (
      <div className="flex h-12 w-18 items-center justify-center rounded bg-muted text-muted-foreground">
        <ImageOff aria-hidden className="size-4" />
        <span className="sr-only">No image</span>
      </div>
    );
  }
  return (
    <img
      src={src.startsWith("data:") ? src : thumbnail(src)}
      alt={alt}
      loading="lazy"
      className="h-12 w-18 rounded object-cover"
    />
  );
}
