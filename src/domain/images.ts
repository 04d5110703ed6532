/** Prefix of the URLs of images we store and serve ourselves. */
export const OWN_IMAGE_PREFIX = "/api/images/";

export const imageUrl = (id: number) => `${OWN_IMAGE_PREFIX}${id}`;

/** The 480 px variant of one of our images, for cards and tables; external URLs stay as they are. */
export const thumbnailUrl = (url: string) => (url.startsWith(OWN_IMAGE_PREFIX) ? `${url}?variant=thumb` : url);
