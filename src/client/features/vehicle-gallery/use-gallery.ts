import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { GalleryPhoto } from "../../../domain/contracts/vehicles";
import { GALLERY_FULL, GALLERY_MAX_PHOTOS } from "../../../domain/images";
import { vehicleQuery } from "../../api/get-vehicle";
import { readImageFile } from "../../components/read-image-file";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useAddVehiclePhoto } from "./api/add-vehicle-photo";
import { useOrderVehiclePhotos } from "./api/order-vehicle-photos";
import { useRemoveVehiclePhoto } from "./api/remove-vehicle-photo";
import { moveItem, orderAroundHidden } from "./gallery-order";

/** How long a removed photo can be brought back (docs/product-rules.md, "Vehicle photos"). */
export const UNDO_WINDOW_MS = 6000;

export interface PhotoUploadState {
  key: string;
  name: string;
  status: "waiting" | "uploading" | "done" | "failed";
  /** Share of the file sent, 0 to 1. */
  sent: number;
  /** English, as the server or the file check said it; the screen translates it. */
  error?: string;
}

/** What happened, for the gallery's live region: an English key and its values, translated where shown. */
export interface GalleryNews {
  key: string;
  values?: Record<string, number>;
}

const isActive = (upload: PhotoUploadState) => upload.status === "waiting" || upload.status === "uploading";
const without = (set: ReadonlySet<number>, id: number) => new Set([...set].filter((other) => other !== id));
let uploadCounter = 0;

/**
 * A vehicle's gallery as its company (or an admin) edits it. The screen changes at once; the writes
 * go to the server one after another, each seeing the gallery the previous one left, so an order
 * always names the photos the server has (docs/decisions/vehicle-galleries.md).
 */
