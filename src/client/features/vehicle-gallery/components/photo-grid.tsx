import { ArrowLeft, ArrowRight, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { GalleryPhoto } from "../../../../domain/contracts/vehicles";
import { thumbnailUrl } from "../../../../domain/images";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";

export type PhotoAction = "earlier" | "later" | "remove";

const MOVES = [
  { action: "earlier", step: -1, Icon: ArrowLeft },
  { action: "later", step: 1, Icon: ArrowRight },
] as const;

/**
 * The photos in order, the first marked Cover. A photo is dragged onto another's place, or moved a
 * place at a time with its arrow buttons (keyboards, screen readers, touch screens).
 */
export function PhotoGrid({
  photos,
  onMove,
  onRemove,
}: {
  photos: GalleryPhoto[];
  onMove: (id: number, to: number, action?: PhotoAction) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useI18n();
  const dragged = useRef<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const count = photos.length;
  if (count === 0) {
    return <p className="text-sm text-muted-foreground">{t("No photos yet. The first one you add is the cover.")}</p>;
  }
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      {photos.map((photo, index) => {
        const position = index + 1;
        return (
          <li
            key={photo.id}
            data-photo-id={photo.id}
            draggable
            onDragStart={(event) => {
              dragged.current = photo.id;
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", String(photo.id));
            }}
            onDragOver={(event) => {
              if (dragged.current === null) return;
              event.preventDefault();
              setDropIndex(index);
            }}
            onDrop={(event) => {
              if (dragged.current === null) return;
              event.preventDefault();
              onMove(dragged.current, index);
            }}
            onDragEnd={() => {
              dragged.current = null;
              setDropIndex(null);
            }}
            className={cn(
              "group grid cursor-grab gap-1.5 rounded-md border bg-card p-1.5 active:cursor-grabbing",
              dropIndex === index && "ring-2 ring-primary",
            )}
          >
            <div className="relative">
              <img
                src={thumbnailUrl(photo.url)}
                width={photo.width}
                height={photo.height}
                alt={t("Photo {{position}} of {{count}}", { position, count })}
                draggable={false}
                style={{ backgroundColor: photo.color }}
                className="aspect-[3/2] w-full rounded object-cover"
              />
              {index === 0 && <Badge className="absolute top-1 left-1 shadow">{t("Cover")}</Badge>}
            </div>
            <div className="flex items-center justify-between gap-1">
              <div className="flex gap-1">
                {MOVES.map(({ action, step, Icon }) => (
                  <Button
                    key={action}
                    type="button"
                    variant="outline"
                    size="icon"
                    className="size-8"
                    data-action={action}
                    aria-label={
                      action === "earlier"
                        ? t("Move photo {{position}} earlier", { position })
                        : t("Move photo {{position}} later", { position })
                    }
                    title={action === "earlier" ? t("Move earlier") : t("Move later")}
                    disabled={index + step < 0 || index + step >= count}
                    onClick={() => onMove(photo.id, index + step, action)}
                  >
                    <Icon aria-hidden />
                  </Button>
                ))}
              </div>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                data-action="remove"
                aria-label={t("Remove photo {{position}}", { position })}
                title={t("Remove photo")}
                onClick={() => onRemove(photo.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
