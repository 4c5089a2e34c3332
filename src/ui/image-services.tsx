import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * How images are shown and stored, given by the app (src/app over src/data): the design system draws
 * them but does not talk to the network.
 *
 * - `useSource(src)` — a hook: the address an `<img>` can show for `src` (`undefined` while it is being
 *   read, `''` when it cannot be, so the display says 'Image unavailable'). The same hook on every render.
 * - `upload(file)` — stores an image file and resolves to its `url`; rejects with an `Error` worded for
 *   the user.
 */
export type ImageServices = {
  useSource: (src: string) => string | undefined;
  upload: ((file: File) => Promise<{ url: string }>) | undefined;
};

const identity = (src: string): string | undefined => src;

const ImageServicesContext = createContext<ImageServices>({ useSource: identity, upload: undefined });

export type ImageServicesProviderProps = Partial<ImageServices> & { children: ReactNode };

export function ImageServicesProvider({
  useSource = identity,
  upload,
  children,
}: ImageServicesProviderProps) {
  const value = useMemo(() => ({ useSource, upload }), [useSource, upload]);
  return <ImageServicesContext.Provider value={value}>{children}</ImageServicesContext.Provider>;
}

/** The address to show for `src` (see `ImageServices.useSource`). */
export function useImageSource(src: string): string | undefined {
  return useContext(ImageServicesContext).useSource(src);
}

/** The app's image upload, or `undefined` where none is given (upload controls then do not show). */
export function useImageUploader(): ImageServices['upload'] {
  return useContext(ImageServicesContext).upload;
}
