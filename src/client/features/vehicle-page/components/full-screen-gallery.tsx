import type { LazyDialogProps } from "../../../components/lazy-dialog-button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { useI18n } from "../../../lib/i18n";
import { type GalleryPicture, PhotoStrip } from "./photo-strip";

/** The gallery over the whole screen, its photos whole (`contain`), at the photo the page showed. */
export function FullScreenGallery({
  pictures,
  name,
  current,
  onCurrent,
  isOpen,
  onOpenChange,
  trigger,
}: LazyDialogProps & {
  pictures: GalleryPicture[];
  name: string;
  current: number;
  onCurrent: (index: number) => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={() => trigger.current?.focus()}
        className="flex h-dvh max-h-none w-screen max-w-none flex-col gap-3 rounded-none border-0 bg-black p-3 text-white sm:max-w-none sm:p-6 [&>[data-slot=dialog-close]]:text-white"
      >
        <DialogTitle className="pr-8 text-base">{name}</DialogTitle>
        <DialogDescription className="sr-only">{t("Use the arrow keys to see the other photos.")}</DialogDescription>
        <PhotoStrip
          pictures={pictures}
          name={name}
          current={current}
          onCurrent={onCurrent}
          sizes="100vw"
          className="min-h-0 flex-1"
          fit="contain"
          autoFocus
        />
      </DialogContent>
    </Dialog>
  );
}