export function useGallery(vehicleId: number, initialPhotos: GalleryPhoto[]) {
  const queryClient = useQueryClient();
  const add = useAddVehiclePhoto();
  const remove = useRemoveVehiclePhoto();
  const order = useOrderVehiclePhotos();

  // Every photo the server has, in the order shown; those being removed are only hidden.
  const [photos, setPhotosState] = useState(initialPhotos);
  const photosRef = useRef(initialPhotos);
  const setPhotos = (change: (current: GalleryPhoto[]) => GalleryPhoto[]) => {
    photosRef.current = change(photosRef.current);
    setPhotosState(photosRef.current);
  };
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [lastRemoved, setLastRemoved] = useState<number | null>(null);
  const [uploads, setUploads] = useState<PhotoUploadState[]>([]);
  const [news, setNews] = useState<GalleryNews | null>(null);

  const writes = useRef(Promise.resolve());
  const enqueue = (write: () => Promise<void>) => {
    writes.current = writes.current.then(write).catch(() => undefined);
  };
  const removals = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; dismissToast: () => void }>());
  const isOrderUnsaved = useRef(false);

  const visible = photos.filter((photo) => !hidden.has(photo.id));

  /** Ends a removal's undo window (timer, toast, inline Undo); false when it had already ended. */
  function endUndoWindow(id: number): boolean {
    const removal = removals.current.get(id);
    if (!removal) return false;
    clearTimeout(removal.timer);
    removal.dismissToast();
    removals.current.delete(id);
    setLastRemoved((current) => (current === id ? null : current));
    return true;
  }

  function commitRemoval(id: number) {
    if (!endUndoWindow(id)) return;
    enqueue(async () => {
      try {
        await remove.mutateAsync({ vehicleId, imageId: id });
        setPhotos((current) => current.filter((photo) => photo.id !== id));
      } catch {
        // The mutation's toast said why; the photo shows again.
      }
      setHidden((current) => without(current, id));
    });
  }

  function undoRemoval(id: number) {
    if (!endUndoWindow(id)) return;
    setHidden((current) => without(current, id));
    setNews({ key: "Photo restored" });
  }

  function removePhoto(id: number) {
    setHidden((current) => new Set(current).add(id));
    const shown = toast({
      title: "Photo removed",
      action: { label: "Undo", altText: "Undo is also under the photos", onClick: () => undoRemoval(id) },
      duration: UNDO_WINDOW_MS,
    });
    removals.current.set(id, {
      timer: setTimeout(() => commitRemoval(id), UNDO_WINDOW_MS),
      dismissToast: shown.dismiss,
    });
    setLastRemoved(id);
    setNews({ key: "Photo removed" });
  }

  // Closing the dialog ends every undo window: the removals are sent then.
  const commitAll = useRef(() => {});
  commitAll.current = () => {
    for (const id of [...removals.current.keys()]) commitRemoval(id);
  };
  useEffect(() => () => commitAll.current(), []);

  function movePhoto(id: number, to: number) {
    const shown = photosRef.current.filter((photo) => !hidden.has(photo.id));
    const from = shown.findIndex((photo) => photo.id === id);
    const moved = moveItem(shown, from, to);
    if (moved.every((photo, index) => photo === shown[index])) return;
    setPhotos((current) => orderAroundHidden(current, moved, (photo) => hidden.has(photo.id)));
    setNews({
      key: "Photo moved to position {{position}} of {{count}}",
      values: { position: moved.findIndex((photo) => photo.id === id) + 1, count: moved.length },
    });
    isOrderUnsaved.current = true;
    // Moves made while a write is under way are sent together, as one order.
    enqueue(async () => {
      if (!isOrderUnsaved.current) return;
      isOrderUnsaved.current = false;
      try {
        await order.mutateAsync({ vehicleId, ids: photosRef.current.map((photo) => photo.id) });
      } catch {
        // The mutation's toast said why; show the order the server kept.
        const saved = await queryClient.fetchQuery({ ...vehicleQuery(vehicleId), staleTime: 0 });
        setPhotos(() => saved.images);
      }
    });
  }

  function addFiles(files: File[]) {
    if (files.length === 0) return;
    const room = Math.max(0, GALLERY_MAX_PHOTOS - visible.length - uploads.filter(isActive).length);
    const batch: PhotoUploadState[] = files.map((file, index) => ({
      key: `upload-${++uploadCounter}`,
      name: file.name,
      status: index < room ? "waiting" : "failed",
      sent: 0,
      error: index < room ? undefined : GALLERY_FULL,
    }));
    setUploads((current) => [...current.filter(isActive), ...batch]);
    const update = (key: string, change: Partial<PhotoUploadState>) =>
      setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
    // Photos waiting out their undo window still count on the server: make room for the new ones.
    if (photos.length + uploads.filter(isActive).length + Math.min(room, files.length) > GALLERY_MAX_PHOTOS) {
      commitAll.current();
    }
    let added = 0;
    files.slice(0, room).forEach((file, index) => {
      const { key } = batch[index] as PhotoUploadState;
      enqueue(async () => {
        update(key, { status: "uploading" });
        const read = await readImageFile(file);
        if ("error" in read) {
          update(key, { status: "failed", error: read.error });
          return;
        }
        try {
          const vehicle = await add.mutateAsync({
            vehicleId,
            image: read.dataUrl,
            onProgress: (sent) => update(key, { sent }),
          });
          setPhotos((current) => [
            ...current,
            ...vehicle.images.filter((photo) => !current.some((known) => known.id === photo.id)),
          ]);
          update(key, { status: "done", sent: 1 });
          added++;
        } catch (error) {
          update(key, { status: "failed", error: errorMessage(error, "Failed to upload photo") });
        }
      });
    });
    enqueue(async () =>
      setNews({
        key: "Uploads finished: {{added}} added, {{failed}} failed",
        values: { added, failed: files.length - added },
      }),
    );
  }

  return {
    photos: visible,
    uploads,
    news,
    lastRemoved,
    addFiles,
    movePhoto,
    removePhoto,
    undoRemoval,
  };
}
