import type { CSSProperties } from "react";

/**
 * The picture's dominant colour (the API's `imageColor`) as its background: the box shows it, not
 * grey, until the picture arrives (docs/decisions/vehicle-galleries.md). Without a colour the
 * element keeps its own background class.
 */
export const placeholderStyle = (color: string | null | undefined): CSSProperties | undefined =>
  color ? { backgroundColor: color } : undefined;
